// Issue 10, point 4: when the live version of a remote cannot be loaded, the
// visitor gets the last known good version's page without a word about it,
// and ops see in the console that it was served instead.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser } from 'playwright-core';
import { OpsConsole } from '../ops/ops-console';
import { navigateInApp, newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';
import {
  foldersRequested,
  manifestRemote,
  releaseCopyOfLive,
  removeEntry,
  versionLoaded,
} from './test-releases';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

test("the live version's entry answers 404: the last known good version's page, no fallback, a fallback served in the console", async () => {
  const good = manifestRemote(site.deployDir, 'mfe-campaign').version;
  const live = releaseCopyOfLive(site.deployDir, 'mfe-campaign');
  assert.deepEqual(manifestRemote(site.deployDir, 'mfe-campaign').lastKnownGood?.version, good);
  removeEntry(site.deployDir, 'mfe-campaign', live);
  const entry = await fetch(`${site.url}/remotes/mfe-campaign/${live}/remoteEntry.js`);
  assert.equal(entry.status, 404);

  const { page, context } = await newPage(browser, site.url);
  const reports: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes('NotifyClientError')) {
      reports.push((JSON.parse(body) as { variables: Record<string, unknown> }).variables);
    }
  });
  const reported = page.waitForResponse((response) =>
    (response.request().postData() ?? '').includes('NotifyClientError'),
  );
  const folders = await foldersRequested(page, 'mfe-campaign', async () => {
    await page.goto('/campaign/');
    await page.getByRole('heading', { level: 1, name: 'キャンペーン・特典' }).waitFor();
    await reported;
  });
  // The live entry was asked for (and failed), the page came from the last known good version.
  assert.ok(folders.has(live), `asked for ${live}: ${[...folders].join(', ')}`);
  assert.ok(folders.has(good), `served from ${good}: ${[...folders].join(', ')}`);
  // Nothing told the visitor.
  assert.equal(await page.getByText(/表示できませんでした|もう一度読み込む/).count(), 0);
  assert.deepEqual(
    reports.map(({ remote, remoteVersion, kind, servedVersion }) => ({
      remote,
      remoteVersion,
      kind,
      servedVersion,
    })),
    [{ remote: 'mfe-campaign', remoteVersion: live, kind: 'fallback', servedVersion: good }],
  );
  // The page works: its links and content are there.
  assert.ok(await page.getByRole('main').getByRole('link').first().isVisible());
  await context.close();

  // The console shows that visitors are served the previous version.
  const res = await fetch(`${site.url}/ops/health?hours=24`, {
    headers: { Authorization: `Bearer ${site.opsApiToken}` },
  });
  const health = (
    (await res.json()) as { items: { name: string; fallbacksServed: number; errors: number }[] }
  ).items.find((item) => item.name === 'mfe-campaign');
  assert.equal(health?.fallbacksServed, 1);
  assert.equal(health?.errors, 0, 'a fallback is not counted as an error');

  const opsTab = await newPage(browser, site.url);
  const ops = new OpsConsole(opsTab.page);
  await ops.openSignedIn(site);
  await ops.go('リリース/健全性');
  const section = opsTab.page.getByRole('region', { name: /mfe-campaign/ });
  const served = section.getByRole('term').filter({ hasText: '前の版で代わりに表示した訪問者' });
  await served.waitFor();
  assert.equal(await section.getByRole('definition').nth(2).innerText(), '1人');
  await opsTab.context.close();
});

test("a chunk of the live version fails to load: the last known good version's page, reported as a fallback", async () => {
  const good = manifestRemote(site.deployDir, 'mfe-option').version;
  const live = releaseCopyOfLive(site.deployDir, 'mfe-option');
  const { page, context } = await newPage(browser, site.url);
  // The live entry loads; every other file of the live version answers 404 (a half-copied release).
  await page.route(`**/remotes/mfe-option/${live}/**`, (route) =>
    route.request().url().endsWith('/remoteEntry.js')
      ? route.continue()
      : route.fulfill({ status: 404, body: 'Not found' }),
  );
  const reported = page.waitForResponse((response) =>
    (response.request().postData() ?? '').includes('NotifyClientError'),
  );
  await page.goto('/option/');
  await page.getByRole('heading', { level: 1, name: 'オプションサービス' }).waitFor();
  const variables = (
    JSON.parse((await reported).request().postData() ?? '{}') as { variables: Record<string, unknown> }
  ).variables;
  assert.deepEqual(
    [variables.remote, variables.remoteVersion, variables.kind, variables.servedVersion],
    ['mfe-option', live, 'fallback', good],
  );
  assert.equal(await page.getByText(/表示できませんでした|もう一度読み込む/).count(), 0);
  assert.equal(await versionLoaded(page, 'mfe-option'), good);
  // The page works: a client-side navigation to another option page draws it from the same version.
  await navigateInApp(page, '/option/tv/');
  await page.getByRole('heading', { level: 1, name: '光テレビ' }).waitFor();
  assert.equal(await versionLoaded(page, 'mfe-option'), good);
  await context.close();
});

test("a page chunk of the live version still fails after the one reload: the last known good version's page", async () => {
  const good = manifestRemote(site.deployDir, 'mfe-apply').version;
  const live = releaseCopyOfLive(site.deployDir, 'mfe-apply');
  const { page, context } = await newPage(browser, site.url);
  // The live version loads; the contact page's own chunk answers 404.
  await page.route(
    `**/remotes/mfe-apply/${live}/src_features_contact_components_contact-page_tsx.*`,
    (route) => route.fulfill({ status: 404, body: 'Not found' }),
  );
  let loads = 0;
  page.on('load', () => (loads += 1));
  const reports: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes('NotifyClientError')) {
      reports.push((JSON.parse(body) as { variables: Record<string, unknown> }).variables);
    }
  });
  const fallback = page.waitForRequest((request) => /"kind":"fallback"/.test(request.postData() ?? ''));
  await page.goto('/contact/');
  // A failed chunk reloads the page once; when it fails again, the last known good version draws it.
  await fallback;
  await page.getByRole('heading', { level: 1, name: '工事日・ご訪問のご予約' }).waitFor();
  await page.getByRole('main').getByRole('button').first().waitFor();
  assert.equal(await versionLoaded(page, 'mfe-apply'), good);
  assert.equal(loads, 2, 'one reload, then the last known good version');
  assert.equal(await page.getByText(/表示できませんでした|もう一度読み込む/).count(), 0);
  await page.waitForTimeout(300);
  // (A prerendered page also reports React's switch to client rendering as an error; the fallback is reported once.)
  assert.deepEqual(
    reports
      .filter((report) => report.kind === 'fallback')
      .map(({ remote, remoteVersion, kind, servedVersion }) => ({
        remote,
        remoteVersion,
        kind,
        servedVersion,
      })),
    [{ remote: 'mfe-apply', remoteVersion: live, kind: 'fallback', servedVersion: good }],
  );
  await context.close();
});
