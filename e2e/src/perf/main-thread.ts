// What the main thread does while a page starts, per route: the long tasks
// after the first contentful paint (with their blocking time, as TBT counts
// it) and the functions that took the most time, named from the builds'
// source maps. A benchmark to find work to split or remove, not a test: it
// prints and never fails on a figure.
//
//   npm run build:site && npm run bench:main-thread
//   npm run bench:main-thread -- --routes /,/campaign/ --runs 3
//   npm run bench:main-thread -- --cpu 1        without the 4x CPU slowdown
//   npm run bench:main-thread -- --callers appendChild   who calls a function, by the time spent in it
//   npm run bench:main-thread -- --tasks        each busy stretch over 50 ms and what took its time
//   npm run bench:main-thread -- --url http://localhost:8080   a site already running
//   npm run bench:main-thread -- --url http://localhost:8080 --compare http://localhost:8081 --no-profile
//       two builds, alternated run by run (the machine's other work falls on both alike)
//
// The page runs in Debian's Chromium with DevTools' CPU throttling (4x by
// default, as Lighthouse's mobile profile assumes), sampled by V8's profiler
// every 0.1 ms from navigation until 4 s after the load event.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { CHROMIUM_PATH, assertJapaneseFont } from '../support/browser';
import { ROOT, startSite } from '../support/site-server';
import { argValue, median } from './args';
import { MEASURED_ROUTES } from './routes';
import {
  LONG_TASK_MS,
  endOf,
  mainThreadTasks,
  outermostOf,
  pagePaint,
  threadMsOf,
  type TraceEvent as TraceEventBase,
  type TraceEventData,
} from './trace-blocking';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The build folder a served script comes from: /x.js is the shell's, /remotes/<remote>/<version>/x.js a remote's. */
function distFileOf(url: string): string | null {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/.exec(pathname);
  const file = remote
    ? path.join(ROOT, remote[1]!, 'dist', remote[2]!)
    : path.join(ROOT, 'shell/dist', pathname);
  return existsSync(file) ? file : null;
}

const consumers = new Map<string, SourceMapConsumer | null>();

/** The source map of a served script, when its build folder still holds the same file (same content-hashed name). */
function mapOf(url: string): SourceMapConsumer | null {
  if (consumers.has(url)) return consumers.get(url)!;
  const file = distFileOf(url);
  // main.<hash>.js keeps its map under the entry's own name (tools/webpack/create-config.ts).
  const mapFile =
    file &&
    (/\/main\.[0-9a-f]{8}\.js$/.test(file) ? path.join(path.dirname(file), 'main.js.map') : `${file}.map`);
  const consumer =
    mapFile && existsSync(mapFile)
      ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap)
      : null;
  consumers.set(url, consumer);
  return consumer;
}

/** A profile frame as a reader knows it: the original file and function where the map names them. */
function frameName(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName || '(native)';
  const shortUrl = new URL(frame.url).pathname.replace(/\.[0-9a-f]{8}\.js$/, '.js');
  const original = mapOf(frame.url)?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  if (original?.source) {
    const source = original.source.replace(/^webpack:\/\/[^/]*\//, '');
    return `${original.name ?? frame.functionName ?? '(anonymous)'} ${source}:${original.line}`;
  }
  return `${frame.functionName || '(anonymous)'} ${shortUrl}:${frame.lineNumber + 1}`;
}

const nodesById = (profile: Profile) => new Map(profile.nodes.map((node) => [node.id, node]));

/** Self time (ms) per frame of a profile. */
function selfTimes(profile: Profile): Map<string, number> {
  const byId = nodesById(profile);
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const name = frameName(node.callFrame);
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return self;
}

/**
 * Time (ms) spent in the frames whose name starts with `name`, and in what
 * they called, per calling frame (the caller's name): who asks for the work.
 */
function callerTimes(profile: Profile, name: string): Map<string, number> {
  const byId = nodesById(profile);
  const parentOf = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const callers = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    // The innermost frame of the sample's stack that is `name`, then its caller.
    for (let node = byId.get(id); node; node = parentOf.get(node.id)) {
      if (!frameName(node.callFrame).startsWith(name)) continue;
      const parent = parentOf.get(node.id);
      const caller = parent ? frameName(parent.callFrame) : '(root)';
      callers.set(caller, (callers.get(caller) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      return;
    }
  });
  return callers;
}

/**
 * The profile's busy stretches over `minMs` (consecutive samples that are not
 * idle), each with the frames that took most of its self time: roughly the
 * long tasks, and what each of them did.
 */
function busyStretches(profile: Profile, minMs: number): { ms: number; top: [string, number][] }[] {
  const byId = nodesById(profile);
  const stretches: { ms: number; top: [string, number][] }[] = [];
  let current = new Map<string, number>();
  let ms = 0;
  const close = () => {
    if (ms > minMs) stretches.push({ ms, top: [...current].sort((a, b) => b[1] - a[1]).slice(0, 6) });
    current = new Map();
    ms = 0;
  };
  profile.samples.forEach((id, i) => {
    const name = frameName(byId.get(id)!.callFrame);
    const delta = (profile.timeDeltas[i] ?? 0) / 1000;
    if (name === '(idle)') return close();
    ms += delta;
    current.set(name, (current.get(name) ?? 0) + delta);
  });
  close();
  return stretches;
}

interface LongTasks {
  fcp: number;
  tasks: [start: number, duration: number][];
}

/** A trace event with the fields this bench reads besides those of trace-blocking.ts. */
interface TraceEvent extends TraceEventBase {
  args?: {
    data?: TraceEventData & {
      startTime?: number;
      url?: string;
      functionName?: string;
      type?: string;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

/** The V8 samples a trace holds (ProfileChunk events), as [time on the trace's clock, frame name]. */
function tracedSamples(events: readonly TraceEvent[], pid: number): [number, string][] {
  const nodes = new Map<number, ProfileNode>();
  const samples: [number, string][] = [];
  let time = 0;
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') time = event.args?.data?.startTime ?? event.ts;
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((id, i) => {
      time += data?.timeDeltas?.[i] ?? 0;
      const node = nodes.get(id);
      if (node) samples.push([time, frameName(node.callFrame)]);
    });
  }
  return samples;
}

/** What a trace event ran, in a few words: the script, function or event, where the trace names it. */
function eventLabel(event: TraceEvent): string {
  const data = event.args?.data;
  const file = data?.url ? new URL(data.url, 'http://x').pathname.replace(/\.[0-9a-f]{8}\.js$/, '.js') : '';
  return [event.name, data?.functionName, data?.type, file].filter(Boolean).join(' ');
}

/**
 * Blocking time counted on the main thread's own CPU time: every task after
 * the first contentful paint, its thread time (the time the thread ran, not
 * the time it waited for a core or sat paused by the throttling) multiplied
 * by `cpu`, less 50 ms. The same sum TBT makes. The machine's other work
 * stretches it far less than it stretches tasks by the clock (a virtual
 * machine's steal time still lands in it): compare medians of several runs.
 */
function threadBlockingTime(
  events: readonly TraceEvent[],
  cpu: number,
): { ms: number; tasks: number[]; contents: string[] } {
  const fcp = pagePaint(events);
  if (!fcp) return { ms: Number.NaN, tasks: [], contents: [] };
  const onThread = events.filter(
    (event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === 'X',
  );
  const threadMs = (event: TraceEvent) => threadMsOf(event) * cpu;
  const long = mainThreadTasks(events, fcp).filter(
    (task) => task.ts >= fcp.ts && threadMs(task) > LONG_TASK_MS,
  );
  const tasks = long.map(threadMs);
  const samples = tracedSamples(events, fcp.pid);
  const contents = long.map((task) => {
    // The task's largest pieces: the events directly under it (scripts run, timers, events).
    const inside = onThread.filter(
      (event) =>
        event !== task && event.name !== 'RunTask' && event.ts >= task.ts && endOf(event) <= endOf(task),
    );
    const pieces = outermostOf(inside)
      .filter((event) => threadMs(event) >= 4)
      .sort((a, b) => threadMs(b) - threadMs(a))
      .slice(0, 4)
      .map((event) => `${eventLabel(event)} ${Math.round(threadMs(event))}`);
    const frames = new Map<string, number>();
    for (const [time, name] of samples)
      if (time >= task.ts && time <= endOf(task) && !name.startsWith('('))
        frames.set(name, (frames.get(name) ?? 0) + 1);
    const sampled = [...frames]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, count]) => `${name} ×${count}`);
    return `${Math.round(threadMs(task))} ms: ${pieces.join(' · ')}${sampled.length ? `\n      samples: ${sampled.join(' · ')}` : ''}`;
  });
  return { ms: tasks.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0), tasks, contents };
}

async function profileRoute(url: string, cpu: number): Promise<{ long: LongTasks; profile: Profile }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: [number, number][] = [];
      Object.assign(window, { __longTasks: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const long = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
    }));
    return { long, profile };
  } finally {
    await browser.close();
  }
}

/** A load without throttling, traced: the main thread's tasks with their thread time. */
async function traceRoute(url: string, withSamples: boolean): Promise<TraceEvent[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        'disabled-by-default-devtools.timeline',
        'devtools.timeline',
        'loading',
        ...(withSamples ? ['disabled-by-default-v8.cpu_profiler'] : []),
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return trace.traceEvents;
  } finally {
    await browser.close();
  }
}

const blockingTime = ({ fcp, tasks }: LongTasks): number =>
  tasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);

async function main(): Promise<void> {
  assertJapaneseFont();
  const routes = argValue('--routes')?.split(',') ?? MEASURED_ROUTES;
  const runs = Number(argValue('--runs') ?? '1');
  const cpu = Number(argValue('--cpu') ?? '4');
  const top = Number(argValue('--top') ?? '15');
  const callersOf = argValue('--callers');
  const showTasks = process.argv.includes('--tasks');
  const profiled = !process.argv.includes('--no-profile');
  const given = argValue('--url');
  const compare = argValue('--compare');
  const site = given ? null : await startSite();
  const base = (given ?? site!.url).replace(/\/$/, '');
  try {
    for (const route of routes) {
      const self = new Map<string, number>();
      const blocking: number[] = [];
      const threadBlocking: number[] = [];
      const compared: number[] = [];
      const callers = new Map<string, number>();
      for (let run = 0; run < runs; run += 1) {
        const thread = threadBlockingTime(await traceRoute(`${base}${route}`, showTasks), cpu);
        threadBlocking.push(thread.ms);
        console.log(
          `${route} run ${run + 1}: blocking time on thread time x${cpu} ${Math.round(thread.ms)} ms; its long tasks (ms): ${thread.tasks.map(Math.round).join(' ')}`,
        );
        if (showTasks) for (const line of thread.contents) console.log(`  task ${line}`);
        if (compare) {
          const other = threadBlockingTime(
            await traceRoute(`${compare.replace(/\/$/, '')}${route}`, false),
            cpu,
          );
          compared.push(other.ms);
          console.log(
            `${route} run ${run + 1}, ${compare}: blocking time on thread time x${cpu} ${Math.round(other.ms)} ms; its long tasks (ms): ${other.tasks.map(Math.round).join(' ')}`,
          );
        }
        if (!profiled) continue;
        const { long, profile } = await profileRoute(`${base}${route}`, cpu);
        blocking.push(blockingTime(long));
        console.log(
          `${route} run ${run + 1}: first contentful paint ${Math.round(long.fcp)} ms, blocking time after it ${Math.round(blockingTime(long))} ms; long tasks (start+duration ms): ${long.tasks.map(([s, d]) => `${Math.round(s)}+${Math.round(d)}`).join(' ')}`,
        );
        if (showTasks)
          for (const stretch of busyStretches(profile, 50 / cpu))
            console.log(
              `  busy ${Math.round(stretch.ms)} ms: ${stretch.top.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(' · ')}`,
            );
        for (const [name, ms] of selfTimes(profile)) self.set(name, (self.get(name) ?? 0) + ms);
        if (callersOf)
          for (const [name, ms] of callerTimes(profile, callersOf))
            callers.set(name, (callers.get(name) ?? 0) + ms);
      }
      console.log(
        `${route}: median blocking time ${Math.round(median(threadBlocking))} ms on thread time x${cpu}` +
          (profiled ? `, ${Math.round(median(blocking))} ms by the clock at ${cpu}x CPU` : '') +
          (compare ? `; ${compare}: ${Math.round(median(compared))} ms on thread time x${cpu}` : ''),
      );
      if (!profiled) continue;
      console.log(`  most self time (ms per run):`);
      for (const [name, ms] of [...self]
        .filter(([name]) => !name.startsWith('(idle)') && !name.startsWith('(program)'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)) {
        console.log(`  ${(ms / runs).toFixed(1).padStart(8)}  ${name}`);
      }
      if (callersOf) {
        console.log(`  callers of ${callersOf} (ms in it per run):`);
        for (const [name, ms] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, top))
          console.log(`  ${(ms / runs).toFixed(1).padStart(8)}  ${name}`);
      }
    }
  } finally {
    await site?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
