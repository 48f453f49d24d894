// Click and arrival tracking reach the site's own API (docs/business-rules.md#tracking): an
// arrival with utm parameters and a header click are sent to POST /events
// and ops see them, classified, at GET /ops/events. Nothing goes elsewhere.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser } from 'playwright-core';
import { newPage } from '../support/browser';
import { readUntil } from '../support/read-until';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

interface Report {
  events: {
    kind: string;
    area: string | null;
    target: string;
    label: string;
    source: string | null;
    params: unknown;
  }[];
}

async function report(): Promise<Report> {
  const res = await fetch(`${site.url}/ops/events`, {
    headers: { Authorization: `Bearer ${site.opsApiToken}` },
  });
  assert.equal(res.status, 200);
  return (await res.json()) as Report;
}

test('an arrival from LINE and a header click are stored by the API and shown to ops', async () => {
  const { page, context } = await newPage(browser, site.url);
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(site.url).origin) thirdParty.push(request.url());
  });
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/events') beacons.push(request.postData() ?? '');
  });

  await page.goto('/?utm_source=line&columnId=e2e-col-7');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page
    .getByRole('navigation', { name: '主なメニュー' })
    .getByRole('link', { name: 'キャンペーン' })
    .click();
  await page.waitForURL((url) => url.pathname === '/campaign/');
  // Leaving the page sends what is queued.
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

  const events = await readUntil(
    async () => (await report()).events,
    (stored) => stored.some((e) => e.kind === 'click' && e.target === '/campaign/'),
    { timeoutMs: 10_000, everyMs: 200 },
  );
  const arrival = events.find((e) => e.kind === 'arrival' && JSON.stringify(e.params).includes('e2e-col-7'));
  assert.ok(arrival, `arrival stored: ${JSON.stringify(events)}`);
  assert.equal(arrival.source, 'line');
  assert.equal(arrival.target, '/');
  const click = events.find((e) => e.kind === 'click' && e.target === '/campaign/');
  assert.ok(click, 'click stored');
  assert.equal(click.area, 'menu-button');
  assert.equal(click.label, 'キャンペーン');
  assert.ok(beacons.length >= 1);
  assert.deepEqual(thirdParty, []);
  await context.close();
});
