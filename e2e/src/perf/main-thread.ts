// What the main thread does while a page starts, per route: the long tasks
// after the first contentful paint (with their blocking time, as TBT counts
// it) and the functions that took the most time, named from the builds'
// source maps. A benchmark to find work to split or remove, not a test: it
// prints and never fails on a figure.
//
//   npm run build:site && npm run bench:main-thread
//   npm run bench:main-thread -- --routes /,/campaign/ --runs 3
//   npm run bench:main-thread -- --cpu 1        without the 4x CPU slowdown
//
// The page runs in Debian's Chromium with DevTools' CPU throttling (4x by
// default, as Lighthouse's mobile profile assumes), sampled by V8's profiler
// every 0.1 ms from navigation until 4 s after the load event.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { CHROMIUM_PATH } from '../support/browser';
import { ROOT, startSite } from '../support/site-server';
import { argValue, median } from './args';
import { MEASURED_ROUTES } from './routes';

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

/** Self time (ms) per frame of a profile. */
function selfTimes(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const name = frameName(node.callFrame);
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return self;
}

interface LongTasks {
  fcp: number;
  tasks: [start: number, duration: number][];
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

const blockingTime = ({ fcp, tasks }: LongTasks): number =>
  tasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);

async function main(): Promise<void> {
  const routes = argValue('--routes')?.split(',') ?? MEASURED_ROUTES;
  const runs = Number(argValue('--runs') ?? '1');
  const cpu = Number(argValue('--cpu') ?? '4');
  const top = Number(argValue('--top') ?? '15');
  const site = await startSite();
  try {
    for (const route of routes) {
      const self = new Map<string, number>();
      const blocking: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const { long, profile } = await profileRoute(`${site.url}${route}`, cpu);
        blocking.push(blockingTime(long));
        console.log(
          `${route} run ${run + 1}: first contentful paint ${Math.round(long.fcp)} ms, blocking time after it ${Math.round(blockingTime(long))} ms; long tasks (start+duration ms): ${long.tasks.map(([s, d]) => `${Math.round(s)}+${Math.round(d)}`).join(' ')}`,
        );
        for (const [name, ms] of selfTimes(profile)) self.set(name, (self.get(name) ?? 0) + ms);
      }
      console.log(`${route}: median blocking time ${Math.round(median(blocking))} ms at ${cpu}x CPU`);
      console.log(`  most self time (ms per run):`);
      for (const [name, ms] of [...self]
        .filter(([name]) => !name.startsWith('(idle)') && !name.startsWith('(program)'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)) {
        console.log(`  ${(ms / runs).toFixed(1).padStart(8)}  ${name}`);
      }
    }
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
