// ApplyCTC's answer names the number ops find the application under (the
// reception number), apart from the applicant's own referral code; the
// traffic source and access log arrive with the application and are stored
// as the server classifies them.
import { eq } from 'drizzle-orm';
import { INTRODUCER_ID_PATTERN } from '@hikari/shared/forms';
import { applications } from '../../db/schema';
import { FIXTURE_NOW, validApplicationPayload } from '@hikari/shared/testing/fixtures';
import { newKey } from '../../testing/fixtures';
import { sendApplication } from '../../testing/applications';
import { testAppPerFile } from '../../testing/test-app';

const app = testAppPerFile({ now: FIXTURE_NOW });

const apply = (trackingJSON?: string | null, idempotencyKey = newKey()) =>
  sendApplication(app.t, app.token, validApplicationPayload(), { idempotencyKey, trackingJSON });

const rowOf = async (receptionId: string) =>
  (await app.t.database.db.select().from(applications).where(eq(applications.receptionId, receptionId)))[0]!;

describe('ApplyCTC reception number', () => {
  it('answers the reception number the application is stored under, apart from the referral code', async () => {
    const { body } = await apply();
    expect(body.errors).toBeUndefined();
    const { receptionId, introductionId } = body.data!.applyCTC;
    expect(receptionId).toMatch(/^AP-20250801-[2-9A-Z]{6}$/);
    expect(introductionId).toMatch(INTRODUCER_ID_PATTERN);
    expect(introductionId).not.toBe(receptionId);
    const row = await rowOf(receptionId);
    expect(row.introductionId).toBe(introductionId);
  });

  it('answers a replay with the same reception number', async () => {
    const key = newKey();
    const first = await apply(null, key);
    const replay = await apply(null, key);
    expect(replay.body.data!.applyCTC.receptionId).toBe(first.body.data!.applyCTC.receptionId);
  });
});

/** A log of two visits (an ad on the campaign page, then the form), typed as given. */
const twoVisitLog = (campaignVisit: string, formVisit: string) => ({
  totalCount: 2,
  log: [
    {
      path: '/campaign/',
      columnId: null,
      type: campaignVisit,
      datetime: '2025-07-30T10:00:00.000+09:00',
      params: { utm_source: 'line' },
    },
    {
      path: '/apply/form/',
      columnId: 'c3',
      type: formVisit,
      datetime: '2025-08-01T11:00:00.000+09:00',
      params: { gclid: 'G-1', columnId: 'c3' },
    },
  ],
});

describe('ApplyCTC tracking', () => {
  it('stores the traffic source and the access log, classified again from the parameters sent', async () => {
    const tracking = {
      arrivalParams: { gclid: 'G-1', columnId: 'c3', mail: 'taro@example.jp' },
      accessLog: twoVisitLog('ad', 'direct'),
    };
    const { body } = await apply(JSON.stringify(tracking));
    const row = await rowOf(body.data!.applyCTC.receptionId);
    expect((row.payload as { tracking: unknown }).tracking).toEqual({
      trafficSource: 'ad',
      arrivalParams: { gclid: 'G-1', columnId: 'c3' },
      accessLog: twoVisitLog('line', 'ad'),
    });
    expect(JSON.stringify((row.payload as { tracking: unknown }).tracking)).not.toContain('taro@example.jp');
  });

  it('takes the latest non-direct visit of the log when this visit is direct (a reload, a typed address)', async () => {
    const visit = (path: string, params: Record<string, string>) => ({
      path,
      columnId: null,
      type: 'direct',
      datetime: '2025-08-01T10:00:00.000+09:00',
      params,
    });
    const tracking = {
      arrivalParams: {},
      accessLog: {
        totalCount: 3,
        log: [
          visit('/', { gclid: 'G' }),
          visit('/campaign/', { utm_source: 'line' }),
          visit('/apply/area/', {}),
        ],
      },
    };
    const { body } = await apply(JSON.stringify(tracking));
    const row = await rowOf(body.data!.applyCTC.receptionId);
    expect((row.payload as { tracking: { trafficSource: string } }).tracking.trafficSource).toBe('line');
  });

  it.each([
    ['no tracking', null],
    ['tracking that is not JSON', '{"arrivalParams":'],
    ['tracking of the wrong shape', '[1,2,3]'],
  ])('accepts the application with %s, stored as a direct visit', async (_name, trackingJSON) => {
    const { body } = await apply(trackingJSON);
    expect(body.errors).toBeUndefined();
    const row = await rowOf(body.data!.applyCTC.receptionId);
    expect((row.payload as { tracking: unknown }).tracking).toEqual({
      trafficSource: 'direct',
      arrivalParams: {},
      accessLog: { totalCount: 0, log: [] },
    });
  });
});
