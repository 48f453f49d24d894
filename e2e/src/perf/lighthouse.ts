// Lighthouse with its mobile defaults (simulated slow 4G, 4x CPU) on the
// routes a visitor lands on, against the built site in Debian's Chromium.
// A benchmark, not a test: it prints a table and never fails on a figure.
//
//   npm run build:site && npm run bench:lighthouse
//   npm run bench:lighthouse -- --runs 3          median of three runs per route
//   npm run bench:lighthouse -- --url http://localhost:8080   a site already running
//   npm run bench:lighthouse -- --save /tmp/lh   also writes each run's report (JSON) there
//
// Targets (issue 9): performance ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.02, TBT ≤ 150 ms.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import { CHROMIUM_PATH } from '../support/browser';
import { startSite, type SiteServer } from '../support/site-server';
import { argValue, median } from './args';
import { MEASURED_ROUTES } from './routes';

/** The flags that work with Debian's Chromium here; more made Lighthouse fail. */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

interface RouteResult {
  route: string;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
}

interface LighthouseAudit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}

interface LighthouseResult {
  categories: { performance: { score: number | null } };
  audits: Record<string, LighthouseAudit | undefined>;
  runtimeError?: { message: string };
}

type LighthouseRun = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<{ lhr: LighthouseResult } | undefined>;

function resultOf(route: string, lhr: LighthouseResult): RouteResult {
  if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    route,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    jsBytes,
  };
}

function combine(route: string, runs: RouteResult[]): RouteResult {
  return {
    route,
    performance: median(runs.map((r) => r.performance)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    cls: median(runs.map((r) => r.cls)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    jsBytes: median(runs.map((r) => r.jsBytes)),
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

async function main(): Promise<void> {
  const runs = Number(argValue('--runs') ?? '1');
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  const given = argValue('--url');
  const saveDir = argValue('--save');
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const site: SiteServer | null = given ? null : await startSite();
  const base = (given ?? site!.url).replace(/\/$/, '');
  // Lighthouse is an ES module; this script runs as CommonJS through tsx.
  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: LighthouseRun };
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const results: RouteResult[] = [];
  try {
    for (const route of MEASURED_ROUTES) {
      const perRun: RouteResult[] = [];
      for (let i = 0; i < runs; i += 1) {
        let outcome = await lighthouse(`${base}${route}`, LIGHTHOUSE_FLAGS(chrome.port));
        // Lighthouse sometimes fails to record a trace here (NO_NAVSTART): that run is made again, once.
        if (outcome?.lhr.runtimeError) {
          process.stderr.write(`${route}: ${outcome.lhr.runtimeError.message} (run again)\n`);
          outcome = await lighthouse(`${base}${route}`, LIGHTHOUSE_FLAGS(chrome.port));
        }
        if (!outcome) throw new Error(`${route}: Lighthouse returned nothing`);
        if (saveDir) {
          const name = `${route.replace(/\//g, '_').replace(/^_|_$/g, '') || 'top'}-${i + 1}.json`;
          writeFileSync(path.join(saveDir, name), JSON.stringify(outcome.lhr, null, 1));
        }
        perRun.push(resultOf(route, outcome.lhr));
      }
      const result = combine(route, perRun);
      results.push(result);
      process.stderr.write(`${route}: ${result.performance}\n`);
    }
  } finally {
    chrome.kill();
    await site?.stop();
  }
  console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile defaults, ${base}`);
  console.log(table(results));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
