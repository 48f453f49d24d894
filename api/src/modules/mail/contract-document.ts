// The mail sent when an application is stored: the contract document
// (契約書面) that 電気通信事業法 art. 26-2 asks a provider to give once the
// contract is made. It states what was ordered, the monthly and one-time
// charges with their conditions, the campaigns and theirs, the contract
// period and the charges of leaving, the cooling-off right (初期契約解除,
// counted from the day this mail is received) and how to use it, the works
// date, the reception number and how to reach the provider.
//
// Every figure is read from the application as the server stored it (its own
// recomputed estimate), through the same column texts the back office reads
// (submissionFields) and the same important-matters text the terms page
// showed before the visitor applied (shared importantMatters). The bank
// account is written masked, as everywhere outside the ops detail view.
import {
  COMPANY_NAME,
  DEFAULT_SETTINGS,
  companyAddress,
  formatYen,
  importantMatters,
  paths,
  phoneWindows,
  receptionHoursLabel,
  termsFiguresOf,
  type CallTime,
  type PlanData,
} from '@hikari/shared/domain';
import { storedRecord, storedText } from '@hikari/shared/forms';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import type { StoredSubmission } from '../ops/submissions';
import { DEFAULT_SITE_NAME, readSettings } from '../settings/settings-store';
import { enqueueMail, messageIdOf } from './outbox';
import { breakdownOf, submissionFields } from '../ops/submission-view';

export interface ContractDocument {
  to: string;
  subject: string;
  text: string;
  html: string;
}

interface Section {
  title: string;
  /** Label and value rows. */
  rows?: [string, string][];
  paragraphs?: string[];
}

function yen(value: string | number | undefined): string {
  return typeof value === 'number' ? formatYen(value) : '';
}

const ymdJa = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '〒460-0008' from the stored 7 digits. */
function postalMark(code: string): string {
  const digits = code.replace(/\D/g, '');
  return digits.length === 7 ? `〒${digits.slice(0, 3)}-${digits.slice(3)}` : code ? `〒${code}` : '';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function asText(greeting: string, intro: string[], sections: Section[], footer: string[]): string {
  const out = [greeting, '', ...intro, ''];
  for (const section of sections) {
    out.push(`■ ${section.title}`);
    for (const [label, value] of section.rows ?? []) out.push(`${label}：${value}`);
    for (const paragraph of section.paragraphs ?? []) out.push(paragraph);
    out.push('');
  }
  return [...out, '――――――――――――――――――――', ...footer, ''].join('\n');
}

function asHtml(
  subject: string,
  greeting: string,
  intro: string[],
  sections: Section[],
  footer: string[],
): string {
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const body = sections
    .map((section) => {
      const rows = section.rows?.length
        ? `<table role="presentation" cellpadding="4" style="border-collapse:collapse">${section.rows
            .map(
              ([label, value]) =>
                `<tr><th align="left" valign="top" style="white-space:nowrap;padding-right:1em">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
            )
            .join('')}</table>`
        : '';
      return `<h2 style="font-size:16px;border-bottom:1px solid #999">${escapeHtml(section.title)}</h2>${rows}${(section.paragraphs ?? []).map(p).join('')}`;
    })
    .join('');
  return [
    '<!doctype html>',
    `<html lang="ja"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif;line-height:1.7;color:#222">',
    p(greeting),
    ...intro.map(p),
    body,
    '<hr>',
    ...footer.map(p),
    '</body></html>',
  ].join('');
}

/** The contract document of a stored application, in plain text and HTML. */
export function contractDocument(
  row: StoredSubmission,
  options: { callTime: CallTime; siteUrl: string; receivedAt: Date },
): ContractDocument {
  const fields = submissionFields(row, true);
  const payload = storedRecord(row.payload);
  const customer = storedRecord(payload.customer);
  const place = storedRecord(customer.installationInfo);
  const stored = storedRecord(row.estimate);
  const planData = stored.planData as PlanData;
  const breakdown = breakdownOf(row.estimate);
  if (!breakdown) throw new Error(`application ${row.receptionId} has no estimate`);
  const support = phoneWindows.support;
  const supportHours = receptionHoursLabel(support, options.callTime);

  const subject = `【${COMPANY_NAME}】お申し込み内容と契約書面のお知らせ（受付番号 ${row.receptionId}）`;
  const greeting = `${fields.name} 様`;
  const intro = [
    `このたびは${COMPANY_NAME}の光回線サービスにお申し込みいただき、誠にありがとうございます。お申し込みを下記の内容で受け付けました。`,
    'このメールは、電気通信事業法に基づく契約書面です。ご契約の内容と大切な事項を記載していますので、保存してください。このメールを受け取った日が、初期契約解除の期間の起算日になります（6.をご覧ください）。',
  ];
  const wishedDays = fields.schedule ? String(fields.schedule) : '';
  const sections: Section[] = [
    {
      title: '受付',
      rows: [
        ['受付番号', row.receptionId],
        ['受付日時', `${ymdJa.format(options.receivedAt)}（日本時間）`],
        ['ご契約者さま', String(fields.name)],
      ],
    },
    {
      title: 'お申し込み内容',
      rows: (
        [
          ['プラン', String(fields.plan)],
          ['オプションサービス', String(fields.options) || 'なし'],
          ['月額料金（1年目）', yen(fields.monthlyFirstYear)],
          ['月額料金（2年目以降）', yen(fields.monthlyAfterFirstYear)],
          ['年額料金', breakdown.yearlyTotal > 0 ? yen(fields.yearly) : ''],
          ['初期費用の合計', yen(fields.oneTimeTotal)],
          ['初期費用の内訳', String(fields.oneTimeItems)],
          ['キャッシュバック', String(fields.cashBack)],
          [`実質月額（${breakdown.termMonths}ヶ月平均）`, yen(fields.effectiveMonthly)],
          [
            '設置先のご住所',
            [postalMark(storedText(place.postalCode)), fields.address].filter(Boolean).join(' '),
          ],
          ['お支払い方法', String(fields.payment)],
          ['金融機関・支店', String(fields.bank)],
          ['口座番号', String(fields.accountNo)],
        ] as [string, string][]
      ).filter(([, value]) => value !== ''),
      paragraphs: ['金額はすべて税込です。'],
    },
    {
      title: '適用されるキャンペーンと条件',
      paragraphs: [
        ...(breakdown.appliedCampaigns.length === 0
          ? ['適用されるキャンペーンはありません。']
          : breakdown.appliedCampaigns.map(
              (campaign) =>
                `・${campaign.name}（${campaign.reason}）。詳しい条件は ${options.siteUrl}${campaign.route} をご覧ください。`,
            )),
        ...breakdown.notApplied.map(
          (campaign) => `・${campaign.name}は適用されません（${campaign.reason}）。`,
        ),
        ...breakdown.conditions.map((condition) => `・${condition.title}：${condition.text}`),
      ],
    },
    {
      title: '開通工事の日程',
      paragraphs: [
        '工事日はまだ決まっていません。担当者がお申し込みの内容を確認し、ご入力の電話番号へお電話して、工事日を調整します。',
        ...(wishedDays ? [`いただいたご希望：${wishedDays.replace(/、/g, '／')}`] : []),
      ],
    },
    ...importantMatters(termsFiguresOf(planData, breakdown, options.callTime), 'contract-document').map(
      (section) => ({ title: section.title, paragraphs: section.paragraphs }),
    ),
  ];
  const footer = [
    `${COMPANY_NAME}\u3000〒${companyAddress.postalCode} ${companyAddress.address}`,
    `${support.name} ${support.number}\u3000${supportHours}`,
    `サポート窓口のページ：${options.siteUrl}${paths.support}`,
    'このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできませんので、上のサポートセンターへお問い合わせください。',
  ];
  return {
    to: storedText(customer.mail),
    subject,
    text: asText(greeting, intro, sections, footer),
    html: asHtml(subject, greeting, intro, sections, footer),
  };
}

/**
 * Writes the contract document of a just-stored application to the outbox,
 * with the caller's transaction: the support hours it names are today's
 * published ones (settings).
 */
export async function enqueueContractDocument(
  tx: Db,
  row: StoredSubmission,
  config: Pick<ApiConfig, 'mailFrom' | 'publicSiteUrl'>,
  now: Date,
): Promise<void> {
  const settings = await readSettings(tx, DEFAULT_SITE_NAME);
  const document = contractDocument(row, {
    callTime: settings?.callTime ?? DEFAULT_SETTINGS.callTime,
    siteUrl: config.publicSiteUrl,
    receivedAt: now,
  });
  await enqueueMail(tx, {
    kind: 'contract-document',
    messageId: messageIdOf('contract-document', row.receptionId, config.mailFrom),
    receptionId: row.receptionId,
    ...document,
    at: now,
  });
}
