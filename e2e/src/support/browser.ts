// Debian's Chromium driven by playwright-core (never a downloaded browser).
import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The Japanese font of the site's stack that Debian packages (fonts-noto-cjk). */
export const JAPANESE_FONT = 'Noto Sans CJK JP';

/**
 * The browser tests and the benchmarks draw with a font the site's stack
 * names, as a visitor's browser does; without one every figure of layout and
 * of speed is another browser's.
 */
export function assertJapaneseFont(): void {
  let found = '';
  try {
    found = execFileSync('fc-list', [`:family=${JAPANESE_FONT}`], { encoding: 'utf8' });
  } catch {
    // fontconfig missing: no font either.
  }
  if (!found.trim()) {
    throw new Error(`${JAPANESE_FONT} is not installed (Debian: apt-get install fonts-noto-cjk)`);
  }
}

export async function launchBrowser(): Promise<Browser> {
  assertJapaneseFont();
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface PageWithLog {
  context: BrowserContext;
  page: Page;
  /** Console errors the page printed. */
  consoleErrors: string[];
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  options: { mobile?: boolean; bypassCSP?: boolean } = {},
): Promise<PageWithLog> {
  const context = await browser.newContext({
    baseURL,
    // Only to inject axe-core (support/axe.ts): the site's CSP forbids inline scripts.
    bypassCSP: options.bypassCSP ?? false,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  waitForPrerenderedPages(page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { context, page, consoleErrors };
}

/**
 * A prerendered page (tools/site/prerender.ts) is visible before its code
 * has come and hydrated it, and its main content is inert until then. After
 * page.goto and page.reload, wait until the page marks itself ready
 * (<html data-page-ready>), as a visitor waits for a page to respond; a
 * page that never does (a remote that hangs) is left to the test.
 */
/**
 * After a page load the site itself starts (a reload for a new build, a
 * withdrawn version): waits until the page is hydrated and usable.
 */
export async function pageReady(page: Page): Promise<void> {
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached', timeout: 15_000 });
}

/**
 * Moves to `path` inside the running site, as its own links do: a history
 * entry and a popstate event, no page load.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens /test/ and waits until its realtime subscription is connected, so that
 * what ops change next reaches this page live.
 */
export async function openLiveTestPage(page: Page): Promise<void> {
  await page.goto('/test/');
  await page
    .getByTestId('realtime-subscription')
    .filter({ hasText: /^connected$/ })
    .waitFor({ timeout: 20_000 });
}

/**
 * The page's cumulative layout shift (shifts right after an input left out),
 * read after listening `settleMs` longer so that late shifts count too.
 */
export async function layoutShift(page: Page, settleMs: number): Promise<number> {
  return page.evaluate(
    (wait) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), wait);
      }),
    settleMs,
  );
}

function waitForPrerenderedPages(page: Page): void {
  const ready = async () => {
    const prerendered = await page
      .locator('meta[name="hikari-rendered-at"]')
      .count()
      .catch(() => 0);
    if (prerendered === 0) return;
    await page
      .locator('html[data-page-ready]')
      .waitFor({ state: 'attached', timeout: 15_000 })
      .catch(() => undefined);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}
