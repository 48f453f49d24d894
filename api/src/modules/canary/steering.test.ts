// A client cannot steer a canary: the probe of "hostile clients, round two"
// (440 requests from one address, half of them failing "canary visitors",
// half clean "control visitors", which withdrew a healthy canary at the
// first check, 61 s after it started) run against the server in-process.
// Visitor ids count only when the server signed them, the cohort and version
// are the server's (the visitor's bucket), and one address counts for at
// most VISITORS_PER_ADDRESS visitors of each cohort.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { publishRemoteVersion, targetStatus } from '@hikari/release/releases';
import { canaryBucket } from '@hikari/shared/domain';
import { rumEvents } from '../../db/schema';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { canaryOverview, VISITORS_PER_ADDRESS } from './figures';
import { runCanaryCheck } from './job';

const T0 = Date.parse('2026-11-27T05:00:00.000Z');
const SINCE = new Date(T0 + 60_000);
const PERCENT = 10;
const PROBES = 440;

let t: TestApp;
let work: string;
let deployDir: string;

function release(version: string, at: Date, canaryPercent?: number) {
  const dist = path.join(work, `dist-${version}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'remoteEntry.js'), `var x = "${version}";`);
  publishRemoteVersion(deployDir, 'mfe-campaign', version, dist, { now: at, canaryPercent });
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'hikari-steering-'));
  deployDir = path.join(work, 'deploy');
  // The per-address rate limit is set out of the way: what is shown here is what the figures count.
  t = await startTestApp({
    env: { DEPLOY_DIR: deployDir, RATE_LIMIT_QUERIES_PER_ADDRESS: '100000', TRUST_PROXY: '127.0.0.1' },
  });
  await t.app.canaryJob?.stop();
  release('0.1.0-r1', new Date(T0));
  release('0.1.0-r2', SINCE, PERCENT);
  t.setNow(new Date(SINCE.getTime() + 1000));
});

afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

const event = (type: 'pageview' | 'error', cohort: string, version: string) => ({
  type,
  route: '/campaign/',
  remote: 'mfe-campaign',
  version,
  cohort,
  ...(type === 'error' ? { message: 'TypeError: boom' } : {}),
});
/** What the probe sends: a failing page of "the canary" or a clean page of "the live version". */
const failing = { events: [event('pageview', 'canary', '0.1.0-r2'), event('error', 'canary', '0.1.0-r2')] };
const clean = { events: [event('pageview', 'control', '0.1.0-r1')] };

const post = (body: unknown, vid: string, address = '203.0.113.7') =>
  fetch(`${t.url}/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', Cookie: `hikari_vid=${vid}`, 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });

const storedRum = async () => Number((await t.database.db.select({ n: count() }).from(rumEvents))[0]!.n);

async function campaign() {
  const overview = await canaryOverview(t.app.services, new Date(SINCE.getTime() + 61_000));
  return overview.items.find((item) => item.name === 'mfe-campaign')!;
}

/** Signed ids as the page server hands them out, one per request, sorted by the bucket they fall in. */
function signedIds(inCanary: boolean, wanted: number): string[] {
  const ids: string[] = [];
  while (ids.length < wanted) {
    const id = t.app.services.visitorIds.issue();
    if (canaryBucket(id, 'mfe-campaign') < PERCENT === inCanary) ids.push(id);
  }
  return ids;
}

describe('the probe against the canary check', () => {
  it('counts none of 440 made-up visitor ids, and answers each with an id of its own', async () => {
    const before = await storedRum();
    const statuses = new Set<number>();
    const issued = new Set<string>();
    for (let i = 0; i < PROBES; i += 1) {
      const res = await post(i % 2 === 0 ? failing : clean, randomBytes(16).toString('hex'));
      statuses.add(res.status);
      const id = /^hikari_vid=([0-9a-f.]+);/.exec(res.headers.get('set-cookie') ?? '')?.[1];
      if (id && t.app.services.visitorIds.verify(id)) issued.add(id);
    }
    expect([...statuses]).toEqual([204]);
    expect(issued.size).toBe(PROBES);
    // A made-up signature on a made-up id is no better.
    const forged = `${randomBytes(16).toString('hex')}.${randomBytes(16).toString('hex')}`;
    expect((await post(failing, forged)).status).toBe(204);
    expect(await storedRum()).toBe(before);
    const item = await campaign();
    expect(item.canaryCohort!.visitors).toBe(0);
    expect(item.control!.visitors).toBe(0);
    expect(await runCanaryCheck(t.app.services, new Date(SINCE.getTime() + 61_000))).toEqual([
      { name: 'mfe-campaign', version: '0.1.0-r2', state: 'collecting', action: null },
    ]);
  });

  it('files signed visitors under the cohort and version of their bucket, whatever the body says', async () => {
    const [inCanary] = signedIds(true, 1);
    const [onLive] = signedIds(false, 1);
    await t.database.db.delete(rumEvents);
    // Each claims the other's cohort and version.
    expect((await post(clean, inCanary!, '198.51.100.1')).status).toBe(204);
    expect((await post(failing, onLive!, '198.51.100.2')).status).toBe(204);
    const rows = await t.database.db.select().from(rumEvents).orderBy(rumEvents.id);
    expect(rows.map(({ kind, cohort, version }) => ({ kind, cohort, version }))).toEqual([
      { kind: 'pageview', cohort: 'canary', version: '0.1.0-r2' },
      { kind: 'pageview', cohort: 'control', version: '0.1.0-r1' },
      { kind: 'error', cohort: 'control', version: '0.1.0-r1' },
    ]);
    // Neither the address nor the id is kept, only keyed hashes of them.
    expect(rows.every((row) => row.source !== null && !row.source.includes('198.51.100'))).toBe(true);
    expect(rows.some((row) => row.visitor.includes(inCanary!.slice(0, 32)))).toBe(false);
    await t.database.db.delete(rumEvents);
  });

  it(`counts at most ${VISITORS_PER_ADDRESS} visitors of each cohort from one address, even with signed ids`, async () => {
    // The attacker's best: 220 signed ids in the canary's buckets, 220 on the live version, one address.
    const canaryIds = signedIds(true, PROBES / 2);
    const liveIds = signedIds(false, PROBES / 2);
    for (let i = 0; i < PROBES / 2; i += 1) {
      expect((await post(failing, canaryIds[i]!)).status).toBe(204);
      expect((await post(clean, liveIds[i]!)).status).toBe(204);
    }
    // Every event is stored (nothing about it is wrong), ...
    const stored = await t.database.db
      .select({ n: count() })
      .from(rumEvents)
      .where(eq(rumEvents.cohort, 'canary'));
    expect(Number(stored[0]!.n)).toBe(PROBES);
    // ... but the figures count 5 of each cohort, not 220.
    let item = await campaign();
    expect(item.canaryCohort).toMatchObject({
      visitors: VISITORS_PER_ADDRESS,
      errorVisitors: VISITORS_PER_ADDRESS,
    });
    expect(item.control).toMatchObject({ visitors: VISITORS_PER_ADDRESS, errorVisitors: 0 });

    // With 200 honest visitors in each cohort (each from an address of their own, none with an
    // error), the address's 5 failing visitors make 2.4% against 0%: not enough to withdraw.
    const honest = (cohort: 'canary' | 'control', version: string) =>
      Array.from({ length: 200 }, (_, i) => ({
        kind: 'pageview',
        route: '/campaign/',
        remote: 'mfe-campaign',
        version,
        cohort,
        visitor: `${cohort}-honest-${i}`,
        source: `${cohort}-address-${i}`,
        createdAt: new Date(SINCE.getTime() + 30_000),
      }));
    await t.database.db
      .insert(rumEvents)
      .values([...honest('canary', '0.1.0-r2'), ...honest('control', '0.1.0-r1')]);
    item = await campaign();
    expect(item.canaryCohort).toMatchObject({ visitors: 205, errorVisitors: 5 });
    expect(item.control).toMatchObject({ visitors: 205, errorVisitors: 0 });
    expect(await runCanaryCheck(t.app.services, new Date(SINCE.getTime() + 61_000))).toEqual([
      { name: 'mfe-campaign', version: '0.1.0-r2', state: 'healthy', action: null },
    ]);
    expect(targetStatus(deployDir, 'mfe-campaign').canary).not.toBeNull();
  });

  it('takes an IPv6 client by its /64: changing the last 64 bits is the same address', async () => {
    for (let i = 0; i < VISITORS_PER_ADDRESS + 3; i += 1) {
      const [id] = signedIds(true, 1);
      expect((await post(failing, id!, `2001:db8:1:2::${(i + 1).toString(16)}`)).status).toBe(204);
    }
    const item = await campaign();
    expect(item.canaryCohort).toMatchObject({ visitors: 205 + VISITORS_PER_ADDRESS, errorVisitors: 10 });
  });

  it('still withdraws a canary that fails for visitors from many addresses', async () => {
    // 60 addresses with a failing canary visitor each: a real regression, not one client.
    for (let i = 0; i < 60; i += 1) {
      const [id] = signedIds(true, 1);
      expect((await post(failing, id!, `192.0.2.${i + 1}`)).status).toBe(204);
    }
    const item = await campaign();
    expect(item.canaryCohort).toMatchObject({ visitors: 270, errorVisitors: 70 });
    expect(await runCanaryCheck(t.app.services, new Date(SINCE.getTime() + 61_000))).toEqual([
      { name: 'mfe-campaign', version: '0.1.0-r2', state: 'regressed', action: 'withdrawn' },
    ]);
  });
});
