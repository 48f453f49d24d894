// Drill d (npm run drill -- d): one remote's files answer 500 for 30 s on
// the server. A visitor on one of its routes gets the fallback with its retry
// button, the other remotes' routes keep working, and the retry succeeds once
// the files are back. Prints a table; not a timed test.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { launchBrowser, navigateInApp, newPage } from '../support/browser';
import { startSite } from '../support/site-server';

const REMOTE = 'mfe-campaign';
const ROUTE = { path: '/campaign/', heading: 'キャンペーン・特典' };
const OTHERS = [
  { path: '/area/', heading: '提供エリア検索' },
  { path: '/option/', heading: 'オプションサービス' },
  { path: '/apply/form/', heading: '料金シミュレーション' },
];
const OUTAGE_MS = 30_000;
const FALLBACK = /のページを表示できませんでした/;

/** A proxy to the site that answers 500 for the remote's files while `broken()` says so. */
async function outageProxy(
  target: string,
  broken: () => boolean,
): Promise<{ url: string; failed: () => number; server: Server }> {
  const upstream = new URL(target);
  let failed = 0;
  const server = createServer((req, res) => {
    if (broken() && (req.url ?? '').startsWith(`/remotes/${REMOTE}/`)) {
      failed += 1;
      res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, failed: () => failed, server };
}

/** Whether the page shows the h1 `name` within 15 s. */
function headingShows(page: Page, name: string | RegExp): Promise<boolean> {
  return page
    .getByRole('heading', { level: 1, name })
    .waitFor({ timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
}

async function main(): Promise<void> {
  const site = await startSite();
  let outageUntil = 0;
  const proxy = await outageProxy(site.url, () => Date.now() < outageUntil);
  const browser = await launchBrowser();
  const rows: [string, string | number][] = [];
  try {
    const { page, context } = await newPage(browser, proxy.url);
    const started = Date.now();
    outageUntil = started + OUTAGE_MS;
    await page.goto(ROUTE.path);
    await page.getByRole('heading', { level: 1, name: FALLBACK }).waitFor({ timeout: 25_000 });
    rows.push([
      `${ROUTE.path} during the outage`,
      `fallback after ${((Date.now() - started) / 1000).toFixed(1)} s`,
    ]);
    for (const other of OTHERS) {
      const t = Date.now();
      await navigateInApp(page, other.path);
      const ok = await headingShows(page, other.heading);
      rows.push([`${other.path} during the outage`, ok ? `works (${Date.now() - t} ms)` : 'FAILED']);
    }
    await navigateInApp(page, ROUTE.path);
    await page.getByRole('heading', { level: 1, name: FALLBACK }).waitFor();
    // A retry while the files still fail keeps the fallback.
    await page.getByRole('button', { name: 'もう一度読み込む' }).click();
    const stillDown = await headingShows(page, FALLBACK);
    rows.push(['retry during the outage', stillDown ? 'fallback again' : 'UNEXPECTED']);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, outageUntil - Date.now()) + 200));
    const retried = Date.now();
    await page.getByRole('button', { name: 'もう一度読み込む' }).click();
    const recovered = await headingShows(page, ROUTE.heading);
    rows.push(['retry after the outage', recovered ? `works (${Date.now() - retried} ms)` : 'FAILED']);
    rows.push([`requests for ${REMOTE} files answered 500`, proxy.failed()]);
    await context.close();
  } finally {
    await browser.close();
    proxy.server.close();
    await site.stop();
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\nDrill d: ${REMOTE}'s files answer 500 for ${OUTAGE_MS / 1000} s`);
  console.log(`| ${'measure'.padEnd(width)} | value |`);
  console.log(`|${'-'.repeat(width + 2)}|-------|`);
  for (const [label, value] of rows) console.log(`| ${label.padEnd(width)} | ${value} |`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
