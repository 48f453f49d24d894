// The campaign offer as the console edits it: the form's values from the
// stored offer, the browser's checks (Yup), the body POST /ops/campaigns
// receives, what a save changes (for the confirmation) and where the
// server's `path: message` refusals belong. The offer's own rules and words
// are the shared ones (parseCampaignOffer, campaignDefinitionsFor,
// campaignPeriodTerm); nothing here decides what visitors read.
import * as Yup from 'yup';
import {
  OFFER_CAMPAIGN_IDS,
  WORDING_LIMITS,
  addDays,
  campaignDefinitionsFor,
  campaignPeriodTerm,
  defaultCampaignOffer,
  formatYen,
  formatYmd,
  getCampaign,
  jstParts,
  offeredCampaign,
  parseCampaignOffer,
  parseJstDateTime,
  parseYmd,
  type CampaignId,
  type CampaignOffer,
  type CampaignWording,
  type OfferCampaignId,
  type OfferParse,
} from '@hikari/shared/domain';

export type AmountKey = keyof CampaignOffer['amounts'];
type WordingKey = keyof typeof WORDING_LIMITS;
const WORDING_KEYS = Object.keys(WORDING_LIMITS) as WordingKey[];

/** Each figure of the offer: the campaign it prices, what it is, and its unit. */
export const AMOUNT_FIELDS: readonly {
  key: AmountKey;
  campaign: CampaignId;
  label: string;
  unit: '円' | 'ヶ月';
}[] = [
  { key: 'is50000CP', campaign: 'is50000CP', label: 'キャッシュバック額', unit: '円' },
  { key: 'is25000CP', campaign: 'is25000CP', label: 'キャッシュバック額', unit: '円' },
  { key: 'isOriginal30000CP', campaign: 'isOriginal30000CP', label: 'キャッシュバック額', unit: '円' },
  { key: 'isOriginal25000CP', campaign: 'isOriginal25000CP', label: 'キャッシュバック額', unit: '円' },
  { key: 'isOriginal5000CP', campaign: 'isOriginal5000CP', label: 'キャッシュバック額', unit: '円' },
  { key: 'additional', campaign: 'isOriginalAddCP', label: '上乗せする額', unit: '円' },
  { key: 'limitedAdditional', campaign: 'isOriginalLimitedAddCP', label: '上乗せする額', unit: '円' },
  { key: 'friend', campaign: 'isOriginalFriendCP', label: 'キャッシュバック額', unit: '円' },
  {
    key: 'oneYear980Monthly',
    campaign: 'isOneYear980CP',
    label: '期間中の月額（10ギガ・1ギガの同じキャンペーンにも使います）',
    unit: '円',
  },
  {
    key: 'oneYear980Months',
    campaign: 'isOneYear980CP',
    label: '月額が下がる期間（10ギガ・1ギガの同じキャンペーンにも使います）',
    unit: 'ヶ月',
  },
  { key: 'oneYearWariDiscount', campaign: 'isOneYearWariCP', label: '月額の割引額', unit: '円' },
  { key: 'oneYearWariMonths', campaign: 'isOneYearWariCP', label: '割り引く期間', unit: 'ヶ月' },
  { key: 'changeRefundCap', campaign: 'isChangeCP', label: '還元の上限額', unit: '円' },
  { key: 'auCoupon', campaign: 'isAuCouponCP', label: 'クーポンの額', unit: '円' },
  {
    key: 'netflixFreeMonths',
    campaign: 'isNetflixCP',
    label: '無料の期間（動画配信サービスのキャンペーンにも使います）',
    unit: 'ヶ月',
  },
  { key: 'netflix10GFreeMonths', campaign: 'is10GAndNetflixCP', label: '無料の期間', unit: 'ヶ月' },
  { key: 'gigazoFreeMonths', campaign: 'is10GAndGigazoCP3', label: '無料の期間', unit: 'ヶ月' },
];

/** The largest figure the offer accepts (parseCampaignOffer's bound). */
const MAX_AMOUNT = 1_000_000;

export const WORDING_LABELS: Record<WordingKey, string> = {
  description: '説明',
  eligibility: '対象',
  reason: 'お見積もりでの適用理由',
};

export interface CampaignRow {
  id: OfferCampaignId;
  offered: boolean;
  /** 'YYYY-MM-DD', the first day it runs (Japan time); '' for no start. */
  firstDay: string;
  /** 'YYYY-MM-DD', the last day it runs; '' for no end. */
  lastDay: string;
}

export interface OfferValues {
  campaigns: CampaignRow[];
  /** A number, or '' while the field is empty. */
  amounts: Record<AmountKey, number | ''>;
  /** Per offered campaign; '' keeps the catalog's words. */
  wording: Record<OfferCampaignId, Record<WordingKey, string>>;
}

const ymdOf = (instant: Date) => formatYmd(jstParts(instant));

/** The first day a campaign runs: it runs strictly after `startsAfter` (a midnight names its own day). */
function firstDayOf(startsAfter: string | null): string {
  const start = parseJstDateTime(startsAfter);
  return start ? ymdOf(new Date(start.getTime() + 1)) : '';
}

/** The last day it runs: strictly before `endsBefore`. */
function lastDayOf(endsBefore: string | null): string {
  const end = parseJstDateTime(endsBefore);
  return end ? ymdOf(new Date(end.getTime() - 1)) : '';
}

export function initialValues(offer: CampaignOffer): OfferValues {
  const wordingOf = (id: OfferCampaignId) => offer.wording.find((w) => w.id === id);
  return {
    campaigns: OFFER_CAMPAIGN_IDS.map((id) => {
      const entry = offeredCampaign(offer, id);
      return {
        id,
        offered: entry !== null,
        firstDay: firstDayOf(entry?.startsAfter ?? null),
        lastDay: lastDayOf(entry?.endsBefore ?? null),
      };
    }),
    amounts: { ...offer.amounts },
    wording: Object.fromEntries(
      OFFER_CAMPAIGN_IDS.map((id) => {
        const own = wordingOf(id);
        return [id, Object.fromEntries(WORDING_KEYS.map((key) => [key, own?.[key] ?? '']))];
      }),
    ) as OfferValues['wording'],
  };
}

const dayText = Yup.string().test(
  'day',
  '日付を 年-月-日 で入力してください（空欄は期限なし）',
  (value) => !value || parseYmd(value) !== null,
);

const amount = Yup.number()
  // An emptied number field holds '': asked for, not called a wrong number.
  .transform((value, original) => (original === '' ? undefined : value))
  .typeError('数字で入力してください')
  .required('金額または月数を入力してください')
  .integer('整数で入力してください')
  .min(0, '0以上で入力してください')
  .max(MAX_AMOUNT, `${MAX_AMOUNT.toLocaleString('ja-JP')}以下で入力してください`);

const wordingText = (key: WordingKey) =>
  Yup.string().test(
    'length',
    `${WORDING_LIMITS[key]}文字以内で入力してください`,
    (value) => !value || [...value.trim()].length <= WORDING_LIMITS[key],
  );

export const offerSchema = Yup.object({
  campaigns: Yup.array().of(
    Yup.object({
      offered: Yup.boolean(),
      firstDay: dayText,
      lastDay: dayText.test(
        'after-first',
        '最終日は開始日と同じ日か、それより後にしてください',
        function (value) {
          const first = parseYmd(this.parent.firstDay ?? '');
          const last = parseYmd(value ?? '');
          return !first || !last || formatYmd(last) >= formatYmd(first);
        },
      ),
    }),
  ),
  amounts: Yup.object(Object.fromEntries(AMOUNT_FIELDS.map((field) => [field.key, amount]))),
  wording: Yup.object(
    Object.fromEntries(
      OFFER_CAMPAIGN_IDS.map((id) => [
        id,
        Yup.object(Object.fromEntries(WORDING_KEYS.map((key) => [key, wordingText(key)]))),
      ]),
    ),
  ),
});

/** The body of POST /ops/campaigns (without seenUpdatedAt) for the values typed. */
export function offerBody(values: OfferValues, saved: CampaignOffer) {
  const campaigns = values.campaigns
    .filter((row) => row.offered)
    .map((row) => {
      const before = offeredCampaign(saved, row.id);
      // An unchanged day keeps the stored instant as it is (it may not be a midnight).
      const startsAfter =
        before && firstDayOf(before.startsAfter) === row.firstDay ? before.startsAfter : row.firstDay || null;
      const dayAfterLast = parseYmd(row.lastDay);
      const endsBefore =
        before && lastDayOf(before.endsBefore) === row.lastDay
          ? before.endsBefore
          : dayAfterLast
            ? formatYmd(addDays(dayAfterLast, 1))
            : row.lastDay || null;
      const area = before ? before.area : (offeredCampaign(defaultCampaignOffer, row.id)?.area ?? null);
      return { id: row.id, startsAfter, endsBefore, area };
    });
  const amounts = Object.fromEntries(
    AMOUNT_FIELDS.map(({ key }) => [key, values.amounts[key] === '' ? null : Number(values.amounts[key])]),
  );
  const edited = new Set<string>(OFFER_CAMPAIGN_IDS);
  const wording: CampaignWording[] = [
    // Words for campaigns this screen does not list stay as they are.
    ...saved.wording.filter((w) => !edited.has(w.id)),
    ...OFFER_CAMPAIGN_IDS.flatMap((id) => {
      const texts = values.wording[id];
      const entry = { id, description: null, eligibility: null, reason: null } as CampaignWording;
      for (const key of WORDING_KEYS) entry[key] = texts[key].trim() === '' ? null : texts[key].trim();
      return WORDING_KEYS.some((key) => entry[key] !== null) ? [entry] : [];
    }),
  ];
  return { campaigns, amounts, wording };
}

export type OfferBody = ReturnType<typeof offerBody>;

/** The draft as the site would read it (the shared check), or why it cannot. */
export function parseDraft(values: OfferValues, saved: CampaignOffer): OfferParse {
  return parseCampaignOffer(offerBody(values, saved), saved);
}

/** What a save changes, one sentence a line, for the confirmation. */
export function describeChanges(saved: CampaignOffer, draft: CampaignOffer): string[] {
  const savedDefinitions = campaignDefinitionsFor(saved);
  const draftDefinitions = campaignDefinitionsFor(draft);
  const nameOf = (id: CampaignId) => `「${getCampaign(id, savedDefinitions).name}」`;
  const lines: string[] = [];
  for (const id of OFFER_CAMPAIGN_IDS) {
    const before = offeredCampaign(saved, id);
    const after = offeredCampaign(draft, id);
    if (!before && after) lines.push(`${nameOf(id)}の提供を始めます（${campaignPeriodTerm(draft, id)}）。`);
    else if (before && !after) lines.push(`${nameOf(id)}の提供をやめます。`);
    else if (campaignPeriodTerm(saved, id) !== campaignPeriodTerm(draft, id)) {
      lines.push(`${nameOf(id)}の期間：${campaignPeriodTerm(saved, id)} → ${campaignPeriodTerm(draft, id)}`);
    }
  }
  for (const field of AMOUNT_FIELDS) {
    const [was, now] = [saved.amounts[field.key], draft.amounts[field.key]];
    if (was === now) continue;
    const show = (n: number) => (field.unit === '円' ? formatYen(n) : `${n}ヶ月`);
    lines.push(`${nameOf(field.campaign)}の${field.label}：${show(was)} → ${show(now)}`);
  }
  for (const definition of draftDefinitions) {
    const before = getCampaign(definition.id, savedDefinitions);
    const changed = WORDING_KEYS.filter((key) => before[key] !== definition[key]);
    // A figure in the catalog's words changes them too; only the team's own words are named here.
    const own = changed.filter(
      (key) =>
        (saved.wording.find((w) => w.id === definition.id)?.[key] ?? null) !==
        (draft.wording.find((w) => w.id === definition.id)?.[key] ?? null),
    );
    if (own.length > 0) {
      lines.push(
        `${nameOf(definition.id)}の文（${own.map((key) => WORDING_LABELS[key]).join('・')}）を変更します。`,
      );
    }
  }
  return lines;
}

/**
 * The server's refusal ('path: message; path: message') placed by field:
 * `fields` by Formik name, `others` for what no field shows.
 */
export function placeServerErrors(
  message: string,
  body: OfferBody,
  values: OfferValues,
): { fields: Record<string, string>; others: string[] } {
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const part of message.split('; ')) {
    const match = /^([\w.[\]]+): (.*)$/.exec(part);
    const field = match ? fieldOf(match[1]!, body, values) : null;
    if (field && !fields[field]) fields[field] = `サーバーが受け付けませんでした：${match![2]}`;
    else others.push(part);
  }
  return { fields, others };
}

function fieldOf(path: string, body: OfferBody, values: OfferValues): string | null {
  const campaign = /^campaigns\[(\d+)\](?:\.(startsAfter|endsBefore))?$/.exec(path);
  if (campaign) {
    const id = body.campaigns[Number(campaign[1])]?.id;
    const row = values.campaigns.findIndex((r) => r.id === id);
    if (row < 0) return null;
    return `campaigns.${row}.${campaign[2] === 'startsAfter' ? 'firstDay' : 'lastDay'}`;
  }
  const amountKey = /^amounts\.(\w+)$/.exec(path)?.[1];
  if (amountKey && AMOUNT_FIELDS.some((f) => f.key === amountKey)) return `amounts.${amountKey}`;
  const wording = /^wording\[(\d+)\]\.(description|eligibility|reason)$/.exec(path);
  const id = wording ? body.wording[Number(wording[1])]?.id : undefined;
  if (wording && id && (OFFER_CAMPAIGN_IDS as readonly string[]).includes(id))
    return `wording.${id}.${wording[2]}`;
  return null;
}
