// CheckTransferRequest and TransferRequest against the seeded contracts.
import { and, count, eq, notInArray } from 'drizzle-orm';
import { CheckTransferRequestDocument, TransferRequestDocument } from '@hikari/shared/operations';
import { messages } from '@hikari/shared/forms';
import { contracts, idempotency, transferRequests } from '../../db/schema';
import { TRANSFER_ANSWERS } from './check-transfer';
import { summarize } from '../ops/submission-view';
import { FIXTURE_NOW } from '@hikari/shared/testing/fixtures';
import { newKey, transferCheckInput, transferRequestInput } from '../../testing/fixtures';
import { testAppPerFile } from '../../testing/test-app';

const app = testAppPerFile({ now: FIXTURE_NOW });

type CheckAnswer = {
  status: string;
  title: string;
  message: string;
  amount: number | null;
  deadline: string | null;
};

const check = async (input: unknown, key = newKey()) =>
  app.t.gql<{ checkTransferRequest: CheckAnswer }>(
    CheckTransferRequestDocument,
    { input, idempotencyKey: key },
    { token: app.token },
  );
const request = async (input: unknown, key = newKey()) =>
  app.t.gql<{ transferRequest: Omit<CheckAnswer, 'amount' | 'deadline'> & { receptionId: string | null } }>(
    TransferRequestDocument,
    { input, idempotencyKey: key },
    { token: app.token },
  );
const storedRequests = async () =>
  Number((await app.t.database.db.select({ n: count() }).from(transferRequests))[0]!.n);
const ngOnly = ({ status, title, message }: CheckAnswer) => ({ status, title, message, receptionId: null });

/** An active seeded contract without a pending transfer, as the form would name it. */
async function freshContract(used: string[]) {
  const [c] = await app.t.database.db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.status, 'active'),
        eq(contracts.hasPendingTransfer, false),
        notInArray(contracts.contractId, ['C00000001', ...used]),
      ),
    )
    .limit(1);
  used.push(c!.contractId);
  return {
    contractNumber: c!.contractId,
    holderNameKana: `${c!.lastNameKana} ${c!.firstNameKana}`,
    phone: c!.phone,
  };
}

describe('CheckTransferRequest', () => {
  it('answers the move fee and the deadline (today + 30 days, Japan time)', async () => {
    const { body } = await check(transferCheckInput('move'));
    expect(body.data!.checkTransferRequest).toEqual({
      status: 'ok',
      title: '移転のお手続きが可能です',
      message: expect.stringContaining('27,500円（税込）です。2025年8月31日（日）までにお申し込みください。'),
      amount: 27500,
      deadline: '2025-08-31',
    });
  });

  it('answers the handover fee', async () => {
    const { body } = await check(transferCheckInput('handover'));
    expect(body.data!.checkTransferRequest).toMatchObject({ status: 'ok', amount: 770 });
  });

  it('accepts the number and name as visitors type them (full width, hiragana, no space)', async () => {
    const { body } = await check({
      ...transferCheckInput(),
      contractNumber: 'ｃ００００－０００１',
      holderNameKana: 'やまだたろう',
    });
    expect(body.data!.checkTransferRequest.status).toBe('ok');
  });

  it('gives one answer for an unknown contract and for details that do not match', async () => {
    const wrongPhone = await check({ ...transferCheckInput(), phone: '0529999999' });
    const unknown = await check({ ...transferCheckInput(), contractNumber: 'C99999999' });
    const wrongName = await check({ ...transferCheckInput(), holderNameKana: 'スズキ　ハナコ' });
    for (const answer of [wrongPhone, unknown, wrongName]) {
      expect(answer.body.data!.checkTransferRequest).toEqual(TRANSFER_ANSWERS.notFound);
    }
  });

  it.each([
    ['a cancelled contract', 'C00000003', 'タナカ ケンタ', '0581234567', TRANSFER_ANSWERS.cancelled],
    [
      'a contract with a transfer in progress',
      'C00000004',
      'サトウ ユイ',
      '0541234567',
      TRANSFER_ANSWERS.pending,
    ],
  ])('refuses %s', async (_label, contractNumber, holderNameKana, phone, answer) => {
    const { body } = await check({ ...transferCheckInput(), contractNumber, holderNameKana, phone });
    expect(ngOnly(body.data!.checkTransferRequest)).toEqual(ngOnly(answer));
  });

  it('names each bad field', async () => {
    const { body } = await check({
      contractNumber: 'X1',
      holderNameKana: 'Yamada',
      phone: '12',
      transferType: 'sell',
    });
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        contractNumber: messages.contractNumber,
        holderNameKana: messages.katakana('ご契約者名（カナ）'),
        phone: messages.phone,
        transferType: messages.select('お手続きの種類'),
      },
    });
  });

  it('answers a replayed key with the first answer, even after the contract changed', async () => {
    const used: string[] = [];
    const contract = await freshContract(used);
    const key = newKey();
    const first = await check({ ...contract, transferType: 'move' }, key);
    expect(first.body.data!.checkTransferRequest.status).toBe('ok');
    await app.t.database.db
      .update(contracts)
      .set({ status: 'cancelled' })
      .where(eq(contracts.contractId, contract.contractNumber));
    const again = await check({ ...contract, transferType: 'move' }, key);
    expect(again.body.data).toEqual(first.body.data);
  });
});

describe('TransferRequest', () => {
  const used: string[] = [];

  it('stores a move, answers the reception number, and marks the contract as in progress', async () => {
    const contract = await freshContract(used);
    const before = await storedRequests();
    const { body } = await request({ ...transferRequestInput('move'), ...contract });
    expect(body.data!.transferRequest).toEqual({
      status: 'ok',
      title: 'お申し込みを受け付けました',
      message: expect.stringMatching(/受付番号は TR-20250801-[2-9A-Z]{6} です/),
      receptionId: expect.stringMatching(/^TR-20250801-[2-9A-Z]{6}$/),
    });
    // The number in the answer is the one ops find the request under.
    const { receptionId } = body.data!.transferRequest;
    expect(body.data!.transferRequest.message).toContain(receptionId);
    const [row] = await app.t.database.db
      .select()
      .from(transferRequests)
      .where(eq(transferRequests.receptionId, receptionId!));
    expect(row?.contractId).toBe(contract.contractNumber);
    expect(await storedRequests()).toBe(before + 1);
    const again = await check({ ...contract, transferType: 'move' });
    expect(ngOnly(again.body.data!.checkTransferRequest)).toEqual(ngOnly(TRANSFER_ANSWERS.pending));
  });

  it('stores a handover once per key', async () => {
    const contract = await freshContract(used);
    const key = newKey();
    const before = await storedRequests();
    const first = await request({ ...transferRequestInput('handover'), ...contract }, key);
    const replay = await request({ ...transferRequestInput('handover'), ...contract }, key);
    expect(first.body.data!.transferRequest.status).toBe('ok');
    expect(replay.body.data).toEqual(first.body.data);
    expect(await storedRequests()).toBe(before + 1);
  });

  // The test clock is 2025-08-01 (Japan time): the first day that may be chosen is 14 days later.
  it.each([
    ['a desired date less than 14 days ahead', '2025-08-10'],
    ['the day before the 14th day', '2025-08-14'],
  ])('refuses %s on the date field and stores nothing', async (_label, desiredDate) => {
    const contract = await freshContract(used);
    const before = await storedRequests();
    const { body } = await request({ ...transferRequestInput('move'), ...contract, desiredDate });
    expect(body.data?.transferRequest ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { desiredDate: messages.leadDays('ご希望日', 14, '2025年8月15日（金）') },
    });
    expect(await storedRequests()).toBe(before);
  });

  it('records a move outside the service area for ops, with a reception number, and leaves the contract as it is', async () => {
    const contract = await freshContract(used);
    const before = await storedRequests();
    const outside = {
      newAddress: { postalCode: '6471325', state: '三重県', city: '熊野市', town: '紀和町楊枝', line1: '1' },
    };
    const key = newKey();
    const { body } = await request({ ...transferRequestInput('move'), ...contract, ...outside }, key);
    const answer = body.data!.transferRequest;
    expect(answer).toEqual({
      ...ngOnly(TRANSFER_ANSWERS.outsideArea),
      receptionId: expect.stringMatching(/^TR-20250801-[2-9A-Z]{6}$/),
    });
    // A retry with the same key is the same attempt, recorded once.
    const replay = await request({ ...transferRequestInput('move'), ...contract, ...outside }, key);
    expect(replay.body.data).toEqual(body.data);
    expect(await storedRequests()).toBe(before + 1);

    const [row] = await app.t.database.db
      .select()
      .from(transferRequests)
      .where(eq(transferRequests.receptionId, answer.receptionId!));
    expect(row?.checkResult).toMatchObject({ status: 'ng', reason: 'outsideArea' });
    // What ops read in the list and the detail: a plain Japanese label, not a key.
    const view = summarize({ ...row!, kind: 'transfers', handledAt: null });
    expect(view.summary).toMatch(/^移転不可（お引っ越し先が提供エリア外）/);
    expect(view.status).toBe('new');
    // Nothing was transferred: the contract is not marked as in progress.
    const again = await check({ ...contract, transferType: 'move' });
    expect(again.body.data!.checkTransferRequest.status).toBe('ok');
  });

  describe('checks the new address as ApplyCTC checks an installation address', () => {
    /** The fixture's move (三重県津市栄町, 〒514-0004) with parts of its new address changed. */
    const moveTo = (patch: Record<string, string>) => {
      const move = transferRequestInput('move') as { newAddress: Record<string, string> };
      return { ...move, newAddress: { ...move.newAddress, ...patch } };
    };
    const keysStored = async () =>
      Number((await app.t.database.db.select({ n: count() }).from(idempotency))[0]!.n);

    it.each([
      [
        "an address the area master does not know (the tests' master holds 愛知県, 三重県, 岐阜県 only)",
        { postalCode: '4200853', state: '静岡県', city: '静岡市葵区', town: '追手町', line1: '1-1' },
        { 'newAddress.town': messages.areaUnidentified },
      ],
      [
        'a postal code that belongs to another address (〒460-0008 is 名古屋市中区栄)',
        { postalCode: '4600008' },
        { 'newAddress.postalCode': messages.postalCodeMismatch },
      ],
      [
        'a postal code that does not exist',
        { postalCode: '5149999' },
        { 'newAddress.postalCode': messages.postalCodeUnknown },
      ],
    ])('refuses %s on its field and stores nothing', async (_label, address, fields) => {
      const contract = await freshContract(used);
      const before = await storedRequests();
      const keys = await keysStored();
      const { status, body } = await request({ ...moveTo(address), ...contract });
      expect(status).toBe(200);
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.message).toMatch(/入力内容/);
      expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields });
      expect(await storedRequests()).toBe(before);
      expect(await keysStored()).toBe(keys);
      // The contract is not marked as in progress: its check still answers ok.
      const again = await check({ ...contract, transferType: 'move' });
      expect(again.body.data!.checkTransferRequest.status).toBe('ok');
    });

    it('accepts a known address with its postal code however the visitor typed it', async () => {
      const contract = await freshContract(used);
      const { body } = await request({
        ...moveTo({ postalCode: '〒514-0004', line1: '１丁目10' }),
        ...contract,
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!.transferRequest).toMatchObject({
        status: 'ok',
        receptionId: expect.stringMatching(/^TR-/),
      });
    });
  });

  it("refuses an emoji in the new holder's name, on that field", async () => {
    const contract = await freshContract(used);
    const before = await storedRequests();
    const handover = transferRequestInput('handover') as { newHolder: Record<string, string> };
    const { body } = await request({
      ...handover,
      ...contract,
      newHolder: { ...handover.newHolder, firstName: '花子🌸' },
    });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { 'newHolder.firstName': messages.pictograph('新しいご契約者の名') },
    });
    expect(await storedRequests()).toBe(before);
  });

  it('requires the new address for a move and the new holder for a handover', async () => {
    const move = await request({
      ...transferCheckInput('move'),
      mail: 'a@example.jp',
      desiredDate: '2025-09-01',
    });
    expect(move.body.errors?.[0]?.extensions?.fields).toEqual({
      newAddress: messages.required('お引っ越し先のご住所'),
    });
    const handover = await request({
      ...transferCheckInput('handover'),
      mail: 'a@example.jp',
      desiredDate: '2025-09-01',
    });
    expect(handover.body.errors?.[0]?.extensions?.fields).toEqual({
      newHolder: messages.required('新しいご契約者さまの情報'),
    });
  });
});
