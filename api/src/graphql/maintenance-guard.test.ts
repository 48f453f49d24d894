// Maintenance mode at the API (docs/business-rules.md#maintenance): every mutation that submits a
// visitor's data is refused with MAINTENANCE and stores nothing; the
// diagnostics stay open; the window follows the server clock in Japan time.
import { count } from 'drizzle-orm';
import { parse } from 'graphql';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  ApplicationUpSellDocument,
  ApplyCTCDocument,
  CheckTransferRequestDocument,
  ContactDocument,
  NotifyClientErrorDocument,
  TransferRequestDocument,
} from '@hikari/shared/operations';
import { applications, clientErrors, contacts, idempotency, transferRequests, upsells } from '../db/schema';
import { FIXTURE_NOW, validApplicationPayload } from '@hikari/shared/testing/fixtures';
import {
  contactInput,
  newKey,
  transferCheckInput,
  transferRequestInput,
  upsellInput,
} from '../testing/fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';
import { DEFAULT_SITE_NAME, updateSettings } from '../modules/settings/settings-store';
import { isGuardedMutation, MAINTENANCE_EXEMPT_MUTATIONS, MAINTENANCE_MESSAGE } from './maintenance-guard';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  t.setNow(FIXTURE_NOW);
});
afterAll(() => t.close());

const OFF: { isAlwaysDisplay: boolean; firstDate: string | null; lastDate: string | null } = {
  isAlwaysDisplay: false,
  firstDate: null,
  lastDate: null,
};
const setMaintenance = (maintenance: Partial<typeof OFF>) =>
  updateSettings(t.database.db, DEFAULT_SITE_NAME, { maintenance: { ...OFF, ...maintenance } });

const stored = async () => {
  const db = t.database.db;
  const n = async (table: PgTable) => Number((await db.select({ n: count() }).from(table))[0]!.n);
  return {
    applications: await n(applications),
    contacts: await n(contacts),
    transfers: await n(transferRequests),
    upsells: await n(upsells),
    clientErrors: await n(clientErrors),
    idempotency: await n(idempotency),
  };
};

const submissions: [string, string, () => Record<string, unknown>][] = [
  ['ApplyCTC', ApplyCTCDocument, () => ({ formDataJSON: JSON.stringify(validApplicationPayload()) })],
  ['Contact', ContactDocument, () => ({ input: contactInput() })],
  ['CheckTransferRequest', CheckTransferRequestDocument, () => ({ input: transferCheckInput() })],
  ['TransferRequest', TransferRequestDocument, () => ({ input: transferRequestInput() })],
  ['ApplicationUpSell', ApplicationUpSellDocument, () => ({ input: upsellInput() })],
];

describe('during maintenance', () => {
  afterEach(() => setMaintenance(OFF));

  it.each(submissions)('%s is refused with MAINTENANCE and nothing is stored', async (_name, doc, vars) => {
    await setMaintenance({ isAlwaysDisplay: true });
    const before = await stored();
    const { status, body } = await t.gql(doc, { ...vars(), idempotencyKey: newKey() });
    expect(status).toBe(503);
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({ message: MAINTENANCE_MESSAGE, extensions: { code: 'MAINTENANCE' } }),
    ]);
    expect(await stored()).toEqual(before);
  });

  it('refuses inside the dated window (Japan time, to the end of lastDate) and accepts outside it', async () => {
    await setMaintenance({ firstDate: '2025-08-01', lastDate: '2025-08-02' });
    const send = () => t.gql(ContactDocument, { input: contactInput(), idempotencyKey: newKey() });
    t.setNow(new Date('2025-08-02T23:59:00+09:00'));
    expect((await send()).body.errors?.[0]?.extensions?.code).toBe('MAINTENANCE');
    t.setNow(new Date('2025-08-03T00:00:00+09:00'));
    // Outside the window the same booking goes through (its dates are validated against the clock).
    const after = await send();
    t.setNow(FIXTURE_NOW);
    expect(after.body.errors?.[0]?.extensions?.code).not.toBe('MAINTENANCE');
  });

  it('refuses from 02:00 to 04:00 of a night window and accepts at 04:01 (both times Japan time)', async () => {
    await setMaintenance({ firstDate: '2025-08-02T02:00', lastDate: '2025-08-02T04:00' });
    const send = () => t.gql(ContactDocument, { input: contactInput(), idempotencyKey: newKey() });
    const codeAt = async (iso: string) => {
      t.setNow(new Date(iso));
      return (await send()).body.errors?.[0]?.extensions?.code;
    };
    try {
      expect(await codeAt('2025-08-02T01:59:00+09:00')).not.toBe('MAINTENANCE');
      expect(await codeAt('2025-08-02T02:00:00+09:00')).toBe('MAINTENANCE');
      expect(await codeAt('2025-08-02T04:00:00+09:00')).toBe('MAINTENANCE');
      expect(await codeAt('2025-08-02T04:01:00+09:00')).not.toBe('MAINTENANCE');
    } finally {
      t.setNow(FIXTURE_NOW);
    }
  });

  it('keeps NotifyClientError open: a page failing during maintenance still reaches ops', async () => {
    await setMaintenance({ isAlwaysDisplay: true });
    const before = await stored();
    const { body } = await t.gql(NotifyClientErrorDocument, {
      title: 'クライアントエラー',
      text: 'page: /contact/\nerror: boom\ncode: 500',
      idempotencyKey: newKey(),
    });
    expect(body.data).toEqual({ notifyClientError: { result: 'success' } });
    expect((await stored()).clientErrors).toBe(before.clientErrors + 1);
  });

  it('lets queries through (the site still reads its settings and searches the area)', async () => {
    await setMaintenance({ isAlwaysDisplay: true });
    const { body } = await t.gql(
      'query { getSettingLambda(siteName: "hikari") { maintenance { isAlwaysDisplay } } }',
      {},
    );
    expect(body.data).toEqual({ getSettingLambda: { maintenance: { isAlwaysDisplay: true } } });
  });

  it('accepts the same submission again once maintenance is off', async () => {
    await setMaintenance({ isAlwaysDisplay: true });
    const key = newKey();
    const refused = await t.gql(ContactDocument, { input: contactInput(), idempotencyKey: key });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('MAINTENANCE');
    await setMaintenance(OFF);
    const accepted = await t.gql<{ contact: { receptionId: string } }>(ContactDocument, {
      input: contactInput(),
      idempotencyKey: key,
    });
    expect(accepted.body.data?.contact.receptionId).toMatch(/^CT-/);
  });
});

describe('which mutations are guarded', () => {
  it('guards every mutation of the schema except the listed diagnostics, so new ones are covered by default', () => {
    const mutationType = t.app.yoga.getEnveloped().schema.getMutationType()!;
    const fields = Object.keys(mutationType.getFields());
    expect(fields.length).toBeGreaterThanOrEqual(6);
    for (const field of fields) {
      const guarded = isGuardedMutation(parse(`mutation { ${field} }`));
      expect([field, guarded]).toEqual([field, !MAINTENANCE_EXEMPT_MUTATIONS.has(field)]);
    }
  });

  it('guards a mutation that names an exempt field next to a guarded one', () => {
    expect(isGuardedMutation(parse('mutation { notifyClientError contact }'))).toBe(true);
    expect(isGuardedMutation(parse('query { getSettingLambda }'))).toBe(false);
  });
});
