// Contact, ApplicationUpSell and NotifyClientError: validated, stored once
// per idempotency key, answered with a reception number.
import { count, eq } from 'drizzle-orm';
import {
  ApplicationUpSellDocument,
  ContactDocument,
  NotifyClientErrorDocument,
} from '@hikari/shared/operations';
import { messages } from '@hikari/shared/forms';
import { clientErrors, contacts, upsells } from '../db/schema';
import { FIXTURE_NOW } from '@hikari/shared/testing/fixtures';
import { contactInput, newKey, upsellInput } from '../testing/fixtures';
import { testAppPerFile } from '../testing/test-app';
import { UPSELL_MESSAGES } from './upsells/resolvers';

const app = testAppPerFile({ now: FIXTURE_NOW });

const rows = async (table: typeof contacts | typeof upsells | typeof clientErrors) =>
  Number((await app.t.database.db.select({ n: count() }).from(table))[0]!.n);

/** One reception mutation (an input and an idempotency key) sent with the file's guest app.token. */
const sender =
  <F extends string>(document: string) =>
  (input: unknown, key = newKey()) =>
    app.t.gql<Record<F, { result: string; receptionId: string }>>(
      document,
      { input, idempotencyKey: key },
      { token: app.token },
    );

/** The same input sent twice under one key: one reception number (prefix given), one row more. */
async function expectStoredOncePerKey<F extends string>(
  send: ReturnType<typeof sender<F>>,
  field: F,
  input: unknown,
  table: typeof contacts | typeof upsells,
  receptionPattern: RegExp,
) {
  const key = newKey();
  const before = await rows(table);
  const first = await send(input, key);
  expect(first.body.data![field]).toEqual({
    result: 'success',
    receptionId: expect.stringMatching(receptionPattern),
  });
  const replay = await send(input, key);
  expect(replay.body.data).toEqual(first.body.data);
  expect(await rows(table)).toBe(before + 1);
}

describe('Contact', () => {
  const send = sender<'contact'>(ContactDocument);

  it('stores the booking once per key, with the values normalised', async () => {
    await expectStoredOncePerKey(send, 'contact', contactInput(), contacts, /^CT-20250801-/);
    const [row] = await app.t.database.db.select().from(contacts).limit(1);
    expect(row!.payload).toMatchObject({ phone: '0521234567', postalCode: '4600008', topic: 'construction' });
  });

  it("stores a question (その他) with an application's reception number and no visit, dropping any dates sent", async () => {
    const { body } = await send({
      ...contactInput(),
      topic: 'other',
      contractNumber: 'ａｐ－２０２５０８０１－７ｋｑ３ｍｚ',
      postalCode: '',
      address: '',
      secondChoiceDate: '',
      secondChoiceTime: '',
      message: '申し込んだ内容を変更したい',
    });
    const receptionId = body.data!.contact.receptionId;
    const [row] = await app.t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.receptionId, receptionId));
    expect(row!.payload).toMatchObject({
      topic: 'other',
      contractNumber: 'AP-20250801-7KQ3MZ',
      postalCode: '',
      address: '',
      firstChoiceDate: '',
      firstChoiceTime: '',
      secondChoiceDate: '',
      message: '申し込んだ内容を変更したい',
    });
  });

  it('refuses a question without its message, and a visit without its dates', async () => {
    const before = await rows(contacts);
    const question = await send({ ...contactInput(), topic: 'other', message: '' });
    expect(question.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { message: messages.required('お問い合わせ内容') },
    });
    const visit = await send({ ...contactInput(), topic: 'visit', firstChoiceDate: '' });
    expect(visit.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { firstChoiceDate: messages.select('第1希望日') },
    });
    expect(await rows(contacts)).toBe(before);
  });

  it('names each bad field and stores nothing', async () => {
    const before = await rows(contacts);
    const { body } = await send({
      ...contactInput(),
      mail: 'not-a-mail',
      firstChoiceDate: '2025-07-01',
      secondChoiceDate: '2025-08-10',
      secondChoiceTime: '10-12',
    });
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        mail: messages.mail,
        firstChoiceDate: messages.futureDate('第1希望日'),
      },
    });
    expect(await rows(contacts)).toBe(before);
  });
});

describe('ApplicationUpSell', () => {
  const send = sender<'applicationUpSell'>(ApplicationUpSellDocument);

  it('stores the options of an active contract once per key', async () => {
    await expectStoredOncePerKey(send, 'applicationUpSell', upsellInput(), upsells, /^UP-20250801-/);
  });

  it.each([
    ['an unknown contract', { contractNumber: 'C99999999' }, UPSELL_MESSAGES.notFound],
    ['a phone that does not match', { phone: '0520000000' }, UPSELL_MESSAGES.notFound],
    ['a cancelled contract', { contractNumber: 'C00000003', phone: '0581234567' }, UPSELL_MESSAGES.inactive],
  ])('refuses %s and stores nothing', async (_label, patch, message) => {
    const before = await rows(upsells);
    const { body } = await send({ ...upsellInput(), ...patch });
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { contractNumber: message },
    });
    expect(await rows(upsells)).toBe(before);
  });

  it('requires at least one option', async () => {
    const { body } = await send({ ...upsellInput(), options: {} });
    expect(body.errors?.[0]?.extensions?.fields).toEqual({
      options: messages.atLeastOne('お申し込みになるオプション'),
    });
  });
});

describe('NotifyClientError', () => {
  const send = (title: string, text: string, key = newKey()) =>
    app.t.gql<{ notifyClientError: { result: string } }>(
      NotifyClientErrorDocument,
      { title, text, idempotencyKey: key },
      { token: app.token, headers: { 'User-Agent': 'jest-browser/1.0' } },
    );

  it('stores the report once per key, with the user agent', async () => {
    const key = newKey();
    const before = await rows(clientErrors);
    const text = 'page: /apply/form/\nprevious: /\nerror: Loading chunk 3 failed\ncode: 500';
    expect((await send('クライアントサイドでエラーが発生しました', text, key)).body.data).toEqual({
      notifyClientError: { result: 'success' },
    });
    await send('クライアントサイドでエラーが発生しました', text, key);
    expect(await rows(clientErrors)).toBe(before + 1);
    const [row] = await app.t.database.db.select().from(clientErrors).limit(1);
    expect(row!.payload).toMatchObject({ text, userAgent: 'jest-browser/1.0' });
  });

  it('refuses an empty title and an over-long text', async () => {
    const { body } = await send(' ', 'x'.repeat(4001));
    expect(Object.keys(body.errors?.[0]?.extensions?.fields ?? {})).toEqual(['title', 'text']);
  });
});
