// What ApplyCTC stores as the quote (issue 16): the holiday works fee the
// wished works days imply, the home-type price of a building the area master
// does not know, the condition of 開通工事費 実質無料, and 初期費用0円 named
// only when nothing is paid once. The server derives each itself, whatever
// the browser sent.
import type { PlanData } from '@hikari/shared/domain';
import {
  FIXTURE_NOW,
  validApplicationPayload,
  type ValidApplicationPayload,
} from '@hikari/shared/testing/fixtures';
import { storedEstimateOf } from '../../testing/applications';
import { testAppPerFile } from '../../testing/test-app';

const app = testAppPerFile({ now: FIXTURE_NOW });

const storedQuote = (payload: ValidApplicationPayload) => storedEstimateOf(app.t, app.token, payload);

function payloadWith(days: string[], patch: Partial<PlanData> = {}): ValidApplicationPayload {
  const payload = validApplicationPayload({ plan: 'plan10G' });
  return {
    ...payload,
    planData: { ...payload.planData, ...patch },
    customer: { ...payload.customer, dowConstruction: days },
  };
}

describe('ApplyCTC stores the holiday works fee the wished days imply', () => {
  it('only 土曜日 and 日曜日: isHolidayConstruction true and 休日工事費 3,300円 in the initial costs', async () => {
    const quote = await storedQuote(payloadWith(['sat', 'sun'], { isHolidayConstruction: false }));
    expect(quote.planData.isHolidayConstruction).toBe(true);
    expect(quote.breakdown.oneTimeCosts.find((c) => c.id === 'holidayInstallation')).toMatchObject({
      label: '休日工事費',
      payable: 3300,
    });
    expect(quote.breakdown.oneTimeTotal).toBe(3300);
    // Something is paid once, so 「初期費用0円」 is not claimed as applied.
    const names = quote.breakdown.appliedCampaigns.map((c) => c.name);
    expect(names).not.toContain('初期費用0円');
    expect(names).toContain('契約事務手数料 無料');
  });

  it('a weekday among the days: no fee, even when the browser said holiday works', async () => {
    const quote = await storedQuote(payloadWith(['mon', 'sat'], { isHolidayConstruction: true }));
    expect(quote.planData.isHolidayConstruction).toBe(false);
    expect(quote.breakdown.oneTimeTotal).toBe(0);
    expect(quote.breakdown.appliedCampaigns.map((c) => c.name)).toContain('初期費用0円');
  });
});

describe('ApplyCTC stores the condition of 開通工事費 実質無料', () => {
  it('in estimate.breakdown.conditions and on the installation line', async () => {
    const quote = await storedQuote(payloadWith(['mon']));
    const installation = quote.breakdown.oneTimeCosts.find((c) => c.id === 'installation');
    expect(installation).toMatchObject({ waiverLabel: '実質無料', payable: 0 });
    expect(installation?.condition).toMatch(/24回の分割.*解約された場合は、残りの分割払い分/);
    expect(quote.breakdown.conditions).toEqual([
      expect.objectContaining({
        id: 'construction',
        title: '開通工事費 実質無料',
        text: installation?.condition,
      }),
    ]);
  });
});

/** The payload installed at 3丁目1-1 in the named building (〒460-0008 of the fixture). */
const atBuilding = (base: ValidApplicationPayload, building: string): ValidApplicationPayload => ({
  ...base,
  customer: {
    ...base.customer,
    installationInfo: { ...base.customer.installationInfo, line1: '3丁目1-1', line2: building },
  },
});

describe('ApplyCTC prices an unregistered building the way the area answer says', () => {
  it('グランドメゾン栄サンプル at 〒460-0008: the home price 5,940円 and the caveat, whatever the browser said', async () => {
    const payload = atBuilding(
      payloadWith(['mon'], { buildingType: 1, isMansionHome: false }),
      'グランドメゾン栄サンプル',
    );
    const quote = await storedQuote(payload);
    expect(quote.planData).toMatchObject({ buildingType: 1, isMansionHome: true });
    expect(quote.breakdown.monthlyLines[0]).toMatchObject({ label: '10ギガプラン（戸建て）', amount: 5940 });
    expect(quote.breakdown.conditions.map((c) => c.id)).toContain('unregisteredBuilding');
  });

  it('a registered building keeps the apartment price 5,280円', async () => {
    const payload = atBuilding(
      payloadWith(['mon'], { buildingType: 1, isMansionHome: true }),
      'ひかりハイツ栄',
    );
    const quote = await storedQuote(payload);
    expect(quote.planData.isMansionHome).toBe(false);
    expect(quote.breakdown.monthlyLines[0]).toMatchObject({
      label: '10ギガプラン（マンション）',
      amount: 5280,
    });
  });
});
