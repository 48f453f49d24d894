// POST /events: click and arrival tracking stored first party, without
// personal data; bad batches refused whole; size and rate limits. The pages'
// speed and errors (pageview, error, vital) stored per signed visitor cookie,
// only as a keyed hash of it, under the cohort and version the server gives
// the visitor (the probe of a client steering a canary: canary/steering.test.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { canaryBucket } from '@hikari/shared/domain';
import { rumEvents, trackingEvents } from '../../db/schema';
import { DEFAULT_SITE_NAME, updateSettings } from '../settings/settings-store';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { EVENTS_MAX_BATCH, EVENTS_MAX_BODY_BYTES } from './routes';

let t: TestApp;
let deployDir: string;
/** A visitor id the server signed, in mfe-campaign's canary (at 50%). */
let VID: string;
beforeAll(async () => {
  deployDir = mkdtempSync(path.join(tmpdir(), 'hikari-events-'));
  // The manifest the cohorts and versions come from: mfe-campaign 0.1.0-r3 live, 0.1.0-r4 a canary at 50%.
  writeFileSync(
    path.join(deployDir, 'remotes.json'),
    JSON.stringify({
      remotes: {
        'mfe-campaign': {
          version: '0.1.0-r3',
          entry: '/remotes/mfe-campaign/0.1.0-r3/remoteEntry.js',
          canary: {
            version: '0.1.0-r4',
            entry: '/remotes/mfe-campaign/0.1.0-r4/remoteEntry.js',
            percent: 50,
            since: '2026-11-27T06:00:00.000Z',
          },
        },
      },
      shell: { build: 'a1b2c3d4', publishedAt: '2026-11-27T05:00:00.000Z' },
    }),
  );
  t = await startTestApp({ env: { RATE_LIMIT_QUERIES_PER_ADDRESS: '40', DEPLOY_DIR: deployDir } });
  do VID = t.app.services.visitorIds.issue();
  while (canaryBucket(VID, 'mfe-campaign') >= 50);
});
afterAll(async () => {
  await t.close();
  rmSync(deployDir, { recursive: true, force: true });
});

const post = (body: unknown, init: RequestInit = {}) =>
  fetch(`${t.url}/events`, {
    method: 'POST',
    // sendBeacon sends a Blob; its content type is whatever the page chose.
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });

const stored = async () => Number((await t.database.db.select({ n: count() }).from(trackingEvents))[0]!.n);
const storedRum = async () => Number((await t.database.db.select({ n: count() }).from(rumEvents))[0]!.n);

const withVisitor = (vid: string = VID): RequestInit => ({
  headers: { 'Content-Type': 'text/plain;charset=UTF-8', Cookie: `theme=dark; hikari_vid=${vid}` },
});
/** A campaign event as the shell sends it; its version and cohort are not the server's concern. */
const campaign = { route: '/campaign/', remote: 'mfe-campaign', version: '0.1.0-r3', cohort: 'control' };
/** What the server files it under: the canary, where VID's bucket is. */
const served = { route: '/campaign/', remote: 'mfe-campaign', version: '0.1.0-r4', cohort: 'canary' };

describe('POST /events', () => {
  it('stores clicks, modal events and arrivals without a token, classifying the arrival itself', async () => {
    await t.database.db.delete(trackingEvents);
    const res = await post({
      events: [
        {
          type: 'click',
          area: 'drawer-link',
          target: '/faq/?mail=taro@example.jp#top',
          label: 'よくあるご質問',
        },
        { type: 'modal', action: 'open', target: '/', label: 'お電話でのご相談' },
        // The label claims 'direct'; the parameters say LINE.
        {
          type: 'arrival',
          target: '/campaign/',
          label: 'direct',
          params: { utm_source: 'line', columnId: 'c12', mail: 'taro@example.jp', phone: '09012345678' },
        },
      ],
    });
    expect(res.status).toBe(204);
    const rows = await t.database.db.select().from(trackingEvents).orderBy(trackingEvents.id);
    expect(
      rows.map(({ kind, area, action, target, label, source, params }) => ({
        kind,
        area,
        action,
        target,
        label,
        source,
        params,
      })),
    ).toEqual([
      {
        kind: 'click',
        area: 'drawer-link',
        action: null,
        target: '/faq/',
        label: 'よくあるご質問',
        source: null,
        params: null,
      },
      {
        kind: 'modal',
        area: null,
        action: 'open',
        target: '/',
        label: 'お電話でのご相談',
        source: null,
        params: null,
      },
      {
        kind: 'arrival',
        area: null,
        action: null,
        target: '/campaign/',
        label: 'line',
        source: 'line',
        params: { utm_source: 'line', columnId: 'c12' },
      },
    ]);
    // Nothing that identifies the visitor is kept anywhere in the rows.
    const text = JSON.stringify(rows);
    expect(text).not.toContain('taro@example.jp');
    expect(text).not.toContain('09012345678');
    expect(text).not.toContain('127.0.0.1');
  });

  it.each([
    ['not JSON', '{"events": ['],
    ['no events', { events: [] }],
    ['an unknown type', { events: [{ type: 'purchase', target: '/', label: 'x' }] }],
    [
      'a full URL as target',
      { events: [{ type: 'click', area: 'banner', target: 'https://evil.example/', label: 'x' }] },
    ],
    ['an unknown click area', { events: [{ type: 'click', area: 'cookie', target: '/', label: 'x' }] }],
    ['an empty label', { events: [{ type: 'click', area: 'banner', target: '/', label: ' ' }] }],
    ['a modal without action', { events: [{ type: 'modal', target: '/', label: 'x' }] }],
    [
      'too many events',
      { events: Array.from({ length: EVENTS_MAX_BATCH + 1 }, () => ({ type: 'arrival', target: '/' })) },
    ],
    [
      'one bad event in a good batch',
      {
        events: [
          { type: 'click', area: 'banner', target: '/apply/form/', label: 'お申し込み' },
          { type: 'click', area: 'banner', target: '/', label: 'x'.repeat(101) },
        ],
      },
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, body) => {
    const before = await stored();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
    expect(await stored()).toBe(before);
  });

  it('refuses a body over the size limit with 413 and a GET with 405', async () => {
    const before = await stored();
    const big = {
      events: [{ type: 'arrival', target: '/', params: { type: 'x'.repeat(EVENTS_MAX_BODY_BYTES) } }],
    };
    expect((await post(big)).status).toBe(413);
    expect((await fetch(`${t.url}/events`)).status).toBe(405);
    expect(await stored()).toBe(before);
  });

  it('adds up for ops at GET /ops/events: arrivals per source, clicks per target and label', async () => {
    await t.database.db.delete(trackingEvents);
    const click = { type: 'click', area: 'header-link', target: '/campaign/', label: 'キャンペーン' };
    await post({
      events: [
        { type: 'arrival', target: '/', params: { gclid: 'x' } },
        { type: 'arrival', target: '/', params: { gclid: 'y' } },
        { type: 'arrival', target: '/faq/' },
        click,
        click,
      ],
    });
    const res = await fetch(`${t.url}/ops/events?limit=2`, {
      headers: { Authorization: `Bearer ${t.opsApiToken}` },
    });
    expect(res.status).toBe(200);
    const report = (await res.json()) as Record<string, unknown> & { events: unknown[] };
    expect(report.count).toBe(5);
    expect(report.arrivalsBySource).toEqual([
      { source: 'ad', count: 2 },
      { source: 'direct', count: 1 },
    ]);
    expect(report.interactions).toEqual([
      {
        kind: 'click',
        area: 'header-link',
        action: null,
        target: '/campaign/',
        label: 'キャンペーン',
        count: 2,
      },
    ]);
    expect(report.events).toHaveLength(2);
    expect((await fetch(`${t.url}/ops/events`)).status).toBe(401);
  });

  it('stays open during maintenance: tracking is no visitor data and ops still see the traffic', async () => {
    await updateSettings(t.database.db, DEFAULT_SITE_NAME, { maintenance: { isAlwaysDisplay: true } });
    try {
      const before = await stored();
      const res = await post({ events: [{ type: 'arrival', target: '/', params: { utm_medium: 'email' } }] });
      expect(res.status).toBe(204);
      expect(await stored()).toBe(before + 1);
    } finally {
      await updateSettings(t.database.db, DEFAULT_SITE_NAME, { maintenance: { isAlwaysDisplay: false } });
    }
  });

  describe('the pages’ speed and errors (pageview, error, vital)', () => {
    it('stores them with a keyed hash of the visitor cookie, beside the tracking events of the batch', async () => {
      await t.database.db.delete(rumEvents);
      const trackingBefore = await stored();
      const res = await post(
        {
          events: [
            { type: 'pageview', ...campaign },
            { type: 'arrival', target: '/campaign/' },
            {
              type: 'error',
              ...campaign,
              message: `TypeError: x is undefined\n  at taro@example.jp 090-1234-5678 ${'y'.repeat(300)}`,
            },
            { type: 'vital', ...campaign, name: 'LCP', value: 1234.5 },
            { type: 'vital', ...campaign, name: 'CLS', value: 0.12 },
            { type: 'pageview', route: '/faq/', remote: 'shell', version: 'made-up', cohort: 'canary' },
          ],
        },
        withVisitor(),
      );
      expect(res.status).toBe(204);
      expect(await stored()).toBe(trackingBefore + 1);
      const rows = await t.database.db.select().from(rumEvents).orderBy(rumEvents.id);
      expect(
        rows.map(({ kind, route, remote, version, cohort, metric, value }) => ({
          kind,
          route,
          remote,
          version,
          cohort,
          metric,
          value,
        })),
      ).toEqual([
        { kind: 'pageview', ...served, metric: null, value: null },
        { kind: 'error', ...served, metric: null, value: null },
        { kind: 'vital', ...served, metric: 'LCP', value: 1234.5 },
        { kind: 'vital', ...served, metric: 'CLS', value: 0.12 },
        {
          kind: 'pageview',
          route: '/faq/',
          remote: 'shell',
          version: 'a1b2c3d4',
          cohort: 'control',
          metric: null,
          value: null,
        },
      ]);
      // One visitor, named by a keyed hash that is not the cookie.
      expect(new Set(rows.map((r) => r.visitor)).size).toBe(1);
      expect(rows[0]!.visitor).not.toContain(VID);
      expect(rows[0]!.visitor).toBe(t.app.services.guestPseudonym(`rum-visitor:${VID}`));
      // The message: one line of 200 characters at most, without the mail address or the phone number.
      const message = rows[1]!.message!;
      expect(message.length).toBe(200);
      expect(message).toMatch(/^TypeError: x is undefined at \[mail\] \[number\] y+$/);
      expect(rows.filter((r) => r.kind !== 'error').every((r) => r.message === null)).toBe(true);
    });

    it('acknowledges them without a signed visitor cookie but stores none, and answers with a signed id', async () => {
      const trackingBefore = await stored();
      const rumBefore = await storedRum();
      const batch = {
        events: [
          { type: 'pageview', ...campaign },
          { type: 'arrival', target: '/' },
        ],
      };
      const unsigned = VID.slice(0, 32);
      const visitors = [
        null,
        '0123456789ABCDEF0123456789ABCDEF',
        'not-a-visitor',
        // nginx's own id (no signature), a made-up signature, a tampered one.
        unsigned,
        `${unsigned}.${'0'.repeat(32)}`,
        `${unsigned}.${VID.slice(33).split('').reverse().join('')}`,
      ];
      for (const vid of visitors) {
        const res = await post(batch, vid === null ? {} : withVisitor(vid));
        expect(res.status).toBe(204);
        const issued = /^hikari_vid=([0-9a-f.]+); Max-Age=31536000; Path=\/; SameSite=Lax$/.exec(
          res.headers.get('set-cookie') ?? '',
        )?.[1];
        expect(t.app.services.visitorIds.verify(issued)).toBe(true);
      }
      expect(await storedRum()).toBe(rumBefore);
      // The tracking events of the same batches are kept.
      expect(await stored()).toBe(trackingBefore + visitors.length);
      // A signed id is kept as it is.
      const kept = await post(batch, withVisitor());
      expect(kept.headers.get('set-cookie')).toBeNull();
      expect(await storedRum()).toBe(rumBefore + 1);
    });

    it("does not count ops' preview, which sees every canary whatever the bucket", async () => {
      const rumBefore = await storedRum();
      const res = await post(
        { events: [{ type: 'pageview', ...campaign }] },
        { headers: { 'Content-Type': 'text/plain', Cookie: `hikari_vid=${VID}; hikari_preview=x` } },
      );
      expect(res.status).toBe(204);
      expect(await storedRum()).toBe(rumBefore);
    });

    it('stores nothing for a remote the manifest names no version of', async () => {
      const rumBefore = await storedRum();
      const res = await post(
        { events: [{ type: 'pageview', route: '/option/', remote: 'mfe-option' }] },
        withVisitor(),
      );
      expect(res.status).toBe(204);
      expect(await storedRum()).toBe(rumBefore);
    });

    it.each([
      ['a route outside the route table', { type: 'pageview', ...campaign, route: '/campaign/x/' }],
      ['a route without its trailing slash', { type: 'pageview', ...campaign, route: '/campaign' }],
      ['a route with a query', { type: 'pageview', ...campaign, route: '/campaign/?a=1' }],
      ['a remote that does not own the route', { type: 'pageview', ...campaign, remote: 'mfe-apply' }],
      ['the shell for a remote’s route', { type: 'pageview', ...campaign, remote: 'shell' }],
      ['an unknown remote', { type: 'pageview', ...campaign, remote: 'mfe-evil' }],
      ['an unknown vital', { type: 'vital', ...campaign, name: 'FID', value: 10 }],
      ['a negative vital', { type: 'vital', ...campaign, name: 'INP', value: -1 }],
      ['a vital over 10 minutes', { type: 'vital', ...campaign, name: 'LCP', value: 600_001 }],
      ['a CLS over 100', { type: 'vital', ...campaign, name: 'CLS', value: 100.5 }],
      ['a vital as text', { type: 'vital', ...campaign, name: 'TTFB', value: '12' }],
      ['an error message that is not text', { type: 'error', ...campaign, message: { a: 1 } }],
    ])('refuses %s with 400, the whole batch', async (_name, event) => {
      const trackingBefore = await stored();
      const rumBefore = await storedRum();
      const res = await post(
        { events: [{ type: 'arrival', target: '/' }, { type: 'pageview', ...campaign }, event] },
        withVisitor(),
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^events\[2\]\./);
      expect(await stored()).toBe(trackingBefore);
      expect(await storedRum()).toBe(rumBefore);
    });

    it('takes the edges of the ranges', async () => {
      const rumBefore = await storedRum();
      const res = await post(
        {
          events: [
            { type: 'vital', ...campaign, name: 'INP', value: 0 },
            { type: 'vital', ...campaign, name: 'TTFB', value: 600_000 },
            { type: 'vital', ...campaign, name: 'CLS', value: 100 },
            { type: 'error', ...campaign },
            { type: 'pageview', ...campaign, version: `A-Z.a_z+0${'9'.repeat(55)}`, cohort: 'control' },
          ],
        },
        withVisitor(),
      );
      expect(res.status).toBe(204);
      expect(await storedRum()).toBe(rumBefore + 5);
    });
  });

  it('limits the batches one address may send per window', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i += 1) {
      statuses.push((await post({ events: [{ type: 'arrival', target: '/' }] })).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(40);
  });
});
