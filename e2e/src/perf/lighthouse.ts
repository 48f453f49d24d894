// Lighthouse with its mobile defaults (simulated slow 4G, 4x CPU) on the
// routes a visitor lands on, against the built site in Debian's Chromium,
// and against the site's floor: the same prerendered HTML with every script
// removed (floor-proxy.ts), run alternately with the site in one session.
// The same build scores tens of points apart on different machines; the
// distance to its floor, measured in one run, is what the site's code costs.
// Every run is a first visit, in a browser of its own with an empty profile.
// A benchmark, not a test: it prints tables and never fails on a figure.
//
//   npm run build:site && npm run bench:lighthouse
//   npm run bench:lighthouse -- --runs 3          median of three runs of each per route
//   npm run bench:lighthouse -- --no-floor        the site only
//   npm run bench:lighthouse -- --url http://localhost:8080   a site already running
//   npm run bench:lighthouse -- --save /tmp/lh   also writes each run's report (JSON) there
//   npm run bench:lighthouse -- --url http://localhost:8080 --compare http://localhost:8081
//       a second build (another API on DEPLOY_DIR=<its deploy/>) run by run with the first
//
// Targets against the floor: performance within 3 points, LCP ≤ 1.1 × the
// floor's, TBT ≤ the floor's + 100 ms, CLS ≤ 0.02. The table lists each
// run's TBT and LCP too, so that a reader sees how far the runs of one column
// spread. The simulated LCP of a run lands either on the simulated first
// paint or 150 ms after it, in the floor's runs as in the site's, so a median
// of three can put the two columns 20 % apart by chance alone; more runs
// (--runs 5) make that less likely.
//
// A third table reads each run's trace (trace-blocking.ts): the main thread's
// CPU time after the first paint, and its blocking time on the clock and on
// thread time. Where the clock's is far above the thread's, the machine's
// other work, not the page's code, made the tasks long.
//
// A fourth splits the blocking time by what Lighthouse's long-tasks audit
// attributes each task to (its simulated tasks, summed as TBT sums them):
// first the tasks begun before the first paint, the navigation's own work
// whichever it is attributed to; then the page's document (its parsing,
// style and layout, and the start script written into it), no script at
// all, the site's script files, and Lighthouse's own. The floor has the
// first three only.
//
// With --compare, every run of a route measures a second build too, in turn
// with the site (and its floor), through a proxy of its own like the site's;
// a last table sets the two side by side. Two builds measured in separate
// sessions differ by more than most changes make: compare them only so.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import { CHROMIUM_PATH, assertJapaneseFont } from '../support/browser';
import { startSite, type SiteServer } from '../support/site-server';
import { argValue, median } from './args';
import { startFloorProxy } from './floor-proxy';
import { MEASURED_ROUTES } from './routes';
import {
  blockingByAttribution,
  medianOfEach,
  type BlockingByAttribution,
  type LongTasksResult,
} from './long-task-attribution';
import { mainThreadAfterPaint, type TraceEvent } from './trace-blocking';

/** The flags that work with Debian's Chromium here; more made Lighthouse fail. */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

interface RouteResult {
  route: string;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Each run's TBT, in the order measured (one value for a single run). */
  tbtRuns: number[];
  /** Each run's LCP, likewise. */
  lcpRuns: number[];
  jsBytes: number;
  /** The main thread after the first paint, from the run's trace (trace-blocking.ts). */
  cpuMs: number;
  clockBlockingMs: number;
  threadBlockingMs: number;
  blockingBy: BlockingByAttribution;
}

interface LighthouseResult extends LongTasksResult {
  categories: { performance: { score: number | null } };
  runtimeError?: { message: string };
}

interface LighthouseOutcome {
  lhr: LighthouseResult;
  artifacts?: { Trace?: { traceEvents: TraceEvent[] } };
}

type LighthouseRun = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<LighthouseOutcome | undefined>;

function resultOf(route: string, { lhr, artifacts }: LighthouseOutcome): RouteResult {
  if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const thread = mainThreadAfterPaint(artifacts?.Trace?.traceEvents ?? []);
  return {
    route,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    tbtRuns: [numeric('total-blocking-time')],
    lcpRuns: [numeric('largest-contentful-paint')],
    jsBytes,
    cpuMs: thread?.cpuMs ?? Number.NaN,
    clockBlockingMs: thread?.clockBlockingMs ?? Number.NaN,
    threadBlockingMs: thread?.threadBlockingMs ?? Number.NaN,
    blockingBy: blockingByAttribution(lhr),
  };
}

function combine(route: string, runs: RouteResult[]): RouteResult {
  return {
    route,
    performance: median(runs.map((r) => r.performance)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    cls: median(runs.map((r) => r.cls)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    tbtRuns: runs.map((r) => r.tbtMs),
    lcpRuns: runs.map((r) => r.lcpMs),
    jsBytes: median(runs.map((r) => r.jsBytes)),
    cpuMs: median(runs.map((r) => r.cpuMs)),
    clockBlockingMs: median(runs.map((r) => r.clockBlockingMs)),
    threadBlockingMs: median(runs.map((r) => r.threadBlockingMs)),
    blockingBy: medianOfEach(runs.map((r) => r.blockingBy)),
  };
}

function table(results: RouteResult[]): string {
  const lines = [
    '| route | performance | LCP | CLS | TBT | JS sent |',
    '|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.route} | ${r.performance} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ${(r.jsBytes / 1024).toFixed(1)} KiB |`,
    ),
  ];
  return lines.join('\n');
}

const LIGHTHOUSE_FLAGS = (port: number) => ({
  port,
  output: 'json' as const,
  logLevel: 'error' as const,
  onlyCategories: ['performance'],
});

/** Whether the site meets each target against its floor. */
function againstFloor(site: RouteResult, floor: RouteResult): string {
  const checks = [
    ['perf', floor.performance - site.performance <= 3],
    ['LCP', site.lcpMs <= 1.1 * floor.lcpMs],
    ['TBT', site.tbtMs <= floor.tbtMs + 100],
    ['CLS', site.cls <= 0.02],
  ] as const;
  const missed = checks.filter(([, met]) => !met).map(([name]) => name);
  return missed.length === 0 ? 'all met' : `missed: ${missed.join(', ')}`;
}

/** Each run's figure in the order measured, for the tables' last columns. */
const eachRun = (values: number[]) => values.map((ms) => Math.round(ms)).join(', ');

function floorTable(sites: RouteResult[], floors: RouteResult[]): string {
  return [
    '| route | site: perf · LCP · TBT · CLS | floor: perf · LCP · TBT | Δ perf | LCP ratio | Δ TBT | targets | TBT of each run: site / floor | LCP of each run: site / floor |',
    '|---|---|---|---|---|---|---|---|---|',
    ...sites.map((site, i) => {
      const floor = floors[i]!;
      return `| ${site.route} | ${site.performance} · ${Math.round(site.lcpMs)} ms · ${Math.round(site.tbtMs)} ms · ${site.cls.toFixed(3)} | ${floor.performance} · ${Math.round(floor.lcpMs)} ms · ${Math.round(floor.tbtMs)} ms | ${floor.performance - site.performance} | ${(site.lcpMs / floor.lcpMs).toFixed(2)} | ${Math.round(site.tbtMs - floor.tbtMs)} ms | ${againstFloor(site, floor)} | ${eachRun(site.tbtRuns)} / ${eachRun(floor.tbtRuns)} ms | ${eachRun(site.lcpRuns)} / ${eachRun(floor.lcpRuns)} ms |`;
    }),
  ].join('\n');
}

/**
 * The main thread after the first paint, from the runs' traces: how much of
 * the blocking time is the page's code (thread time) and how much the
 * machine's (a task waiting for a core runs longer by the clock).
 */
function threadTable(sites: RouteResult[], floors: RouteResult[]): string {
  const cells = (r: RouteResult) =>
    `${Math.round(r.cpuMs)} ms · ${Math.round(r.clockBlockingMs)} ms · ${Math.round(r.threadBlockingMs)} ms`;
  return [
    '| route | site: CPU · blocking by clock · by thread time | floor: CPU · by clock · by thread time |',
    '|---|---|---|',
    ...sites.map((site, i) => `| ${site.route} | ${cells(site)} | ${floors[i] ? cells(floors[i]) : '–'} |`),
  ].join('\n');
}

/**
 * The site against a second build (--compare), measured in turn run by run:
 * Lighthouse's figures, and the main thread's CPU time after the first paint,
 * which the machine's other work moves far less than the clock.
 */
function compareTable(sites: RouteResult[], others: RouteResult[]): string {
  const cells = (r: RouteResult) =>
    `${r.performance} · ${Math.round(r.lcpMs)} ms · ${Math.round(r.tbtMs)} ms · ${Math.round(r.cpuMs)} ms`;
  return [
    '| route | site: perf · LCP · TBT · CPU after the paint | compared: perf · LCP · TBT · CPU after the paint | Δ perf | Δ TBT | Δ CPU | TBT of each run: site / compared |',
    '|---|---|---|---|---|---|---|',
    ...sites.map((site, i) => {
      const other = others[i]!;
      return `| ${site.route} | ${cells(site)} | ${cells(other)} | ${other.performance - site.performance} | ${Math.round(other.tbtMs - site.tbtMs)} ms | ${Math.round(other.cpuMs - site.cpuMs)} ms | ${eachRun(site.tbtRuns)} / ${eachRun(other.tbtRuns)} ms |`;
    }),
  ].join('\n');
}

/** The blocking time of the site and of its floor by what each long task is attributed to. */
function attributionTable(sites: RouteResult[], floors: RouteResult[]): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    '| route | site: before the paint · document · no script · script files · Lighthouse | floor: before the paint · document · no script |',
    '|---|---|---|',
    ...sites.map((site, i) => {
      const { beforePaint, document, unattributed, scripts, lighthouse } = site.blockingBy;
      const floor = floors[i]?.blockingBy;
      return `| ${site.route} | ${ms(beforePaint)} · ${ms(document)} · ${ms(unattributed)} · ${ms(scripts)} · ${ms(lighthouse)} | ${floor ? `${ms(floor.beforePaint)} · ${ms(floor.document)} · ${ms(floor.unattributed)}` : '–'} |`;
    }),
  ].join('\n');
}

async function main(): Promise<void> {
  const runs = Number(argValue('--runs') ?? '1');
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  assertJapaneseFont();
  const withFloor = !process.argv.includes('--no-floor');
  const given = argValue('--url');
  const saveDir = argValue('--save');
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const compareUpstream = argValue('--compare')?.replace(/\/$/, '');
  const site: SiteServer | null = given ? null : await startSite();
  const upstream = (given ?? site!.url).replace(/\/$/, '');
  // The site and its floor both through the same proxy, so that neither pays for it alone; a
  // second build through a proxy of its own, so that it is served as the site is.
  const proxy = withFloor ? await startFloorProxy(upstream) : null;
  const compareProxy = compareUpstream && withFloor ? await startFloorProxy(compareUpstream) : null;
  const targets = {
    site: proxy?.siteUrl ?? upstream,
    floor: proxy?.floorUrl ?? '',
    compare: compareProxy?.siteUrl ?? compareUpstream ?? '',
  };
  type Kind = keyof typeof targets;
  const kinds: Kind[] = [
    'site',
    ...(withFloor ? (['floor'] as const) : []),
    ...(compareUpstream ? (['compare'] as const) : []),
  ];
  // Lighthouse is an ES module; this script runs as CommonJS through tsx.
  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: LighthouseRun };
  const results: RouteResult[] = [];
  const floors: RouteResult[] = [];
  const compared: RouteResult[] = [];
  // Each run in a browser of its own with an empty profile, as `lighthouse <url>` runs: a first
  // visit. Lighthouse clears neither local storage nor IndexedDB between runs in one browser, so
  // a browser kept for every run would measure each run after the first as a returning visitor
  // (the site's saved state coming back), and the floor's runs would share it.
  const firstVisit = async (url: string) => {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    try {
      return await lighthouse(url, LIGHTHOUSE_FLAGS(chrome.port));
    } finally {
      chrome.kill();
    }
  };
  const measure = async (kind: Kind, route: string, i: number): Promise<RouteResult> => {
    const url = `${targets[kind]}${route}`;
    let outcome = await firstVisit(url);
    // Lighthouse sometimes fails to record a trace here (NO_NAVSTART): that run is made again, once.
    if (outcome?.lhr.runtimeError) {
      process.stderr.write(`${kind} ${route}: ${outcome.lhr.runtimeError.message} (run again)\n`);
      outcome = await firstVisit(url);
    }
    if (!outcome) throw new Error(`${kind} ${route}: Lighthouse returned nothing`);
    if (saveDir) {
      const name = `${route.replace(/\//g, '_').replace(/^_|_$/g, '') || 'top'}-${kind}-${i + 1}.json`;
      writeFileSync(path.join(saveDir, name), JSON.stringify(outcome.lhr, null, 1));
    }
    return resultOf(route, outcome);
  };
  try {
    for (const route of MEASURED_ROUTES) {
      const byKind: Record<Kind, RouteResult[]> = { site: [], floor: [], compare: [] };
      // In turn, each run starting one further along, so that whatever else the machine does
      // falls on each alike.
      for (let i = 0; i < runs; i += 1) {
        for (let k = 0; k < kinds.length; k += 1) {
          const kind = kinds[(i + k) % kinds.length]!;
          byKind[kind].push(await measure(kind, route, i));
        }
      }
      const result = combine(route, byKind.site);
      results.push(result);
      if (withFloor) floors.push(combine(route, byKind.floor));
      if (compareUpstream) compared.push(combine(route, byKind.compare));
      process.stderr.write(
        `${route}: ${result.performance}${withFloor ? ` (floor ${floors.at(-1)!.performance})` : ''}${compareUpstream ? ` (compared ${compared.at(-1)!.performance})` : ''}\n`,
      );
    }
  } finally {
    await proxy?.stop();
    await compareProxy?.stop();
    await site?.stop();
  }
  console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile defaults, ${upstream}`);
  console.log(table(results));
  if (withFloor) {
    console.log('\nAgainst the floor (the same HTML without scripts, alternated with the site):');
    console.log(floorTable(results, floors));
  }
  console.log(
    "\nMain thread after the first paint, from each run's trace: its CPU time, and its blocking time as the" +
      ' simulation counts it (each task 4 times as long, the part over 50 ms) on the clock and on thread time' +
      ' (the clock includes the time a task waited for a core the machine gave to other work):',
  );
  console.log(threadTable(results, floors));
  console.log(
    "\nBlocking time by what Lighthouse's long-tasks audit attributes each task to (its simulated tasks," +
      ' the part of each after the first paint over 50 ms; medians, so a row need not add up to the TBT):' +
      " tasks begun before the first paint (the navigation's own work, whatever they are attributed to)," +
      " then the page's document (parsing, style, layout, the start script in the page), no script, the" +
      " site's script files, Lighthouse's own:",
  );
  console.log(attributionTable(results, floors));
  if (compareUpstream) {
    console.log(
      `\nThe site against ${compareUpstream}, measured in turn run by run (medians; Δ is the second build's less the site's):`,
    );
    console.log(compareTable(results, compared));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
