// 「メールで続きを送る」: the answers kept for 7 days without the account
// number, a mailed link that opens them on any device, and the link saying
// plainly when the application was sent or the week is over.
import { eq } from 'drizzle-orm';
import { ApplicationDraftDocument, SaveApplicationDraftDocument } from '@hikari/shared/operations';
import { FIXTURE_NOW, validApplicationPayload } from '@hikari/shared/testing/fixtures';
import { applicationDrafts, mailOutbox } from '../../db/schema';
import { sendApplication } from '../../testing/applications';
import { newKey } from '../../testing/fixtures';
import { testAppPerFile } from '../../testing/test-app';
import { tokenHash } from '../follow/tokens';

const app = testAppPerFile({ now: FIXTURE_NOW });

const answers = () => {
  const { planData, campaignData, customer } = validApplicationPayload();
  return { planData, campaignData, customer };
};

async function save(mail: string, step = '/apply/form3/', draft: unknown = answers()) {
  return app.t.gql<{ saveApplicationDraft: { result: string; message: string } }>(
    SaveApplicationDraftDocument,
    { mail, step, draftJSON: JSON.stringify(draft), idempotencyKey: newKey() },
    { token: app.token },
  );
}

async function open(token: string, guest = app.token) {
  const { body } = await app.t.gql<{
    applicationDraft: {
      result: string;
      message: string | null;
      step: string | null;
      draftJSON: string | null;
      expiresAt: string | null;
    };
  }>(ApplicationDraftDocument, { token }, { token: guest });
  expect(body.errors).toBeUndefined();
  return body.data!.applicationDraft;
}

/** The link's token in the newest carry-on mail to `to`. */
async function mailedToken(to: string) {
  const mails = await app.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const mail = mails.filter((m) => m.kind === 'carry-on').at(-1)!;
  return { mail, token: /\/apply\/resume\/#t=([A-Za-z0-9_-]{43})/.exec(mail.textBody)![1]! };
}

describe('carry on later', () => {
  it('keeps the answers without the account number and mails a link that opens the same step', async () => {
    const { body } = await save('ｈａｎａｋｏ@example.jp');
    expect(body.errors).toBeUndefined();
    expect(body.data!.saveApplicationDraft.message).toContain('hanako@example.jp あてに');
    const { mail, token } = await mailedToken('hanako@example.jp');
    expect(mail.subject).toContain('お申し込みの続きのご案内');
    expect(mail.textBody).toContain('2025年8月8日（金）12:00まで有効');
    expect(mail.textBody).toContain('口座番号は保存していません');

    const [row] = await app.t.database.db
      .select()
      .from(applicationDrafts)
      .where(eq(applicationDrafts.tokenHash, tokenHash(token)));
    expect((row!.answers as ReturnType<typeof answers>).customer.bankInfo.accountNo).toBe('');

    const opened = await open(token);
    expect(opened).toMatchObject({ result: 'found', step: '/apply/form3/' });
    const restored = JSON.parse(opened.draftJSON!) as ReturnType<typeof answers>;
    expect(restored.customer.lastName).toBe('山田');
    expect(restored.customer.bankInfo.accountNo).toBe('');
    expect(restored.planData).toEqual(answers().planData);
  });

  it("keeps only what the steps' schemas know, and drops an answer they refuse", async () => {
    const draft = answers();
    const tampered = {
      ...draft,
      planData: { ...draft.planData, cardNumber: '4111111111111111' },
      customer: {
        ...draft.customer,
        pin: '1234',
        filler: 'x'.repeat(30_000),
        // Too long for 姓 (20), and a direction override in 名: the visitor types them again.
        lastName: '山'.repeat(200),
        firstName: '太\u202e郎',
      },
      extra: { anything: true },
    };
    const { body } = await save('tamper@example.jp', '/apply/form3/', tampered);
    expect(body.errors).toBeUndefined();
    const { token } = await mailedToken('tamper@example.jp');
    const kept = JSON.parse((await open(token)).draftJSON!) as Record<string, Record<string, unknown>>;
    expect(Object.keys(kept).sort()).toEqual(['campaignData', 'customer', 'planData']);
    expect(kept.planData).not.toHaveProperty('cardNumber');
    expect(kept.customer).not.toHaveProperty('pin');
    expect(kept.customer).not.toHaveProperty('filler');
    // Left out (the page lays a draft over its empty defaults).
    expect(kept.customer!.lastName ?? '').toBe('');
    expect(kept.customer!.firstName ?? '').toBe('');
    // What was right stays.
    expect(kept.customer!.lastNameKana).toBe(draft.customer.lastNameKana);
    expect(JSON.stringify(kept).length).toBeLessThan(16 * 1024);
  });

  it('refuses a draft whose keys are named after what every object has', async () => {
    const json = JSON.stringify(answers()).replace('"customer":{', '"customer":{"constructor":"x",');
    const { body } = await app.t.gql(
      SaveApplicationDraftDocument,
      { mail: 'proto@example.jp', step: '/apply/form3/', draftJSON: json, idempotencyKey: newKey() },
      { token: app.token },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a wrong mail address or step, storing and sending nothing', async () => {
    const before = (await app.t.database.db.select().from(applicationDrafts)).length;
    const badMail = await save('not-a-mail');
    expect(badMail.body.errors?.[0]?.extensions?.fields).toEqual({ mail: expect.any(String) });
    const badStep = await save('taro@example.jp', '/apply/completed/');
    expect(badStep.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await app.t.database.db.select().from(applicationDrafts)).length).toBe(before);
  });

  it('says the application was sent once it is, with the answers deleted', async () => {
    await save('sent@example.jp');
    const { token } = await mailedToken('sent@example.jp');
    const { body } = await sendApplication(app.t, app.token, validApplicationPayload(), {
      idempotencyKey: newKey(),
      draftTokens: [token],
    });
    expect(body.errors).toBeUndefined();
    const opened = await open(token);
    expect(opened).toMatchObject({ result: 'sent', draftJSON: null });
    expect(opened.message).toContain('すでに送信済み');
    const [row] = await app.t.database.db
      .select()
      .from(applicationDrafts)
      .where(eq(applicationDrafts.tokenHash, tokenHash(token)));
    expect(row!.answers).toBeNull();
  });

  it('says the link has run out after 7 days, with the answers deleted', async () => {
    await save('late@example.jp');
    const { token } = await mailedToken('late@example.jp');
    app.t.setNow(new Date(FIXTURE_NOW.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000));
    const opened = await open(token, await app.t.token());
    expect(opened.result).toBe('expired');
    expect(opened.message).toContain('有効期限（7日間）が過ぎた');
    const [row] = await app.t.database.db
      .select()
      .from(applicationDrafts)
      .where(eq(applicationDrafts.tokenHash, tokenHash(token)));
    expect(row).toMatchObject({ answers: null, closedReason: 'expired' });
    app.t.setNow(FIXTURE_NOW);
  });
});
