// ApplyCTC is the authority on the installation address and the payment
// account: it runs its own area search (docs/business-rules.md#area-search merge over
// the master) for exactly the address received, checks the address against
// its postal code and the bank codes against the zengin directory, refuses
// with the shared message on the right field and stores nothing; what it
// stores is its own area answer, not the browser's.
import { count } from 'drizzle-orm';
import type { AreaSearchResult } from '@hikari/shared/domain';
import { messages } from '@hikari/shared/forms';
import {
  FIXTURE_NOW,
  servedAreaResult,
  validApplicationPayload,
  type ValidApplicationPayload,
} from '@hikari/shared/testing/fixtures';
import { applications, idempotency } from '../../db/schema';
import { applicationRow, sendApplication } from '../../testing/applications';
import { testAppPerFile } from '../../testing/test-app';

const app = testAppPerFile({ now: FIXTURE_NOW });

const apply = (payload: unknown) => sendApplication(app.t, app.token, payload);

const countOf = async (table: typeof applications | typeof idempotency) =>
  Number((await app.t.database.db.select({ n: count() }).from(table))[0]!.n);

/** What the browser could claim it found: served, 10G, a registered building. */
const forgedAreaData = servedAreaResult({
  isApprovedMansion: true,
  mansionPlanType: 'FTTH',
  isMansionWari12: true,
});

function build(
  options: {
    plan?: 'plan10G' | 'plan1G';
    buildingType?: 0 | 1;
    address?: Partial<ValidApplicationPayload['customer']['installationInfo']>;
    bank?: Partial<ValidApplicationPayload['customer']['bankInfo']>;
  } = {},
) {
  const payload = validApplicationPayload({ plan: options.plan ?? 'plan1G' });
  return {
    ...payload,
    planData: { ...payload.planData, buildingType: options.buildingType ?? 0 },
    customer: {
      ...payload.customer,
      areaData: forgedAreaData,
      installationInfo: { ...payload.customer.installationInfo, ...options.address },
      bankInfo: { ...payload.customer.bankInfo, ...options.bank },
    },
  };
}

const kumano = { postalCode: '6471325', state: '三重県', city: '熊野市', town: '紀和町楊枝', line1: '1' };
const tsu = { postalCode: '5140004', state: '三重県', city: '津市', town: '栄町', line1: '1-1' };

describe('ApplyCTC refuses, naming the field, and stores nothing', () => {
  it.each([
    [
      '〒460-0008 with 豊田市 and a town that does not exist',
      build({ address: { city: '豊田市', town: '存在しない町' } }),
      { 'customer.installationInfo.postalCode': messages.postalCodeMismatch },
    ],
    [
      '〒460-0008 with a town of 名古屋市中区 it does not cover',
      build({ address: { town: '錦' } }),
      { 'customer.installationInfo.postalCode': messages.postalCodeMismatch },
    ],
    [
      'a postal code that does not exist',
      build({ address: { postalCode: '4609999' } }),
      { 'customer.installationInfo.postalCode': messages.postalCodeUnknown },
    ],
    [
      '10G outside a 10G area (津市栄町), whatever areaData the browser sent',
      build({ plan: 'plan10G', address: tsu }),
      { 'planData.selectedPlan': messages.plan10GNotInArea },
    ],
    [
      'an address outside the service area, whatever areaData the browser sent',
      build({ address: kumano }),
      { 'customer.installationInfo.town': messages.outsideArea },
    ],
    [
      'a registered building that cannot take the line (サンコーポ栄)',
      build({ buildingType: 1, address: { line1: '4丁目2-5', line2: 'サンコーポ栄' } }),
      { 'customer.installationInfo.line2': messages.buildingNotAvailable },
    ],
    [
      'a bank code that names no bank (9999)',
      build({ bank: { bankCode: '9999', bankName: '架空銀行', bankBranchCode: '100' } }),
      { 'customer.bankInfo.bankCode': messages.bankUnknown },
    ],
    [
      'a branch code that names no branch of the bank',
      build({ bank: { bankCode: '0001', bankBranchCode: '999', bankBranch: '架空支店' } }),
      { 'customer.bankInfo.bankBranchCode': messages.bankBranchUnknown },
    ],
  ])('%s', async (_label, payload, fields) => {
    const stored = await countOf(applications);
    const keys = await countOf(idempotency);
    const { status, body } = await apply(payload);
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/入力内容/);
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields });
    expect(await countOf(applications)).toBe(stored);
    expect(await countOf(idempotency)).toBe(keys);
  });
});

describe('ApplyCTC stores its own findings', () => {
  const storedRow = async (introductionId: string) =>
    (await applicationRow(app.t, introductionId)).payload as ValidApplicationPayload & {
      customer: { areaData: AreaSearchResult; areaCheckedAddress: Record<string, unknown> };
    };

  it('a made-up building at a served address: its own merged answer (not registered), not the browser areaData', async () => {
    const payload = build({
      buildingType: 1,
      address: { line1: '3丁目1-1', line2: '存在しないマンション' },
      bank: { bankName: 'ニセ銀行', bankBranch: 'ニセ支店' },
    });
    const { body } = await apply(payload);
    expect(body.errors).toBeUndefined();
    const row = await storedRow(body.data!.applyCTC.introductionId);
    expect(row.customer.areaData).toMatchObject({
      result: 'success',
      isServiceArea: true,
      is10GArea: true,
      isRegister: false,
      status: 'unidentified',
      mansionPlanType: null,
    });
    expect(row.customer.areaCheckedAddress).toEqual({
      buildingType: 1,
      postalCode: '4600008',
      state: '愛知県',
      city: '名古屋市中区',
      town: '栄',
      line1: '3丁目1-1',
      line2: '存在しないマンション',
    });
    // The names come from the zengin directory, not from the browser.
    expect(row.customer.bankInfo).toMatchObject({
      bankCode: '0001',
      bankName: 'みずほ',
      bankBranchCode: '100',
      bankBranch: '本店',
    });
    expect(row.planData.isAreaChecked).toBe(true);
  });

  it.each(['3丁目1-1', '３丁目１－１', '三丁目1-1'])(
    'a registered building at %p: the building answer with the period and 10G flag of the home search',
    async (line1) => {
      const payload = build({ buildingType: 1, address: { line1, line2: 'ひかりハイツ栄' } });
      payload.customer.areaData = { ...forgedAreaData, mansionPlanType: 'LAN' };
      const { body } = await apply(payload);
      expect(body.errors).toBeUndefined();
      const row = await storedRow(body.data!.applyCTC.introductionId);
      expect(row.customer.areaData).toMatchObject({
        isRegister: true,
        isApprovedMansion: true,
        mansionPlanType: 'FTTH',
        is10GArea: true,
        status: 'identified',
      });
    },
  );

  it('a 1G-only town with 1G: stored with the 1G area answer', async () => {
    const { body } = await apply(build({ address: tsu }));
    expect(body.errors).toBeUndefined();
    const row = await storedRow(body.data!.applyCTC.introductionId);
    expect(row.customer.areaData).toMatchObject({ isServiceArea: true, is10GArea: false });
    expect(row.planData.ereaType).toBe(1);
  });
});
