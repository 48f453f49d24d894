// GET /ops/submissions?q=: ops find a record by the number the visitor was
// given, a name in kanji or kana, a phone number, a mail address or a referral code.
import { ApplyCTCDocument, ContactDocument } from '@hikari/shared/operations';
import { FIXTURE_NOW, validApplicationPayload } from '@hikari/shared/testing/fixtures';
import { contactInput, newKey } from '../../testing/fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { parseSubmissionQuery } from './submissions';

let t: TestApp;
let application: { receptionId: string; introductionId: string };
let contactId: string;

beforeAll(async () => {
  t = await startTestApp();
  t.setNow(FIXTURE_NOW);
  const token = await t.token();
  const payload = validApplicationPayload();
  const applied = await t.gql<{ applyCTC: { receptionId: string; introductionId: string } }>(
    ApplyCTCDocument,
    {
      formDataJSON: JSON.stringify({
        ...payload,
        customer: {
          ...payload.customer,
          lastNameKana: 'サクラギ',
          firstNameKana: 'ミナミ',
          daytimePhone: '0561112222',
          mail: 'Minami@Example.jp',
          mailConfirm: 'Minami@Example.jp',
        },
      }),
      idempotencyKey: newKey(),
    },
    { token },
  );
  application = applied.body.data!.applyCTC;
  const contact = await t.gql<{ contact: { receptionId: string } }>(
    ContactDocument,
    { input: contactInput(), idempotencyKey: newKey() },
    { token },
  );
  contactId = contact.body.data!.contact.receptionId;
  // Two more who wrote their family names in variant kanji (異体字).
  for (const [lastName, lastNameKana] of [
    ['渡邉', 'ワタナベ'],
    ['髙橋', 'タカハシ'],
  ] as const) {
    const answer = await t.gql<{ contact: { receptionId: string } }>(
      ContactDocument,
      {
        input: { ...contactInput(), lastName, lastNameKana, phone: '052-999-0000', mail: 'v@example.jp' },
        idempotencyKey: newKey(),
      },
      { token },
    );
    variants[lastName] = answer.body.data!.contact.receptionId;
  }
});
const variants: Record<string, string> = {};
afterAll(() => t.close());

type Found = { match: string; total: number; items: { kind: string; receptionId: string }[] };

const search = async (q: string, extra = '') => {
  const res = await fetch(`${t.url}/ops/submissions?q=${encodeURIComponent(q)}${extra}`, {
    headers: { Authorization: `Bearer ${t.opsApiToken}` },
  });
  return { status: res.status, body: (await res.json()) as Found };
};

const found = (body: Found) => body.items.map((s) => `${s.kind} ${s.receptionId}`);

describe('GET /ops/submissions?q=', () => {
  it('finds the application by the reception number shown to the visitor, in any width and case', async () => {
    const wide = application.receptionId
      .toLowerCase()
      .replace(/[0-9a-z-]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));
    for (const q of [application.receptionId, wide, application.receptionId.replace(/-/g, '')]) {
      const { status, body } = await search(q);
      expect(status).toBe(200);
      expect(body.match).toBe('reception');
      expect(found(body)).toEqual([`applications ${application.receptionId}`]);
    }
  });

  it('finds the application by its referral code', async () => {
    const { body } = await search(application.introductionId.toLowerCase());
    expect(found(body)).toEqual([`applications ${application.receptionId}`]);
  });

  it.each([
    ['the kana name', 'サクラギ ミナミ'],
    ['the family name in hiragana', 'さくらぎ'],
    ['the phone number with hyphens', '056-111-2222'],
    ['the mail address in another case', 'minami@example.JP'],
  ])('finds the application by %s', async (_name, q) => {
    const { body } = await search(q);
    expect(found(body)).toEqual([`applications ${application.receptionId}`]);
  });

  it('finds a contact by its number and names the type', async () => {
    const { body } = await search(contactId);
    expect(found(body)).toEqual([`contacts ${contactId}`]);
  });

  it('searches one type when asked', async () => {
    // ヤマダ タロウ booked the contact and is also the account holder of the application's bank account.
    const { body } = await search('ヤマダ タロウ', '&kind=contacts');
    expect(found(body)).toEqual([`contacts ${contactId}`]);
    const all = await search('ヤマダ タロウ');
    expect(found(all.body).sort()).toEqual([
      `applications ${application.receptionId}`,
      `contacts ${contactId}`,
    ]);
  });

  it('finds by the name in kanji, as ops read it off a form or hear it on the phone', async () => {
    for (const q of ['山田', '山田 太郎', '山田　太郎', '田太']) {
      const { status, body } = await search(q);
      expect(status).toBe(200);
      expect(body.match).toBe('name');
      expect(found(body).sort()).toEqual([
        `applications ${application.receptionId}`,
        `contacts ${contactId}`,
      ]);
    }
    const contacts = await search('山田太郎', '&kind=contacts');
    expect(found(contacts.body)).toEqual([`contacts ${contactId}`]);
    const nobody = await search('佐藤');
    expect(nobody.status).toBe(200);
    expect(nobody.body.total).toBe(0);
  });

  it('finds a reception number typed without its prefix, of any kind', async () => {
    for (const [kind, id] of [
      ['applications', application.receptionId],
      ['contacts', contactId],
    ] as const) {
      for (const q of [id.slice(3), id.slice(3).replace('-', ''), id.slice(3).toLowerCase()]) {
        const { status, body } = await search(q);
        expect([q, status]).toEqual([q, 200]);
        expect(body.match).toBe('reception-tail');
        expect(found(body)).toEqual([`${kind} ${id}`]);
      }
    }
  });

  it.each([
    ['渡辺', '渡邉'],
    ['渡邊', '渡邉'],
    ['高橋', '髙橋'],
    ['髙橋', '髙橋'],
  ])('finds %s written as %s (異体字)', async (q, stored) => {
    const { body } = await search(q);
    expect(body.match).toBe('name');
    expect(found(body)).toEqual([`contacts ${variants[stored]}`]);
  });

  it('answers nothing found for an unknown number, 400 for what is no key', async () => {
    expect((await search('AP-20250801-ZZZZZZ')).body.total).toBe(0);
    expect((await search('12345')).status).toBe(400);
    expect((await search('ヤマダ', '&type=secrets')).status).toBe(400);
  });
});

describe('parseSubmissionQuery', () => {
  it.each([
    ['AP-20261124-7KQ3MZ', { kind: 'reception', value: 'AP-20261124-7KQ3MZ' }],
    ['ap2026112 4 7kq3mz', { kind: 'reception', value: 'AP-20261124-7KQ3MZ' }],
    ['ＴＲ－２０２６１１２４－ＡＢＣＤＥＦ', { kind: 'reception', value: 'TR-20261124-ABCDEF' }],
    ['taro@example.jp', { kind: 'mail', value: 'taro@example.jp' }],
    ['(052) 123-4567', { kind: 'phone', value: '0521234567' }],
    ['０９０１２３４５６７８', { kind: 'phone', value: '09012345678' }],
    ['ﾔﾏﾀﾞ ﾀﾛｳ', { kind: 'kana', value: 'ヤマダタロウ' }],
    ['xmkxjssv', { kind: 'code', value: 'XMKXJSSV' }],
    ['山田', { kind: 'name', value: '山田' }],
    ['山田　太郎', { kind: 'name', value: '山田太郎' }],
    ['株式会社 東海テスト', { kind: 'name', value: '株式会社東海テスト' }],
    ['20261124-7kq3mz', { kind: 'reception-tail', value: '20261124-7KQ3MZ' }],
    ['渡邉', { kind: 'name', value: '渡辺' }],
    ['12345', null],
    ['', null],
  ])('%s', (q, expected) => expect(parseSubmissionQuery(q)).toEqual(expected));
});
