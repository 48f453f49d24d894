// ApplyCTC refuses a date of birth whose year is in the future, before 1900
// or not four digits, each with its own message on customer.dobYear (the
// shared schema's), and stores nothing.
import { count } from 'drizzle-orm';
import { ApplyCTCDocument } from '@hikari/shared/operations';
import { messages } from '@hikari/shared/forms';
import { applications, idempotency } from '../../db/schema';
import { FIXTURE_NOW, validApplicationPayload } from '@hikari/shared/testing/fixtures';
import { newKey } from '../../testing/fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  t.setNow(FIXTURE_NOW);
});
afterAll(() => t.close());

const stored = async () => ({
  applications: Number((await t.database.db.select({ n: count() }).from(applications))[0]!.n),
  keys: Number((await t.database.db.select({ n: count() }).from(idempotency))[0]!.n),
});

describe('ApplyCTC: the year of birth', () => {
  it.each([
    ['2030', messages.birthDateFuture],
    ['1800', messages.birthYearTooOld(1900)],
    ['85', messages.birthYearDigits],
  ])('%s is refused with its own message and nothing is stored', async (dobYear, message) => {
    const payload = validApplicationPayload();
    const before = await stored();
    const { body } = await t.gql(ApplyCTCDocument, {
      formDataJSON: JSON.stringify({ ...payload, customer: { ...payload.customer, dobYear } }),
      idempotencyKey: newKey(),
    });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.extensions?.fields?.['customer.dobYear']).toBe(message);
    expect(await stored()).toEqual(before);
  });
});
