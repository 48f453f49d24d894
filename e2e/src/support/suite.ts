// What most browser-test files need around their tests: the built site on its
// own data and one browser, started before the first test and stopped after
// the last (the browser first, then the site).
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite, type SiteServer } from './site-server';

export interface SiteAndBrowser {
  site: SiteServer;
  browser: Browser;
}

/**
 * Starts the site and a browser for this file; `started` receives them (and
 * may prepare the site, e.g. set an offer) before any test runs.
 */
export function withSiteAndBrowser(started: (suite: SiteAndBrowser) => unknown): void {
  let site: SiteServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
    await started({ site, browser });
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });
}
