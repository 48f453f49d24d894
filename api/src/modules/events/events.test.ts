// POST /events: click and arrival tracking stored first party, without
// personal data; bad batches refused whole; size and rate limits. The pages'
// speed and errors (pageview, error, vital) stored per visitor cookie, only
// as a keyed hash of it.
import { count } from 'drizzle-orm';
import { rumEvents, trackingEvents } from '../../db/schema';
import { DEFAULT_SITE_NAME, updateSettings } from '../settings/settings-store';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { EVENTS_MAX_BATCH, EVENTS_MAX_BODY_BYTES } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_QUERIES_PER_ADDRESS: '40' } });
});
afterAll(() => t.close());

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

const VID = '0123456789abcdef0123456789abcdef';
const withVisitor = (vid: string = VID): RequestInit => ({
  headers: { 'Content-Type': 'text/plain;charset=UTF-8', Cookie: `theme=dark; hikari_vid=${vid}` },
});
const campaign = { route: '/campaign/', remote: 'mfe-campaign', version: '0.1.0-r3', cohort: 'canary' };

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
      headers: { Authorization: `Bearer ${t.config.opsToken}` },
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
            { type: 'pageview', route: '/faq/', remote: 'shell', version: 'a1b2c3d4', cohort: 'control' },
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
        { kind: 'pageview', ...campaign, metric: null, value: null },
        { kind: 'error', ...campaign, metric: null, value: null },
        { kind: 'vital', ...campaign, metric: 'LCP', value: 1234.5 },
        { kind: 'vital', ...campaign, metric: 'CLS', value: 0.12 },
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

    it('acknowledges them without a valid visitor cookie but stores none (they cannot be counted per visitor)', async () => {
      const trackingBefore = await stored();
      const rumBefore = await storedRum();
      const batch = {
        events: [
          { type: 'pageview', ...campaign },
          { type: 'arrival', target: '/' },
        ],
      };
      expect((await post(batch)).status).toBe(204);
      expect((await post(batch, withVisitor('0123456789ABCDEF0123456789ABCDEF'))).status).toBe(204);
      expect((await post(batch, withVisitor('not-a-visitor'))).status).toBe(204);
      expect(await storedRum()).toBe(rumBefore);
      // The tracking events of the same batches are kept.
      expect(await stored()).toBe(trackingBefore + 3);
    });

    it.each([
      ['a route outside the route table', { type: 'pageview', ...campaign, route: '/campaign/x/' }],
      ['a route without its trailing slash', { type: 'pageview', ...campaign, route: '/campaign' }],
      ['a route with a query', { type: 'pageview', ...campaign, route: '/campaign/?a=1' }],
      ['a remote that does not own the route', { type: 'pageview', ...campaign, remote: 'mfe-apply' }],
      ['the shell for a remote’s route', { type: 'pageview', ...campaign, remote: 'shell' }],
      ['an unknown remote', { type: 'pageview', ...campaign, remote: 'mfe-evil' }],
      ['a version with a space', { type: 'pageview', ...campaign, version: '0.1 r3' }],
      ['a version too long', { type: 'pageview', ...campaign, version: 'v'.repeat(65) }],
      ['a missing version', { type: 'pageview', ...campaign, version: undefined }],
      ['an unknown cohort', { type: 'pageview', ...campaign, cohort: 'beta' }],
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
