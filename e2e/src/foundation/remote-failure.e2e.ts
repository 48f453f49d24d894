// Failure isolation: when one remote cannot be loaded (404, 500, a timeout,
// or its module throws), its route shows a Japanese fallback with a retry, the
// header and footer stay, other remotes keep working, and the failure is reported.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page, Route } from 'playwright-core';
import { REMOTE_REGISTRY, type RemoteName } from '@hikari/shared/domain';
import { navigateInApp, newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

interface RemoteCase {
  remote: string;
  container: string;
  path: string;
  heading: string;
  /** A route of another remote that must keep working. */
  other: { path: string; heading: string };
}

/** Each remote's first page; the next remote's page is the one that must keep working. */
const FIRST_PAGES = [
  ['mfe-apply', '/apply/form/', '料金シミュレーション'],
  ['mfe-campaign', '/campaign/', 'キャンペーン・特典'],
  ['mfe-option', '/option/', 'オプションサービス'],
  ['mfe-area', '/area/', '提供エリア検索'],
] as const satisfies readonly (readonly [RemoteName, string, string])[];

const REMOTES: RemoteCase[] = FIRST_PAGES.map(([remote, path, heading], i) => {
  const [, otherPath, otherHeading] = FIRST_PAGES[(i + 1) % FIRST_PAGES.length];
  return {
    remote,
    container: REMOTE_REGISTRY[remote].container,
    path,
    heading,
    other: { path: otherPath, heading: otherHeading },
  };
});

type Failure = '404' | '500' | 'timeout' | 'throws';

/** Makes the remote's entry fail the given way; returns a function that heals it. */
async function breakRemote(page: Page, remote: RemoteCase, failure: Failure): Promise<() => Promise<void>> {
  const pattern = `**/remotes/${remote.remote}/**/remoteEntry.js`;
  const hanging: Route[] = [];
  await page.route(pattern, async (route) => {
    switch (failure) {
      case '404':
        return route.fulfill({ status: 404, body: 'Not found' });
      case '500':
        return route.fulfill({ status: 500, body: 'Internal Server Error' });
      case 'timeout':
        hanging.push(route); // never answered while broken
        return undefined;
      case 'throws':
        // A container whose module factory throws when the shell asks for ./routes.
        return route.fulfill({
          status: 200,
          contentType: 'text/javascript',
          body: `var ${remote.container} = { init: function () {}, get: function () { throw new Error('${remote.remote} module failed while evaluating'); } };`,
        });
    }
  });
  return async () => {
    await page.unroute(pattern);
    for (const route of hanging) await route.abort().catch(() => undefined);
  };
}

const FALLBACK_HEADING = /のページを表示できませんでした/;

for (const remote of REMOTES) {
  describe(`${remote.remote} cannot be loaded`, () => {
    for (const failure of ['404', '500', 'timeout', 'throws'] as Failure[]) {
      test(`${failure}: fallback with retry, the rest of the site works, the failure is reported`, async () => {
        const { page, context, consoleErrors } = await newPage(browser, site.url);
        const reports: string[] = [];
        page.on('request', (request) => {
          if (request.url().endsWith('/graphql') && request.postData()?.includes('NotifyClientError')) {
            reports.push(request.postData() ?? '');
          }
        });
        const heal = await breakRemote(page, remote, failure);
        await page.goto(remote.path);

        const fallback = page.getByRole('heading', { level: 1, name: FALLBACK_HEADING });
        await fallback.waitFor({ timeout: 20_000 });
        assert.ok(await page.getByRole('button', { name: 'もう一度読み込む' }).isVisible());
        // The shell's frame is intact.
        assert.ok(await page.getByRole('banner').isVisible(), 'header visible');
        assert.ok(await page.getByRole('contentinfo').isVisible(), 'footer visible');
        // Reported: console now, NotifyClientError to the API.
        assert.ok(
          consoleErrors.some((line) => line.includes(`${remote.remote}:`)),
          `console report missing: ${consoleErrors.join(' | ')}`,
        );
        await page.waitForTimeout(300);
        assert.ok(
          reports.some((body) => body.includes(remote.remote)),
          'NotifyClientError sent',
        );

        // Another remote still works, by client-side navigation from the broken page.
        await navigateInApp(page, remote.other.path);
        await page.getByRole('heading', { level: 1, name: remote.other.heading }).waitFor();

        // Back on the broken route, the retry works once the remote is healthy again.
        await page.goBack();
        await fallback.waitFor();
        await heal();
        await page.getByRole('button', { name: 'もう一度読み込む' }).click();
        await page.getByRole('heading', { level: 1, name: remote.heading }).waitFor();
        await context.close();
      });
    }
  });
}
