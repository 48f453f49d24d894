// How fast the simulation answers a visitor's choices on a slow phone: every
// choice of /apply/form/ tapped in turn at 4x CPU slow-down, each tap's
// latency from the browser's Event Timing (input delay, processing, the next
// paint), and the page's INP (the worst tap; under 50 taps INP is the worst).
// A benchmark, not a test: it prints a table and never fails on a figure.
//
//   npm run build:site && npm run bench:interactions
//   npm run bench:interactions -- --runs 3 --cpu 4 --url http://localhost:8080
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, assertJapaneseFont, pageReady } from '../support/browser';
import { startSite, type SiteServer } from '../support/site-server';
import { argValue, median } from './args';

const ROUTE = '/apply/form/';

interface Tap {
  label: string;
  ms: number;
}

async function tapEveryChoice(base: string, cpu: number): Promise<Tap[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto(`${base}${ROUTE}`);
    await pageReady(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.evaluate(() => {
      const durations: { id: number; ms: number }[] = [];
      (window as unknown as { __taps: typeof durations }).__taps = durations;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
          if (entry.interactionId) durations.push({ id: entry.interactionId, ms: entry.duration });
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    const choices = page.locator(
      '#simulation-form input[type="radio"]:visible, #simulation-form input[type="checkbox"]:visible',
    );
    const count = await choices.count();
    const taps: Tap[] = [];
    for (let i = 0; i < count; i += 1) {
      const choice = choices.nth(i);
      if (!(await choice.isEnabled())) continue;
      const label = (
        await choice.evaluate((input) => input.closest('label')?.textContent ?? input.id)
      ).trim();
      const before = await page.evaluate(() => (window as unknown as { __taps: unknown[] }).__taps.length);
      await choice.click();
      // The entry comes once the next frame is painted.
      await page.waitForTimeout(400);
      const ms = await page.evaluate((from) => {
        const entries = (window as unknown as { __taps: { ms: number }[] }).__taps.slice(from);
        return entries.reduce((worst, entry) => Math.max(worst, entry.ms), 0);
      }, before);
      taps.push({ label: label.slice(0, 24), ms });
    }
    return taps;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  assertJapaneseFont();
  const runs = Number(argValue('--runs') ?? '1');
  const cpu = Number(argValue('--cpu') ?? '4');
  const given = argValue('--url');
  const site: SiteServer | null = given ? null : await startSite();
  const base = (given ?? site!.url).replace(/\/$/, '');
  const perRun: Tap[][] = [];
  try {
    for (let i = 0; i < runs; i += 1) perRun.push(await tapEveryChoice(base, cpu));
  } finally {
    await site?.stop();
  }
  const first = perRun[0] ?? [];
  console.log(
    `Taps on ${ROUTE} at ${cpu}x CPU (${runs > 1 ? `median of ${runs} runs` : 'one run'}); 0 = under 16 ms`,
  );
  console.log('| choice | latency |\n|---|---|');
  for (const [i, tap] of first.entries()) {
    console.log(`| ${tap.label} | ${Math.round(median(perRun.map((run) => run[i]?.ms ?? 0)))} ms |`);
  }
  const inps = perRun.map((run) => run.reduce((worst, tap) => Math.max(worst, tap.ms), 0));
  console.log(
    `\nINP (the worst tap): ${Math.round(median(inps))} ms (runs: ${inps.map(Math.round).join(', ')})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
