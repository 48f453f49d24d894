// ApplyCTC and CheckIntroductionId: validation with the shared schema, the
// estimate recomputed on the server, referral codes, exactly-once storage.
import { count } from 'drizzle-orm';
import { CheckIntroductionIdDocument } from '@hikari/shared/operations';
import { INTRODUCER_ID_PATTERN, messages } from '@hikari/shared/forms';
import { INTRODUCER_MESSAGES } from './introducers';
import type { StoredEstimate } from './recompute-estimate';
import { applications, idempotency, mailOutbox } from '../../db/schema';
import {
  FIXTURE_NOW,
  validApplicationPayload,
  type ValidApplicationPayload,
} from '@hikari/shared/testing/fixtures';
import { newKey } from '../../testing/fixtures';
import { applicationRow, sendApplication } from '../../testing/applications';
import { testAppPerFile } from '../../testing/test-app';
import { OUTSIDE_AREA_MESSAGE } from './resolvers';

const app = testAppPerFile({ now: FIXTURE_NOW });

const apply = (payload: unknown, idempotencyKey = newKey()) =>
  sendApplication(app.t, app.token, payload, { idempotencyKey });

const stored = async () => Number((await app.t.database.db.select({ n: count() }).from(applications))[0]!.n);

function withCustomer(
  patch: Record<string, unknown>,
  payload: ValidApplicationPayload = validApplicationPayload(),
) {
  return { ...payload, customer: { ...payload.customer, ...patch } };
}

function withAddress(
  patch: Record<string, unknown>,
  payload: ValidApplicationPayload = validApplicationPayload(),
) {
  return withCustomer({ installationInfo: { ...payload.customer.installationInfo, ...patch } }, payload);
}

describe('ApplyCTC', () => {
  it("stores the application and answers the applicant's own referral code", async () => {
    const before = await stored();
    const { body } = await apply(validApplicationPayload());
    expect(body.errors).toBeUndefined();
    const { result, introductionId } = body.data!.applyCTC;
    expect(result).toBe('success');
    expect(introductionId).toMatch(INTRODUCER_ID_PATTERN);
    expect(await stored()).toBe(before + 1);

    const check = await app.t.gql<{ checkIntroductionId: unknown }>(
      CheckIntroductionIdDocument,
      { introductionId },
      { token: app.token },
    );
    expect(check.body.data!.checkIntroductionId).toEqual({
      exists: true,
      usable: true,
      message: INTRODUCER_MESSAGES.usable,
    });
  });

  it('recomputes the estimate on the server and ignores campaign flags and amounts sent by the browser', async () => {
    const payload = validApplicationPayload();
    const tampered = {
      ...payload,
      campaignData: {
        ...payload.campaignData,
        is50000CP: true,
        originalAddCPCost: 99999,
        isOriginalFriendCP: true,
      },
      planData: { ...payload.planData, ereaType: 0, isPhone: false },
    };
    const { body } = await apply(tampered);
    expect(body.errors).toBeUndefined();
    const row = await applicationRow(app.t, body.data!.applyCTC.introductionId);
    const estimate = row.estimate as StoredEstimate;
    expect(estimate.campaignData).toMatchObject({
      is50000CP: false,
      isOriginalFriendCP: false,
      // 2025-08-01 lies in the additional campaign (docs/business-rules.md#campaigns): 10,000 yen.
      isOriginalAddCP: true,
      originalAddCPCost: 10000,
      isChangeCP: true,
      is25000CP: true,
      isOriginal30000CP: true,
      isAuCouponCP: true,
    });
    // baseMenu 1 means phone (without TV), whatever the browser said.
    expect(estimate.planData).toMatchObject({ isPhone: true, isTV: false, ereaType: 0 });
    expect(estimate.breakdown.cashBackTotal).toBeGreaterThan(0);
    expect((row.payload as ValidApplicationPayload).campaignData.originalAddCPCost).toBe(10000);
  });

  it('answers a replayed key with the first answer and stores nothing new', async () => {
    const key = newKey();
    const first = await apply(validApplicationPayload(), key);
    const before = await stored();
    const again = await apply(validApplicationPayload(), key);
    // The same answer, but a link of its own to the application's page: no token is kept in the clear to repeat.
    const { followToken: firstToken, ...firstAnswer } = first.body.data!.applyCTC;
    const { followToken: againToken, ...againAnswer } = again.body.data!.applyCTC;
    expect(againAnswer).toEqual(firstAnswer);
    expect(againToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(againToken).not.toBe(firstToken);
    expect(await stored()).toBe(before);
  });

  it('stores once when the same key arrives several times at once', async () => {
    const key = newKey();
    const before = await stored();
    const answers = await Promise.all([1, 2, 3, 4].map(() => apply(validApplicationPayload(), key)));
    const ids = new Set(answers.map((a) => a.body.data?.applyCTC.introductionId));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(INTRODUCER_ID_PATTERN);
    expect(await stored()).toBe(before + 1);
  });

  it('refuses a used key with a different application', async () => {
    const key = newKey();
    await apply(validApplicationPayload(), key);
    const { status, body } = await apply(withCustomer({ firstName: '次郎' }), key);
    expect(status).toBe(409);
    expect(body.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it("refuses a guest the key another guest stored: not that guest's answer, not a second application", async () => {
    const key = newKey();
    const first = await apply(validApplicationPayload(), key);
    const { receptionId, introductionId } = first.body.data!.applyCTC;
    const before = await stored();
    const mails = await app.t.database.db.select({ n: count() }).from(mailOutbox);

    const other = await sendApplication(app.t, await app.t.token(), validApplicationPayload(), {
      idempotencyKey: key,
    });
    expect(other.status).toBe(409);
    expect(other.body.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(other.body.data ?? null).toBeNull();
    const answered = JSON.stringify(other.body);
    expect(answered).not.toContain(receptionId);
    expect(answered).not.toContain(introductionId);
    expect(await stored()).toBe(before);
    expect(await app.t.database.db.select({ n: count() }).from(mailOutbox)).toEqual(mails);

    // The guest that sent it still gets its own answer back, with its token renewed in between too.
    const renewal = await fetch(`${app.t.url}/auth/guest`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${app.token}` },
    });
    const { token: renewed } = (await renewal.json()) as { token: string };
    for (const token of [app.token, renewed]) {
      const again = await sendApplication(app.t, token, validApplicationPayload(), { idempotencyKey: key });
      expect(again.body.data!.applyCTC).toMatchObject({ receptionId, introductionId });
    }
    expect(await stored()).toBe(before);
  });

  it.each([
    [
      'a missing mail address',
      withCustomer({ mail: '', mailConfirm: '' }),
      {
        'customer.mail': messages.required('メールアドレス'),
        'customer.mailConfirm': messages.required('確認用メールアドレス'),
      },
    ],
    [
      'an emoji in the name in kanji',
      withCustomer({ lastName: '山田😀', firstName: '太郎♥' }),
      {
        'customer.lastName': messages.pictograph('姓'),
        'customer.firstName': messages.pictograph('名'),
      },
    ],
    [
      'a bad postal code',
      withAddress({ postalCode: '123' }),
      { 'customer.installationInfo.postalCode': messages.postalCode },
    ],
    [
      'an unserved prefecture',
      withAddress({ state: '東京都' }),
      { 'customer.installationInfo.state': messages.servedPrefecture },
    ],
    [
      'unreadable JSON',
      '{"planData": ',
      { _form: 'お申し込み内容を読み取れませんでした。もう一度お試しください' },
    ],
    [
      '10G where the master says the area is not 10G',
      withAddress({ postalCode: '5140004', state: '三重県', city: '津市', town: '栄町', line1: '1-1' }),
      { 'planData.selectedPlan': messages.plan10GNotInArea },
    ],
    [
      'a field the application does not have (stored and shown to ops otherwise)',
      withCustomer({ hobby: 'x'.repeat(50_000) }),
      { customer: messages.unknownFields('customer.hobby') },
    ],
    [
      'unknown fields inside the address and at the top',
      { ...withAddress({ floor: 3 }), note: '至急' },
      {
        _form: messages.unknownFields('note'),
        'customer.installationInfo': messages.unknownFields('customer.installationInfo.floor'),
      },
    ],
    [
      'an address outside the service area',
      withAddress(
        { postalCode: '6471325', state: '三重県', city: '熊野市', town: '紀和町楊枝', line1: '1' },
        validApplicationPayload({ plan: 'plan1G' }),
      ),
      { 'customer.installationInfo.town': OUTSIDE_AREA_MESSAGE },
    ],
  ])('refuses %s with BAD_USER_INPUT and stores nothing', async (_label, payload, fields) => {
    const before = await stored();
    const keysBefore = Number((await app.t.database.db.select({ n: count() }).from(idempotency))[0]!.n);
    const { status, body } = await apply(payload);
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/入力内容/);
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields });
    expect(await stored()).toBe(before);
    expect(Number((await app.t.database.db.select({ n: count() }).from(idempotency))[0]!.n)).toBe(keysBefore);
  });

  it('refuses a malformed idempotency key', async () => {
    const { body } = await apply(validApplicationPayload(), 'x');
    expect(body.errors?.[0]?.extensions?.fields).toEqual({ idempotencyKey: expect.any(String) });
  });
});

describe('referral codes', () => {
  it('applies the friend campaign for a usable code and counts its use', async () => {
    const { body } = await apply(validApplicationPayload({ introducerId: 'hikari01' }));
    expect(body.errors).toBeUndefined();
    const row = await applicationRow(app.t, body.data!.applyCTC.introductionId);
    const estimate = row.estimate as StoredEstimate;
    expect(estimate.campaignData).toMatchObject({
      introducerId: 'HIKARI01',
      isOriginalFriendCP: true,
      originalFriendCPCost: 2000,
    });
    // Priced in the stored quote, as the terms step and the contract mail show it.
    expect(estimate.breakdown.cashBack).toContainEqual(
      expect.objectContaining({ campaignId: 'isOriginalFriendCP', amount: 2000 }),
    );
  });

  it.each([
    ['EXPIRED1', INTRODUCER_MESSAGES.expired],
    ['SUSPEND1', INTRODUCER_MESSAGES.suspended],
    ['USEDUP01', INTRODUCER_MESSAGES.usedUp],
    ['ZZZZZZ99', INTRODUCER_MESSAGES.notFound],
  ])('refuses an application naming %s', async (code, message) => {
    const before = await stored();
    const { body } = await apply(validApplicationPayload({ introducerId: code }));
    expect(body.errors?.[0]?.extensions?.fields).toEqual({ 'campaignData.introducerId': message });
    expect(await stored()).toBe(before);
  });

  it.each([
    ['HIKARI01', { exists: true, usable: true, message: INTRODUCER_MESSAGES.usable }],
    ['ｈｉｋａｒｉ０１', { exists: true, usable: true, message: INTRODUCER_MESSAGES.usable }],
    ['EXPIRED1', { exists: true, usable: false, message: INTRODUCER_MESSAGES.expired }],
    ['USEDUP01', { exists: true, usable: false, message: INTRODUCER_MESSAGES.usedUp }],
    ['ZZZZZZ99', { exists: false, usable: false, message: INTRODUCER_MESSAGES.notFound }],
    ['a!', { exists: false, usable: false, message: messages.introducerId }],
  ])('CheckIntroductionId(%s)', async (introductionId, expected) => {
    const { body } = await app.t.gql(CheckIntroductionIdDocument, { introductionId }, { token: app.token });
    expect(body.data).toEqual({ checkIntroductionId: expected });
  });
});
