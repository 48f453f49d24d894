// The campaign offer the API holds: served with the settings, changed by ops,
// and the only source of the campaign flags of a stored application (a
// hand-made submission cannot give itself a campaign).
import { GetSettingLambdaDocument } from '@hikari/shared/operations';
import { defaultCampaignOffer, type CampaignOffer, type SettingsRecord } from '@hikari/shared/domain';
import {
  FIXTURE_NOW,
  validApplicationPayload,
  type ValidApplicationPayload,
} from '@hikari/shared/testing/fixtures';
import { storedEstimateOf } from '../../testing/applications';
import { testAppPerFile } from '../../testing/test-app';
import { asSeenNow } from '../../testing/ops-state';

const app = testAppPerFile({ now: FIXTURE_NOW });

/** An ops request; a change carries the settings' updatedAt read just before, as the console's does. */
const ops = async (path: string, body?: unknown) =>
  fetch(`${app.t.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${app.t.opsApiToken}`, 'Content-Type': 'application/json' },
    body:
      body === undefined
        ? undefined
        : JSON.stringify(await asSeenNow(app.t.url, app.t.opsApiToken, path, body)),
  });

const setOffer = async (offer: Partial<CampaignOffer>) => {
  const res = await ops('/ops/campaigns', offer);
  expect(res.status).toBe(200);
};

const storedEstimate = (payload: unknown) => storedEstimateOf(app.t, app.token, payload);

const withCampaign = (
  patch: Record<string, unknown>,
  payload: ValidApplicationPayload = validApplicationPayload(),
) => ({
  ...payload,
  campaignData: { ...payload.campaignData, ...patch },
});

const noBase = { isChangeCP: false, isOneYear980CP: false, is50000CP: false };

afterEach(() => setOffer(defaultCampaignOffer));

describe('the offer with the settings', () => {
  it("is served by GetSettingLambda, seeded with today's catalog", async () => {
    const { body } = await app.t.gql<{ getSettingLambda: SettingsRecord }>(
      GetSettingLambdaDocument,
      {},
      { token: app.token },
    );
    expect(body.data!.getSettingLambda.campaignOffer).toEqual(defaultCampaignOffer);
  });

  it('GET /ops/campaigns shows it and what runs now', async () => {
    const res = await ops('/ops/campaigns');
    const body = (await res.json()) as { campaignOffer: CampaignOffer; status: Record<string, string> };
    expect(body.campaignOffer).toEqual(defaultCampaignOffer);
    expect(body.status).toMatchObject({ is50000CP: 'offered', isOriginalLimitedAddCP: 'outsideArea' });
  });

  it.each([
    [{ campaigns: [{ id: 'isFreeLunchCP' }] }, 'unknown campaign isFreeLunchCP'],
    [
      { campaigns: [{ id: 'is50000CP', startsAfter: '2026-02-01', endsBefore: '2026-01-01' }] },
      'endsBefore must come after',
    ],
    [{ campaigns: [], amounts: { is50000CP: -5 } }, 'amounts.is50000CP'],
    [
      { campaigns: [{ id: 'isOriginalLimitedAddCP', area: { prefectures: ['東京都'], cities: [] } }] },
      '東京都 is not a served prefecture',
    ],
    [
      {
        campaigns: [
          {
            id: 'isOriginalLimitedAddCP',
            area: { prefectures: [], cities: [{ prefecture: '愛知県', city: '豊田町' }] },
          },
        ],
      },
      'no city 豊田町 in 愛知県',
    ],
    [
      { campaigns: [], wording: [{ id: 'is50000CP', eligibility: '新規の方\u202e' }] },
      'wording[0].eligibility: control, invisible or bidi characters are not allowed',
    ],
  ])('POST /ops/campaigns refuses %j and changes nothing', async (offer, message) => {
    const res = await ops('/ops/campaigns', offer);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
    const { body } = await app.t.gql<{ getSettingLambda: SettingsRecord }>(
      GetSettingLambdaDocument,
      {},
      { token: app.token },
    );
    expect(body.data!.getSettingLambda.campaignOffer).toEqual(defaultCampaignOffer);
  });

  it('POST /ops/campaigns replaces the list, keeps figures not named, and GetSettingLambda serves the change', async () => {
    await setOffer({
      campaigns: [{ id: 'is50000CP', startsAfter: '2025-07-01', endsBefore: null, area: null }],
      amounts: { is50000CP: 40000 } as CampaignOffer['amounts'],
    });
    const { body } = await app.t.gql<{ getSettingLambda: SettingsRecord }>(
      GetSettingLambdaDocument,
      {},
      { token: app.token },
    );
    expect(body.data!.getSettingLambda.campaignOffer).toEqual({
      campaigns: [
        { id: 'is50000CP', startsAfter: '2025-07-01T00:00:00+09:00', endsBefore: null, area: null },
      ],
      amounts: { ...defaultCampaignOffer.amounts, is50000CP: 40000 },
      wording: [],
    });
  });
});

describe("the campaign team's wording", () => {
  it('is served with the settings, kept by a later change that leaves it out, and named in the stored quote', async () => {
    const reason = '他社からお乗り換えで、光電話も同時にお申し込みのため';
    await setOffer({
      ...defaultCampaignOffer,
      wording: [{ id: 'isChangeCP', description: null, eligibility: null, reason }],
    });
    await setOffer({ campaigns: defaultCampaignOffer.campaigns });
    const { body } = await app.t.gql<{ getSettingLambda: SettingsRecord }>(
      GetSettingLambdaDocument,
      {},
      { token: app.token },
    );
    expect(body.data!.getSettingLambda.campaignOffer.wording).toEqual([
      { id: 'isChangeCP', description: null, eligibility: null, reason },
    ]);
    const stored = await storedEstimate(validApplicationPayload());
    expect(stored.breakdown.appliedCampaigns).toContainEqual(
      expect.objectContaining({ id: 'isChangeCP', reason }),
    );
  });
});

describe('ApplyCTC computes every campaign flag itself', () => {
  it('stores the honest quote for a forged submission', async () => {
    const honest = await storedEstimate(validApplicationPayload());
    const forged = await storedEstimate(
      withCampaign({
        // Not chosen (baseCampaign has the switch only) and not earned by the choices:
        isOneYear980CP: true,
        is50000CP: true,
        is10GAnd980CP6: true,
        is1GAnd980CP6: true,
        is10GAndGigazoCP3: true,
        is10GAndNetflixCP: true,
        isNetflixCP: true,
        isOneYearWariCP: true,
        isOriginal5000CP: true,
        // The installation address (名古屋市中区) is outside the area-limited campaign.
        isOriginalLimitedAddCP: true,
        originalLimitedAddCPCost: 50000,
        originalAddCPCost: 99999,
      }),
    );
    expect(forged.campaignData).toEqual(honest.campaignData);
    expect(forged.breakdown).toEqual(honest.breakdown);
    expect(forged.campaignData).toMatchObject({
      isOneYear980CP: false,
      is50000CP: false,
      is10GAnd980CP6: false,
      isOriginalLimitedAddCP: false,
      originalLimitedAddCPCost: 0,
    });
    // 5,940 yen (10G home) + phone 330 + 安心サポートPlus (free the first 3 months) in month 1.
    expect(forged.breakdown.monthlySchedule[0]).toBe(6270);
  });

  it('drops a base campaign the offer does not list', async () => {
    await setOffer({
      ...defaultCampaignOffer,
      campaigns: defaultCampaignOffer.campaigns.filter((c) => c.id !== 'is50000CP'),
    });
    const estimate = await storedEstimate(withCampaign({ baseCampaign: { ...noBase, is50000CP: true } }));
    expect(estimate.campaignData.baseCampaign.is50000CP).toBe(false);
    expect(estimate.campaignData.is50000CP).toBe(false);
    expect(estimate.breakdown.cashBack.map((c) => c.campaignId)).not.toContain('is50000CP');
  });

  it('grants a base campaign on offer that the visitor chose, priced from the offer', async () => {
    await setOffer({
      ...defaultCampaignOffer,
      amounts: { ...defaultCampaignOffer.amounts, is50000CP: 45000 },
    });
    // The browser claims the 980 price too; the server's own rule gives the cash back without it.
    const estimate = await storedEstimate(
      withCampaign({ baseCampaign: { ...noBase, is50000CP: true }, is10GAnd980CP6: true }),
    );
    expect(estimate.campaignData).toMatchObject({ is50000CP: true, is10GAnd980CP6: false });
    expect(estimate.breakdown.cashBack).toContainEqual(
      expect.objectContaining({ campaignId: 'is50000CP', amount: 45000 }),
    );
    expect(estimate.breakdown.monthlyLines[0]!.promo).toBeNull();
    expect(estimate.breakdown.effectiveMonthly).toBeGreaterThan(0);
  });

  it('grants the area-limited cash back from its own area search of the installation address', async () => {
    await setOffer({
      ...defaultCampaignOffer,
      campaigns: defaultCampaignOffer.campaigns.map((c) =>
        c.id === 'isOriginalLimitedAddCP'
          ? { ...c, area: { prefectures: [], cities: [{ prefecture: '愛知県', city: '名古屋市' }] } }
          : c,
      ),
    });
    // The browser said nothing about the area; the server found 名古屋市中区 served and in the area.
    const estimate = await storedEstimate(withCampaign({ isOriginalLimitedAddCP: false }));
    expect(estimate.campaignData).toMatchObject({
      isOriginalLimitedAddCP: true,
      originalLimitedAddCPCost: 5000,
    });
  });

  it('ends a campaign at the end of its period, by the server clock', async () => {
    await setOffer({
      ...defaultCampaignOffer,
      campaigns: defaultCampaignOffer.campaigns.map((c) =>
        c.id === 'isAuCouponCP' ? { ...c, endsBefore: '2025-08-01T12:00:00+09:00' } : c,
      ),
    });
    const estimate = await storedEstimate(validApplicationPayload());
    expect(estimate.campaignData.isAuCouponCP).toBe(false);
  });
});
