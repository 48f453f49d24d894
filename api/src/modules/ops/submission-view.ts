// How a stored submission reads for ops: one line in the console's list, the
// columns of the back-office CSV, the fields of the detail view. Nested data
// becomes Japanese text; the bank account number and holder are masked to
// their last 3 characters everywhere except the detail view.
import {
  APPLICATION_STAGE_LABELS,
  buildPriceBreakdown,
  isApplicationStage,
  formatJstIso,
  formatYen,
  isSubmissionStatus,
  lineNotes,
  monthlyLinePriceText,
  PAYMENT_TYPE_LABELS,
  priceCatalog,
  SUBMISSION_KIND_LABELS,
  SUBMISSION_STATUS_LABELS,
  type SubmissionStatusName,
  type CampaignData,
  type PlanData,
  type PriceBreakdown,
} from '@hikari/shared/domain';
import {
  accountKindLabels,
  APPLICANT_TYPE_LABELS,
  applicationAnswers,
  areaNoticeKindLabels,
  contactHourLabels,
  contactTimeSlotLabels,
  contactTopicLabels,
  currentPhoneText,
  dayOfWeekLabels,
  genderLabels,
  transferTypeLabels,
  UPSELL_OPTION_FLAGS,
  ymdLabel,
  type StoredAnswer,
  storedLabel,
  storedRecord,
  storedText,
  storedWords,
} from '@hikari/shared/forms';
import { CsvText } from '../../csv/csv';
import type { SubmissionType } from '../../db/schema';
import type { StoredSubmission } from './submissions';

/** One line of the console's list. No bank data at all, so nothing to mask. */
export interface SubmissionSummary {
  kind: SubmissionType;
  id: number;
  receptionId: string;
  /** ISO date-time (UTC). */
  createdAt: string;
  status: SubmissionStatusName;
  handledAt: string | null;
  /** Who handles it (the last status change); null before anyone took it up. */
  assignee: string | null;
  name: string;
  summary: string;
}

type Json = Record<string, unknown>;

const obj = storedRecord;
const str = storedText;
const words = storedWords;
const list = (items: string[]) => items.filter(Boolean).join('、');
const labelOf = storedLabel;

/** '2026-11-24 09:30' in Japan time. */
export function jstDateTime(value: Date | string | null): string {
  if (value === null) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const iso = formatJstIso(date);
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** Small kana and marks that belong to the character before them (ショ, ｶﾞ, ー stays its own). */
const JOINS_PREVIOUS = /^[ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶｧｨｩｪｫｯｬｭｮﾞﾟ]$/u;

const graphemes = new Intl.Segmenter('ja', { granularity: 'grapheme' });

/**
 * Text in whole characters as a reader counts them: grapheme clusters (a
 * surrogate pair, a base with its combining mark), with a small kana or a
 * half-width sound mark joined to the one before it (シ+ョ is ショ).
 */
export function wholeCharacters(text: string): string[] {
  const units: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    if (units.length > 0 && JOINS_PREVIOUS.test(segment)) units[units.length - 1] += segment;
    else units.push(segment);
  }
  return units;
}

/**
 * Everything but the last 3 characters replaced by '*' (spaces dropped), so
 * the back office can match an account without reading it. Values of 3
 * characters or fewer are masked whole.
 */
export function maskTail(value: unknown, keep = 3): string {
  const chars = wholeCharacters(str(value).replace(/[\s\u3000]/g, ''));
  if (chars.length === 0) return '';
  if (chars.length <= keep) return '*'.repeat(chars.length);
  return '*'.repeat(chars.length - keep) + chars.slice(-keep).join('');
}

const phoneOf = (record: Json, stem = 'phone') => {
  const parts = [1, 2, 3].map((n) => str(record[`${stem}${n}`]));
  return parts.every(Boolean) ? parts.join('-') : '';
};

const upsellOptionLabels: Record<string, string> = {
  ...Object.fromEntries(Object.entries(priceCatalog.options).map(([flag, option]) => [flag, option.label])),
  isVideo: 'ポイント＋ビデオ990',
  isKurashiSupport: 'くらしサポート',
  isDazn: 'DAZN',
};

/** The stored estimate's breakdown; computed from its plan and campaign data when an older row has none. */
export function breakdownOf(estimate: unknown): PriceBreakdown | null {
  const stored = obj(estimate);
  const breakdown = obj(stored.breakdown);
  if (Array.isArray(breakdown.monthlyLines) && typeof breakdown.monthlyTotal === 'object') {
    return breakdown as unknown as PriceBreakdown;
  }
  if (Object.keys(obj(stored.planData)).length === 0) return null;
  return buildPriceBreakdown(stored.planData as PlanData, (stored.campaignData ?? {}) as CampaignData);
}

/** The back-office columns, in the order the export writes them. */
export const CSV_COLUMNS = [
  ['receptionId', '受付番号'],
  ['createdAt', '受付日時（日本時間）'],
  ['kind', '種別'],
  ['status', '状態'],
  ['stage', '進捗（お客さまへの表示）'],
  ['worksDay', '工事日'],
  ['assignee', '担当者'],
  ['statusNote', '対応メモ'],
  ['handledAt', '完了・取消日時（日本時間）'],
  ['name', '氏名'],
  ['kana', 'フリガナ'],
  ['phone', '電話番号'],
  ['mail', 'メールアドレス'],
  ['postalCode', '郵便番号'],
  ['address', '住所'],
  ['contractNumber', 'ご契約番号'],
  ['applicantType', 'お申し込み区分'],
  ['gender', '性別'],
  ['birthDate', '生年月日'],
  ['currentCarrier', '現在のインターネット回線'],
  ['numberPorting', '番号ポータビリティ'],
  ['currentPhone', 'いまの電話（番号・電話会社・名義）'],
  ['routerRental', 'モバイルルーター無料レンタル'],
  ['plan', 'プラン'],
  ['options', 'オプション'],
  ['monthlyFirstYear', '月額（1年目・円）'],
  ['monthlyAfterFirstYear', '月額（2年目以降・円）'],
  ['oneTimeTotal', '初期費用（円）'],
  ['oneTimeItems', '初期費用の内訳'],
  ['cashBack', 'キャッシュバック'],
  ['campaigns', '適用キャンペーン'],
  ['quoteConditions', 'お見積りの条件'],
  ['effectiveMonthly', '実質月額（円）'],
  ['introducer', '紹介コード'],
  ['payment', 'お支払い方法'],
  ['bank', '金融機関・支店'],
  ['accountNo', '口座番号'],
  ['accountHolder', '口座名義'],
  ['schedule', '希望日時'],
  ['detail', '内容'],
] as const;

export type ColumnKey = (typeof CSV_COLUMNS)[number][0];
type Fields = Partial<Record<ColumnKey, string | number>>;

function applicationFields(row: StoredSubmission, masked: boolean): Fields {
  const payload = obj(row.payload);
  const customer = obj(payload.customer);
  const place = obj(customer.installationInfo);
  const bank = obj(customer.bankInfo);
  const campaign = obj(payload.campaignData);
  const breakdown = breakdownOf(row.estimate);
  const corporate = str(customer.applicantType) === 'corporate';
  const lines = breakdown?.monthlyLines ?? [];
  const planLine = lines.find((line) => line.id === 'plan');
  const bankWeb = str(bank.type) !== 'paper';
  const moving = [customer.movingYear, customer.movingMonth, customer.movingDate].map(str);
  const days = Array.isArray(customer.dowConstruction) ? customer.dowConstruction : [];
  return {
    name: corporate
      ? words(customer.corporationName, '／担当', customer.lastName, customer.firstName)
      : words(customer.lastName, customer.firstName),
    kana: corporate
      ? words(customer.corporationNameKana, '／', customer.lastNameKana, customer.firstNameKana)
      : words(customer.lastNameKana, customer.firstNameKana),
    phone: phoneOf(customer) || str(customer.daytimePhone),
    mail: str(customer.mail),
    postalCode: str(place.postalCode),
    address: words(place.state, place.city, place.town, place.line1, place.line2, place.line3),
    applicantType: labelOf(APPLICANT_TYPE_LABELS, customer.applicantType || 'private'),
    gender: labelOf(genderLabels, customer.gender),
    birthDate: ymdLabel(customer.dobYear, customer.dobMonth, customer.dobDate),
    currentCarrier: str(customer.currentCarrier) || '未回答',
    numberPorting: customer.isPhoneNumberPortability === true ? 'あり' : 'なし',
    currentPhone: currentPhoneText(customer),
    routerRental: customer.isMobileRental === true ? '希望する' : '希望しない',
    plan: planLine?.label ?? '',
    options: list(
      lines
        .filter((line) => line.id !== 'plan')
        .map((line) => `${line.label}（${[monthlyLinePriceText(line), ...lineNotes(line)].join('、')}）`),
    ),
    monthlyFirstYear: breakdown?.monthlyTotal.firstYear ?? '',
    monthlyAfterFirstYear: breakdown?.monthlyTotal.afterFirstYear ?? '',
    oneTimeTotal: breakdown?.oneTimeTotal ?? '',
    oneTimeItems: list(
      (breakdown?.oneTimeCosts ?? []).map(
        (cost) =>
          `${cost.label} ${formatYen(cost.payable)}${
            cost.waivedBy || lineNotes(cost).length > 0
              ? `（${[
                  cost.waivedBy ? `通常${formatYen(cost.amount)}、${cost.waiverLabel ?? '無料'}` : '',
                  ...lineNotes(cost),
                ]
                  .filter(Boolean)
                  .join('、')}）`
              : ''
          }`,
      ),
    ),
    cashBack: list(
      (breakdown?.cashBack ?? []).map((item) =>
        words(
          `${item.label} ${formatYen(item.amount)}`,
          lineNotes(item).length ? `（${lineNotes(item).join('、')}）` : '',
        ),
      ),
    ),
    campaigns: list((breakdown?.appliedCampaigns ?? []).map((item) => item.name)),
    // What the visitor was told the quote depends on (実質無料's condition, an unregistered building's survey).
    quoteConditions: list((breakdown?.conditions ?? []).map((item) => `${item.title}：${item.text}`)),
    effectiveMonthly: breakdown?.effectiveMonthly ?? '',
    introducer: list([
      str(campaign.introducerId) && `利用: ${str(campaign.introducerId)}`,
      str(row.introductionId) && `発行: ${str(row.introductionId)}`,
    ]),
    payment: PAYMENT_TYPE_LABELS[bankWeb ? 'bank' : 'paper'],
    bank: bankWeb
      ? words(
          bank.bankName,
          str(bank.bankCode) && `（${str(bank.bankCode)}）`,
          bank.bankBranch,
          str(bank.bankBranchCode) && `（${str(bank.bankBranchCode)}）`,
          labelOf(accountKindLabels, bank.accountKind),
        )
      : '',
    accountNo: bankWeb ? (masked ? maskTail(bank.accountNo) : str(bank.accountNo)) : '',
    accountHolder: bankWeb ? (masked ? maskTail(bank.accountNameKana) : str(bank.accountNameKana)) : '',
    schedule: list([
      days.length > 0 && `工事希望曜日: ${days.map((day) => labelOf(dayOfWeekLabels, day)).join('・')}`,
      str(customer.contactHours) && `連絡希望時間: ${labelOf(contactHourLabels, customer.contactHours)}`,
      moving.every(Boolean) && `引っ越し予定日: ${moving[0]}年${moving[1]}月${moving[2]}日`,
    ] as string[]),
    detail: str(customer.requestColumn),
  };
}

/** Who wrote, as the contact and area-notice forms store it (the same field names). */
function personFields(p: ReturnType<typeof obj>): Fields {
  return {
    name: words(p.lastName, p.firstName),
    kana: words(p.lastNameKana, p.firstNameKana),
    phone: str(p.phone),
    mail: str(p.mail),
    postalCode: str(p.postalCode),
  };
}

function contactFields(row: StoredSubmission): Fields {
  const p = obj(row.payload);
  const choice = (date: unknown, time: unknown) =>
    str(date) ? words(date, labelOf(contactTimeSlotLabels, time)) : '';
  return {
    ...personFields(p),
    address: str(p.address),
    contractNumber: str(p.contractNumber),
    schedule: list([
      choice(p.firstChoiceDate, p.firstChoiceTime) &&
        `第1希望: ${choice(p.firstChoiceDate, p.firstChoiceTime)}`,
      choice(p.secondChoiceDate, p.secondChoiceTime) &&
        `第2希望: ${choice(p.secondChoiceDate, p.secondChoiceTime)}`,
    ]),
    detail: words(labelOf(contactTopicLabels, p.topic), str(p.message) && `／${str(p.message)}`),
  };
}

/**
 * What ops read first on a transfer that could not be made: a move to an
 * address outside the area is kept so someone calls the customer about the
 * cancellation (and the area-notice request). '' for an ordinary request.
 */
function transferOutcome(row: StoredSubmission): string {
  return obj(row.checkResult).reason === 'outsideArea'
    ? '移転不可（お引っ越し先が提供エリア外）：解約・提供開始のお知らせのご案内が必要'
    : '';
}

function transferFields(row: StoredSubmission): Fields {
  const p = obj(row.payload);
  const place = obj(p.newAddress);
  const holder = obj(p.newHolder);
  const check = obj(row.checkResult);
  return {
    name: str(p.holderNameKana),
    kana: str(p.holderNameKana),
    phone: str(p.phone),
    mail: str(p.mail),
    postalCode: str(place.postalCode),
    address: words(place.state, place.city, place.town, place.line1, place.line2, place.line3),
    contractNumber: str(p.contractNumber),
    oneTimeTotal: typeof check.amount === 'number' ? check.amount : '',
    schedule: str(p.desiredDate) && `希望日: ${str(p.desiredDate)}`,
    detail: list([
      transferOutcome(row),
      labelOf(transferTypeLabels, p.transferType),
      Object.keys(holder).length > 0 &&
        `新しい名義: ${words(holder.lastName, holder.firstName)}（${words(holder.lastNameKana, holder.firstNameKana)}） ${str(holder.phone)}`,
      str(check.deadline) && `受付期限: ${str(check.deadline)}`,
    ] as string[]),
  };
}

function upsellFields(row: StoredSubmission): Fields {
  const p = obj(row.payload);
  const options = obj(p.options);
  return {
    phone: str(p.phone),
    contractNumber: str(p.contractNumber),
    options: list(
      UPSELL_OPTION_FLAGS.filter((flag) => options[flag] === true).map(
        (flag) => upsellOptionLabels[flag] ?? flag,
      ),
    ),
  };
}

function clientErrorFields(row: StoredSubmission): Fields {
  const p = obj(row.payload);
  const remote = str(row.remote) || str(p.remote);
  const version = str(row.remoteVersion) || str(p.remoteVersion);
  const served = str(row.servedVersion) || str(p.servedVersion);
  return {
    detail: list([
      str(p.title),
      str(p.text),
      remote && `リモート: ${words(remote, version)}`,
      served && `代わりに表示した版: ${served}`,
      str(p.userAgent) && `ブラウザ: ${str(p.userAgent)}`,
    ]),
  };
}

function areaNoticeFields(row: StoredSubmission): Fields {
  const p = obj(row.payload);
  return {
    ...personFields(p),
    address: words(p.prefecture, p.city, p.town, p.line1, p.buildingName),
    detail: words(labelOf(areaNoticeKindLabels, p.kind), str(p.message) && `／${str(p.message)}`),
  };
}

/** The columns of one submission; `masked` hides the bank account number and holder. */
export function submissionFields(row: StoredSubmission, masked: boolean): Fields {
  const own = (() => {
    switch (row.kind) {
      case 'applications':
        return applicationFields(row, masked);
      case 'contacts':
        return contactFields(row);
      case 'transfers':
        return transferFields(row);
      case 'upsells':
        return upsellFields(row);
      case 'client-errors':
        return clientErrorFields(row);
      case 'area-notices':
        return areaNoticeFields(row);
    }
  })();
  return {
    receptionId: row.receptionId,
    createdAt: jstDateTime(row.createdAt),
    kind: SUBMISSION_KIND_LABELS[row.kind],
    status: SUBMISSION_STATUS_LABELS[statusOf(row)],
    assignee: str(row.assignee),
    statusNote: str(row.statusNote),
    handledAt: jstDateTime(row.handledAt),
    ...own,
  };
}

/** The stored status; a row from before the four states reads as 完了 when it was handled. */
export const statusOf = (row: { status?: string | null; handledAt: Date | null }): SubmissionStatusName =>
  isSubmissionStatus(row.status) ? row.status : row.handledAt ? 'done' : 'new';

/** What the list shows after the name: the gist of the submission. */
function gist(row: StoredSubmission, fields: Fields): string {
  const p = obj(row.payload);
  switch (row.kind) {
    case 'applications':
      return list([
        str(fields.plan),
        typeof fields.monthlyFirstYear === 'number' ? `月額 ${formatYen(fields.monthlyFirstYear)}` : '',
        str(fields.address),
      ]);
    case 'contacts':
      return list([labelOf(contactTopicLabels, p.topic), str(fields.schedule)]);
    case 'transfers':
      return list([
        transferOutcome(row),
        labelOf(transferTypeLabels, p.transferType),
        str(fields.contractNumber),
      ]);
    case 'upsells':
      return list([str(fields.contractNumber), str(fields.options)]);
    case 'client-errors':
      return list([str(p.title), str(row.remote) && words(row.remote, row.remoteVersion)]);
    case 'area-notices':
      return list([labelOf(areaNoticeKindLabels, p.kind), words(p.prefecture, p.city, p.town)]);
  }
}

export function summarize(row: StoredSubmission): SubmissionSummary {
  const fields = submissionFields(row, true);
  return {
    kind: row.kind,
    id: row.id,
    receptionId: row.receptionId,
    createdAt: row.createdAt.toISOString(),
    status: statusOf(row),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    assignee: row.assignee ?? null,
    name: str(fields.name),
    summary: gist(row, fields).slice(0, 200),
  };
}

/** Columns a spreadsheet must keep as text (leading zeros, hyphens): written as CsvText. */
const TEXT_COLUMNS: ReadonlySet<ColumnKey> = new Set([
  'phone',
  'postalCode',
  'contractNumber',
  'introducer',
  'accountNo',
]);

/**
 * The back-office CSV of these rows (BOM, CRLF, formula-safe cells through
 * toCsv): an application's stage and its booked works day (`worksDays`, by
 * reception number) in columns of their own, numbers and codes kept as text.
 */
export function backOfficeCsvRows(
  rows: StoredSubmission[],
  worksDays: ReadonlyMap<string, string> = new Map(),
): { header: string[]; cells: unknown[][] } {
  return {
    header: CSV_COLUMNS.map(([, label]) => label),
    cells: rows.map((row) => {
      const stage = (row as { stage?: unknown }).stage;
      const fields: Fields = {
        ...submissionFields(row, true),
        ...(row.kind === 'applications'
          ? {
              stage: APPLICATION_STAGE_LABELS[isApplicationStage(stage) ? stage : 'received'],
              worksDay: worksDays.get(row.receptionId) ?? '未予約',
            }
          : {}),
      };
      return CSV_COLUMNS.map(([key]) => {
        const value = fields[key] ?? '';
        return TEXT_COLUMNS.has(key) ? new CsvText(String(value)) : value;
      });
    }),
  };
}

/** The detail view's readable fields: every non-empty column, unmasked. */
export function detailFields(row: StoredSubmission): { label: string; value: string }[] {
  const fields = submissionFields(row, false);
  return CSV_COLUMNS.flatMap(([key, label]) => {
    const value = fields[key];
    return value === undefined || value === '' ? [] : [{ label, value: String(value) }];
  });
}

/** Every answer of the submission in Japanese (applications: the whole form; other kinds: their fields). */
export function storedAnswers(row: StoredSubmission): StoredAnswer[] {
  if (row.kind === 'applications') return applicationAnswers(row.payload);
  return detailFields(row).map((field) => ({ section: SUBMISSION_KIND_LABELS[row.kind], ...field }));
}
