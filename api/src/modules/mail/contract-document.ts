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
//
// The mail goes to an address nobody has confirmed yet, so it quotes nothing
// the visitor typed: no name, no street or building, no note. Anyone can type
// someone else's address, and a name field holding "your account is locked,
// call ..." must not reach that person in the provider's own words. The
// customer is addressed by the reception number, the installation address is
// the postal code with the prefecture and city the postal data names for it,
// and the mail says where the rest can be seen: the application's own page,
// behind the link only this mail and the completion page carry.
import {
  COMPANY_NAME,
  formatJstDateTimeJa,
  formatPostalCode,
  formatYen,
  contractTerms,
  importantMatters,
  monthlyLinePriceText,
  SLOT_CHANGE_RULE,
  termsFiguresOf,
  type CallTime,
  type PlanData,
} from '@hikari/shared/domain';
import { storedRecord, storedText } from '@hikari/shared/forms';
import type { Db } from '../../db/client';
import { lookupPostalCode, normalizePostalCode } from '../lookups/postal-data';
import type { StoredSubmission } from '../ops/submissions';
import { issueFollowToken, followLink } from '../follow/tokens';
import { enqueueMail, messageIdOf } from './outbox';
import { breakdownOf, submissionFields } from '../ops/submission-view';
import {
  callTimeOf,
  composeMail,
  followLinkValidity,
  providerFooter,
  type MailConfig,
  type Section,
} from './compose';

export interface ContractDocument {
  to: string;
  subject: string;
  text: string;
  html: string;
}

function yen(value: string | number | undefined): string {
  return typeof value === 'number' ? formatYen(value) : '';
}

/**
 * '〒460-0008 愛知県名古屋市中区' from the postal code alone: the prefecture and
 * city are the postal data's, never the text the visitor typed; the postal
 * code alone when the data names none or more than one.
 */
export function postalAreaOf(postalCode: string): string {
  const code = normalizePostalCode(postalCode);
  if (!code) return '';
  const areas = new Set(lookupPostalCode(code).map((town) => `${town.prefecture}${town.city}`));
  const area = areas.size === 1 ? ` ${[...areas][0]}` : '';
  return `〒${formatPostalCode(code)}${area}`;
}

/** What the mail says instead of what the visitor typed, and where to read it. */
export const NOT_QUOTED_NOTE =
  'お名前や建物名など、お申し込みの際に入力された文字は、このメールには記載していません。このメールアドレスがご本人のものか、まだ確認できていないためです。お名前とお申し込みの内容は、下の「お申し込み状況」のページでご確認いただけます。';

/** The contract document of a stored application, in plain text and HTML. */
export function contractDocument(
  row: StoredSubmission,
  options: {
    callTime: CallTime;
    siteUrl: string;
    receivedAt: Date;
    /** The slot booked with the application, or null (to be arranged). */
    worksSlot: { label: string } | null;
    /** The link to the application's own page. */
    followUrl: string;
  },
): ContractDocument {
  const fields = submissionFields(row, true);
  const payload = storedRecord(row.payload);
  const customer = storedRecord(payload.customer);
  const place = storedRecord(customer.installationInfo);
  const postalArea = postalAreaOf(storedText(place.postalCode));
  const stored = storedRecord(row.estimate);
  const planData = stored.planData as PlanData;
  const breakdown = breakdownOf(row.estimate);
  if (!breakdown) throw new Error(`application ${row.receptionId} has no estimate`);

  const subject = `【${COMPANY_NAME}】お申し込み内容と契約書面のお知らせ（受付番号 ${row.receptionId}）`;
  const greeting = `受付番号 ${row.receptionId} のお客さま`;
  const intro = [
    `このたびは${COMPANY_NAME}の光回線サービスにお申し込みいただき、誠にありがとうございます。お申し込みを下記の内容で受け付けました。`,
    'このメールは、電気通信事業法に基づく契約書面です。ご契約の内容と大切な事項を記載していますので、保存してください。初期契約解除制度については、6.をご覧ください。',
    NOT_QUOTED_NOTE,
  ];
  const wishedDays = fields.schedule ? String(fields.schedule) : '';
  const sections: Section[] = [
    {
      title: '受付',
      rows: [
        ['受付番号', row.receptionId],
        ['受付日時', `${formatJstDateTimeJa(options.receivedAt)}（日本時間）`],
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
          ['年額料金', breakdown.yearlyTotal > 0 ? yen(breakdown.yearlyTotal) : ''],
          ['初期費用の合計', yen(fields.oneTimeTotal)],
          ['初期費用の内訳', String(fields.oneTimeItems)],
          ['キャッシュバック', String(fields.cashBack)],
          [`実質月額（${breakdown.termMonths}ヶ月平均）`, yen(fields.effectiveMonthly)],
          ['設置先のご住所', postalArea && `${postalArea}（番地・建物名は記載していません）`],
          ['お支払い方法', String(fields.payment)],
          ['金融機関・支店', String(fields.bank)],
          ['口座番号', String(fields.accountNo)],
        ] as [string, string][]
      ).filter(([, value]) => value !== ''),
      paragraphs: ['金額はすべて税込です。'],
    },
    {
      // Line by line with every change of price over time (free months, a
      // later rise), in the words the terms step showed (monthlyLinePriceText).
      title: '月額料金の内訳',
      rows: breakdown.monthlyLines.map((line): [string, string] => [line.label, monthlyLinePriceText(line)]),
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
      paragraphs: options.worksSlot
        ? [`ご予約の工事日：${options.worksSlot.label}`, contractTerms.worksAttendance, SLOT_CHANGE_RULE]
        : [
            `工事日はまだ決まっていません。${contractTerms.worksDayToArrange}`,
            ...(wishedDays ? [`いただいたご希望：${wishedDays.replace(/、/g, '／')}`] : []),
          ],
    },
    {
      title: 'お申し込み状況',
      paragraphs: [
        'お申し込みの進み具合（受付済み → 内容確認中 → 工事日確定 → 工事完了 → ご利用開始）と工事日は、次のページでいつでもご確認いただけます。このリンクはお客さま専用です。ほかの方に知らせないでください。',
        options.followUrl,
        followLinkValidity(options.receivedAt),
      ],
    },
    ...importantMatters(
      termsFiguresOf(planData, breakdown, options.callTime, options.worksSlot?.label ?? null),
      'contract-document',
    ).map((section) => ({ title: section.title, paragraphs: section.paragraphs })),
  ];
  const footer = providerFooter(options.callTime, options.siteUrl);
  return {
    to: storedText(customer.mail),
    ...composeMail({ subject, greeting, intro, sections, footer }),
  };
}

/**
 * Writes the contract document of a just-stored application to the outbox,
 * with the caller's transaction, and with it a new link to the application's
 * page: the support hours it names are today's published ones (settings).
 */
export async function enqueueContractDocument(
  tx: Db,
  row: StoredSubmission,
  config: MailConfig,
  now: Date,
  worksSlot: { label: string } | null,
): Promise<void> {
  const followUrl = followLink(config.publicSiteUrl, await issueFollowToken(tx, row.receptionId, now));
  const document = contractDocument(row, {
    callTime: await callTimeOf(tx),
    siteUrl: config.publicSiteUrl,
    receivedAt: now,
    worksSlot,
    followUrl,
  });
  await enqueueMail(tx, {
    kind: 'contract-document',
    messageId: messageIdOf('contract-document', row.receptionId, config.mailFrom),
    receptionId: row.receptionId,
    ...document,
    at: now,
  });
}
