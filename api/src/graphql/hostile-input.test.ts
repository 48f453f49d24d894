// Input a hostile client sends instead of what the site does: control
// characters, half an emoji, direction marks, keys named after Object's own
// members. Each is a BAD_USER_INPUT naming the field, with the message the
// page shows; nothing reaches the database and nothing answers 500.
import { count } from 'drizzle-orm';
import { ContactDocument } from '@hikari/shared/operations';
import { BAD_INPUT_MESSAGE } from './errors';
import { FORM_ERROR_KEY, messages } from '@hikari/shared/forms';
import { FIXTURE_NOW, validApplicationPayload } from '@hikari/shared/testing/fixtures';
import { applications, contacts } from '../db/schema';
import { sendApplication } from '../testing/applications';
import { contactInput, newKey } from '../testing/fixtures';
import { testAppPerFile } from '../testing/test-app';

const app = testAppPerFile({ now: FIXTURE_NOW });

const stored = async (table: typeof applications | typeof contacts) =>
  Number((await app.t.database.db.select({ n: count() }).from(table))[0]!.n);

function withName(lastName: string) {
  const payload = validApplicationPayload();
  return { ...payload, customer: { ...payload.customer, lastName } };
}

describe('ApplyCTC with characters no name has', () => {
  it.each([
    ['NUL', '山\u0000田'],
    ['half an emoji', '山\ud800田'],
    ['ESC', '\u001b[31m山田'],
    ['BEL', '山田\u0007'],
    ['a direction override', '山\u202e田'],
    ['a zero-width space', '山\u200b田'],
  ])("refuses %s in 姓 with the page's message and stores nothing", async (_what, lastName) => {
    const before = await stored(applications);
    const { status, body } = await sendApplication(app.t, app.token, withName(lastName));
    expect(status).toBe(200);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: BAD_INPUT_MESSAGE,
        extensions: expect.objectContaining({
          code: 'BAD_USER_INPUT',
          fields: { 'customer.lastName': messages.plainText('姓') },
        }),
      }),
    ]);
    expect(await stored(applications)).toBe(before);
  });
});

describe('ApplyCTC with keys named after what every object has', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'answers BAD_USER_INPUT to a key %s, at the top and inside customer',
    async (key) => {
      const json = JSON.stringify(validApplicationPayload());
      for (const tampered of [
        json.replace('{"planData"', `{"${key}":{"x":1},"planData"`),
        json.replace('"customer":{', `"customer":{"${key}":"x",`),
      ]) {
        expect(tampered).not.toBe(json);
        const { body } = await sendApplication(app.t, app.token, tampered);
        expect(body.errors?.[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fields: { [FORM_ERROR_KEY]: expect.stringContaining(key) },
        });
      }
    },
  );
});

describe('Contact with control characters in its free text', () => {
  const send = (input: unknown) =>
    app.t.gql<{ contact: unknown }>(
      ContactDocument,
      { input, idempotencyKey: newKey() },
      { token: app.token },
    );

  it('keeps line breaks in お問い合わせ内容 but refuses NUL and a direction override', async () => {
    const question = { ...contactInput(), topic: 'other', postalCode: '', address: '' };
    const before = await stored(contacts);
    for (const message of ['変更したい\u0000', '\u202e変更したい']) {
      const { body } = await send({ ...question, message });
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { message: messages.plainText('お問い合わせ内容') },
      });
    }
    expect(await stored(contacts)).toBe(before);
    const { body } = await send({ ...question, message: '1行目\n2行目' });
    expect(body.errors).toBeUndefined();
    expect(await stored(contacts)).toBe(before + 1);
  });
});
