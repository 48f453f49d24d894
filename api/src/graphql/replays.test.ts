// A replay of a stored submission (same operation, idempotency key and input,
// from the guest that stored it) gets its stored answer whatever the request
// guards say: during maintenance and over the mutation rate limit. Anything
// else is refused as before: a new key, the key with another input, the key
// of another operation, the key sent by another guest.
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ApplyCTCDocument, ContactDocument } from '@hikari/shared/operations';
import { applications, contacts, idempotency } from '../db/schema';
import { FIXTURE_NOW, validApplicationPayload } from '@hikari/shared/testing/fixtures';
import { contactInput, newKey } from '../testing/fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';
import { DEFAULT_SITE_NAME, updateSettings } from '../modules/settings/settings-store';
import { MAINTENANCE_MESSAGE } from './maintenance-guard';
import { replayIdentities } from './yoga';

type ApplyAnswer = { applyCTC: { result: string; introductionId: string; receptionId: string } };

const MUTATIONS_PER_GUEST = 4;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_MUTATIONS_PER_GUEST: String(MUTATIONS_PER_GUEST) } });
  t.setNow(FIXTURE_NOW);
});
afterAll(() => t.close());

const setMaintenance = (isAlwaysDisplay: boolean) =>
  updateSettings(t.database.db, DEFAULT_SITE_NAME, {
    maintenance: { isAlwaysDisplay, firstDate: null, lastDate: null },
  });

const stored = async () => {
  const n = async (table: PgTable) => Number((await t.database.db.select({ n: count() }).from(table))[0]!.n);
  return { applications: await n(applications), contacts: await n(contacts), keys: await n(idempotency) };
};

const formDataJSON = JSON.stringify(validApplicationPayload());
const apply = (token: string, idempotencyKey: string, json = formDataJSON) =>
  t.gql<ApplyAnswer>(ApplyCTCDocument, { formDataJSON: json, idempotencyKey }, { token });

/** An application stored under a fresh key, by a guest of its own (`token`). */
async function storedApplication() {
  const key = newKey();
  const token = await t.token();
  const first = await apply(token, key);
  expect(first.body.errors).toBeUndefined();
  return { key, token, answer: first.body.data!.applyCTC };
}

describe('during maintenance', () => {
  afterEach(() => setMaintenance(false));

  it('answers a replayed application with its stored answer, and refuses a new key with MAINTENANCE', async () => {
    const { key, token, answer } = await storedApplication();
    await setMaintenance(true);
    const before = await stored();

    // Sent again as the browser sends it (the same JSON) and with other spacing (the same payload).
    for (const json of [formDataJSON, JSON.stringify(validApplicationPayload(), null, 2)]) {
      const replay = await apply(token, key, json);
      expect(replay.status).toBe(200);
      expect(replay.body.errors).toBeUndefined();
      // The stored answer; the link to the application's page is a new one each time.
      expect(replay.body.data!.applyCTC).toEqual({
        ...answer,
        followToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
    }

    const fresh = await apply(await t.token(), newKey());
    expect(fresh.status).toBe(503);
    expect(fresh.body.errors).toEqual([
      expect.objectContaining({ message: MAINTENANCE_MESSAGE, extensions: { code: 'MAINTENANCE' } }),
    ]);
    expect(await stored()).toEqual(before);
  });

  it('refuses the stored key and input sent by another guest with MAINTENANCE, answering nothing of it', async () => {
    const { key, answer } = await storedApplication();
    await setMaintenance(true);
    const before = await stored();
    const other = await apply(await t.token(), key);
    expect(other.status).toBe(503);
    expect(other.body.errors?.[0]?.extensions?.code).toBe('MAINTENANCE');
    expect(JSON.stringify(other.body)).not.toContain(answer.receptionId);
    expect(await stored()).toEqual(before);
  });

  it('refuses the stored key with another input, or under another operation, with MAINTENANCE', async () => {
    const { key, token } = await storedApplication();
    await setMaintenance(true);
    const before = await stored();
    const other = validApplicationPayload({ plan: 'plan1G' });
    const changed = await apply(token, key, JSON.stringify(other));
    expect(changed.body.errors?.[0]?.extensions?.code).toBe('MAINTENANCE');
    const asContact = await t.gql(ContactDocument, { input: contactInput(), idempotencyKey: key }, { token });
    expect(asContact.body.errors?.[0]?.extensions?.code).toBe('MAINTENANCE');
    expect(await stored()).toEqual(before);
  });

  it('answers a replayed booking (an input object, not JSON) with its stored answer', async () => {
    const key = newKey();
    const token = await t.token();
    const first = await t.gql<{ contact: { receptionId: string } }>(
      ContactDocument,
      { input: contactInput(), idempotencyKey: key },
      { token },
    );
    expect(first.body.errors).toBeUndefined();
    await setMaintenance(true);
    const replay = await t.gql(ContactDocument, { input: contactInput(), idempotencyKey: key }, { token });
    expect(replay.body).toEqual(first.body);
    const fresh = await t.gql(
      ContactDocument,
      { input: contactInput(), idempotencyKey: newKey() },
      { token },
    );
    expect(fresh.body.errors?.[0]?.extensions?.code).toBe('MAINTENANCE');
    // The guards read the operation's own root fields: the same call behind a fragment is refused.
    const spread = await t.gql(
      `mutation Spread($input: ContactInput!, $idempotencyKey: String!) { ...F }
       fragment F on Mutation { contact(input: $input, idempotencyKey: $idempotencyKey) { result receptionId } }`,
      { input: contactInput(), idempotencyKey: key },
      { token },
    );
    expect(spread.body.errors?.[0]?.extensions?.code).toBe('MAINTENANCE');
  });
});

describe('over the mutation rate limit', () => {
  it('answers a replayed application with its stored answer, and refuses a new key with RATE_LIMITED', async () => {
    const { key, token, answer } = await storedApplication();
    // Use up this guest's mutations (the stored application was one) with
    // submissions that are refused (they count all the same).
    for (let i = 1; i < MUTATIONS_PER_GUEST; i += 1) {
      const refused = await apply(token, newKey(), '{}');
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const before = await stored();

    const replay = await apply(token, key);
    expect(replay.status).toBe(200);
    // The stored answer; the link to the application's page is a new one each time.
    expect(replay.body.data!.applyCTC).toEqual({
      ...answer,
      followToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(replay.body.data!.applyCTC.receptionId).toMatch(/^AP-/);

    const fresh = await apply(token, newKey());
    expect(fresh.status).toBe(429);
    expect(fresh.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // A key alone opens nothing: the stored key with another input is refused too.
    const changed = await apply(token, key, JSON.stringify(validApplicationPayload({ plan: 'plan1G' })));
    expect(changed.status).toBe(429);
    // Nor does the key with its input from another guest over its own limit.
    const stranger = await t.token();
    for (let i = 0; i < MUTATIONS_PER_GUEST; i += 1) await apply(stranger, newKey(), '{}');
    const borrowed = await apply(stranger, key);
    expect(borrowed.status).toBe(429);
    expect(JSON.stringify(borrowed.body)).not.toContain(answer.receptionId);
    expect(await stored()).toEqual(before);
  });
});

describe('which mutations can be recognised as replays', () => {
  it('knows what identifies a replay of every mutation of the schema', () => {
    const mutationType = t.app.yoga.getEnveloped().schema.getMutationType()!;
    expect(Object.keys(replayIdentities).sort()).toEqual(Object.keys(mutationType.getFields()).sort());
  });
});
