// The contract document (契約書面) written to the outbox with each stored
// application: once per application, in its transaction, with what the server
// stored (not what the browser said), and read by ops through /ops/mail.
import { count } from 'drizzle-orm';
import {
  COMPANY_NAME,
  COOLING_OFF_DAYS,
  contractTerms,
  formatYen,
  phoneWindows,
  priceCatalog,
} from '@hikari/shared/domain';
import { FIXTURE_NOW, validApplicationPayload } from '@hikari/shared/testing/fixtures';
import { mailOutbox } from '../../db/schema';
import { applicationRow, sendApplication } from '../../testing/applications';
import { newKey } from '../../testing/fixtures';
import { testAppPerFile } from '../../testing/test-app';
import type { StoredEstimate } from '../applications/recompute-estimate';
import { NOT_QUOTED_NOTE, postalAreaOf } from './contract-document';
import { mailOf } from './outbox';

const app = testAppPerFile({ now: FIXTURE_NOW });

const mailCount = async () => Number((await app.t.database.db.select({ n: count() }).from(mailOutbox))[0]!.n);

const ops = (path: string) =>
  fetch(`${app.t.url}${path}`, { headers: { Authorization: `Bearer ${app.t.opsApiToken}` } });

async function applied(payload: unknown = validApplicationPayload({ plan: 'plan10G' }), key = newKey()) {
  const { body } = await sendApplication(app.t, app.token, payload, { idempotencyKey: key });
  expect(body.errors).toBeUndefined();
  return body.data!.applyCTC;
}

describe('the contract document of an application', () => {
  it('carries every change of a monthly price over time the terms step shows (安心サポートPlus 880円 from month 25)', async () => {
    const payload = validApplicationPayload({ plan: 'plan10G' });
    const answer = await applied({ ...payload, planData: { ...payload.planData, isAnshinSupport: true } });
    const [mail] = await mailOf(app.t.database.db, answer.receptionId);
    const text = mail!.textBody;
    expect(text).toContain('月額料金の内訳');
    expect(text).toContain('安心サポートPlus：770円／月（最初の3ヶ月は無料、25ヶ月目から880円）');
    expect(text).toContain('10ギガプラン（戸建て）：5,940円／月');
    expect(mail!.htmlBody).toContain('25ヶ月目から880円');
    // The summary row says the same, in the same words, and names the payment as the form did.
    expect(text).toContain(
      'オプションサービス：安心サポートPlus（770円／月（最初の3ヶ月は無料、25ヶ月目から880円））',
    );
    expect(text).toContain('お支払い方法：口座振替（Webで口座を登録）');
  });

  it('names the referral cash back with its amount when the code was accepted', async () => {
    const answer = await applied(validApplicationPayload({ plan: 'plan10G', introducerId: 'HIKARI01' }));
    const [mail] = await mailOf(app.t.database.db, answer.receptionId);
    expect(mail!.textBody).toContain('お友だち紹介キャッシュバック');
    expect(mail!.textBody).toContain(formatYen(priceCatalog.campaigns.friend));
  });

  it('is written to the outbox once, for the applicant, with the figures the server stored', async () => {
    const answer = await applied();
    const mails = await mailOf(app.t.database.db, answer.receptionId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const row = await applicationRow(app.t, answer.introductionId);
    const { breakdown } = row.estimate as StoredEstimate;

    expect(mail!.toAddress).toBe('taro@example.jp');
    expect(mail!.kind).toBe('contract-document');
    expect(mail!.subject).toBe(
      `【${COMPANY_NAME}】お申し込み内容と契約書面のお知らせ（受付番号 ${answer.receptionId}）`,
    );
    expect(mail!.messageId).toBe(`<contract-document.${answer.receptionId}@tokai-hikari.example>`);
    expect(mail!.sentAt).toBeNull();
    const text = mail!.textBody;
    expect(text).toContain(`受付番号 ${answer.receptionId} のお客さま`);
    expect(text).toContain(`受付番号：${answer.receptionId}`);
    expect(text).toContain('電気通信事業法に基づく契約書面');
    // What was ordered and its charges, as stored.
    expect(text).toContain(`プラン：${breakdown.monthlyLines.find((line) => line.id === 'plan')!.label}`);
    expect(text).toContain(`月額料金（1年目）：${formatYen(breakdown.monthlyTotal.firstYear)}`);
    expect(text).toContain(`月額料金（2年目以降）：${formatYen(breakdown.monthlyTotal.afterFirstYear)}`);
    expect(text).toContain(`初期費用の合計：${formatYen(breakdown.oneTimeTotal)}`);
    for (const campaign of breakdown.appliedCampaigns) expect(text).toContain(campaign.name);
    // Term, leaving, cooling-off, how to reach the provider.
    expect(text).toContain(`${priceCatalog.termMonths}ヶ月間`);
    expect(text).toContain('契約解除料として月額基本料金の1ヶ月分');
    expect(text).toContain('初期契約解除制度');
    // docs/business-rules.md#contract-terms: the terms in the words of the terms step and every page.
    for (const statement of [
      contractTerms.billingStart,
      contractTerms.contractPeriod(),
      contractTerms.earlyTermination(),
      contractTerms.coolingOffPeriod(),
      contractTerms.coolingOffHow,
      contractTerms.paymentMethods,
      contractTerms.worksAttendance,
      contractTerms.worksDayToArrange,
      `このお申し込みのキャッシュバックは合計${formatYen(breakdown.cashBackTotal)}です。${contractTerms.cashBackPayment}`,
    ])
      expect(text).toContain(statement);
    expect(text).toContain(`${COOLING_OFF_DAYS}日が経過するまで`);
    expect(text).toContain(phoneWindows.support.number);
    expect(text).toContain('工事日はまだ決まっていません');
    // The bank account only masked, never whole.
    expect(text).not.toContain('1234567');
    expect(text).toContain('****567');
    expect(mail!.htmlBody).toContain('<html lang="ja">');
    expect(mail!.htmlBody).toContain(answer.receptionId);
    expect(mail!.htmlBody).not.toContain('1234567');
  });

  it('quotes nothing the visitor typed (name, street, building, room) and says where to read them', async () => {
    const payload = validApplicationPayload();
    const typed = {
      lastName: '未払料金',
      firstName: '至急連絡',
      line1: '3丁目1-1',
      line2: '料金センター',
      line3: '至急707',
    };
    const answer = await applied({
      ...payload,
      customer: {
        ...payload.customer,
        lastName: typed.lastName,
        firstName: typed.firstName,
        installationInfo: {
          ...payload.customer.installationInfo,
          line1: typed.line1,
          line2: typed.line2,
          line3: typed.line3,
        },
      },
    });
    const row = await applicationRow(app.t, answer.introductionId);
    // Stored as typed: the back office and the application's page read them.
    expect(JSON.stringify(row.payload)).toContain(typed.line2);
    const [mail] = await mailOf(app.t.database.db, answer.receptionId);
    for (const body of [mail!.subject, mail!.textBody, mail!.htmlBody]) {
      for (const text of Object.values(typed)) expect(body).not.toContain(text);
    }
    expect(mail!.textBody).toContain(`受付番号 ${answer.receptionId} のお客さま`);
    expect(mail!.textBody).toContain(NOT_QUOTED_NOTE);
    // The address as far as the postal data names it from the postal code.
    expect(mail!.textBody).toContain(
      '設置先のご住所：〒460-0008 愛知県名古屋市中区（番地・建物名は記載していません）',
    );
    // Its link names the configured public address, whatever Host the request named, and until when it opens:
    // 180 days from 2025-08-01 12:00 Japan time is 2026-01-28 12:00, so all of 2026-01-27.
    expect(mail!.textBody).toContain(`${app.t.config.publicSiteUrl}/apply/status/#t=`);
    expect(mail!.textBody).toContain('このリンクは2026年1月27日（火）まで有効です。');
  });

  it('is not written again for a replay, nor for a refused application', async () => {
    const key = newKey();
    const first = await applied(validApplicationPayload(), key);
    const before = await mailCount();
    const again = await applied(validApplicationPayload(), key);
    expect(again.receptionId).toBe(first.receptionId);
    const refused = await sendApplication(
      app.t,
      app.token,
      {
        ...validApplicationPayload(),
        customer: { ...validApplicationPayload().customer, mail: 'not-a-mail' },
      },
      { idempotencyKey: newKey() },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await mailCount()).toBe(before);
  });

  it('is listed for ops with its status and read in full, each read in the audit log', async () => {
    const answer = await applied();
    const list = await ops('/ops/mail?limit=5');
    expect(list.status).toBe(200);
    const { smtpConfigured, messages } = (await list.json()) as {
      smtpConfigured: boolean;
      messages: { id: number; receptionId: string; status: string; statusLabel: string; to: string }[];
    };
    expect(smtpConfigured).toBe(false);
    const listed = messages.find((m) => m.receptionId === answer.receptionId)!;
    expect(listed).toMatchObject({ status: 'local', to: 'taro@example.jp' });
    expect(listed.statusLabel).toContain('SMTP 未設定');

    const detail = await ops(`/ops/mail/${listed.id}`);
    const { message } = (await detail.json()) as {
      message: { text: string; html: string; messageId: string };
    };
    expect(message.text).toContain(`受付番号：${answer.receptionId}`);
    expect((await ops('/ops/mail/999999')).status).toBe(404);

    const audit = (await (await ops('/ops/audit?limit=20')).json()) as {
      entries: { action: string; target: string; description: string; address: string | null }[];
    };
    const reads = audit.entries.filter((entry) => entry.action === 'mail');
    expect(reads.map((entry) => entry.target)).toEqual(expect.arrayContaining(['mail', answer.receptionId]));
    expect(reads.every((entry) => entry.address && !entry.description.includes('taro@'))).toBe(true);
  });

  it.each([
    ['4600008', '〒460-0008 愛知県名古屋市中区'],
    ['460-0008', '〒460-0008 愛知県名古屋市中区'],
    ['0000000', '〒000-0000'],
    ['46000', ''],
  ])('writes the installation address of postal code %p as %p', (code, written) => {
    expect(postalAreaOf(code)).toBe(written);
  });

  it('is never shown with a guest token', async () => {
    const res = await fetch(`${app.t.url}/ops/mail`, {
      headers: { Authorization: `Bearer ${await app.t.token()}` },
    });
    expect(res.status).toBe(401);
  });
});
