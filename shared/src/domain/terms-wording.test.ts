import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultCampaignOffer, type CampaignOffer } from './campaign-offer';
import { APPLICATION_STAGE_NEXT } from './application-stage';
import { campaignPeriodTerm, contractTerms } from './contract-terms';
import { importantMatters, type TermsFigures } from './important-matters';
import { PAYMENT_TYPE_LABELS } from './payment-methods';
import { repositoryPath, siteSourceFiles } from '../testing/site-sources';

// docs/business-rules.md#contract-terms: each term is stated once, in
// contract-terms.ts (a campaign's period: campaign-offer.ts), and every
// page, form, mail and FAQ answer renders it from there.

/** The files a term may be worded in. */
const TERM_SOURCES = ['contract-terms.ts', 'important-matters.ts', 'campaign-offer.ts'].map((name) =>
  path.join(__dirname, name),
);

interface TermWording {
  term: string;
  /** The one statement, as the module words it. */
  statement: string;
  /** The tell-tale phrases of a sentence that states this term. */
  patterns: RegExp[];
  /** Wordings pages used before the one source: each must be caught. */
  formerWordings: string[];
}

const TERMS: TermWording[] = [
  {
    term: 'when the monthly charge starts',
    statement: contractTerms.billingStart,
    patterns: [/開通(した)?日から(かか|ご請求|課金)/, /翌月分から/, /開通月は日割/, /日割りで計算/],
    formerWordings: [
      '月額料金は開通した日からかかります。',
      '月額料金は、開通日の属する月の翌月分からお支払いいただきます（開通月は日割りで計算します）。',
    ],
  },
  {
    term: 'the contract period',
    statement: contractTerms.contractPeriod(),
    patterns: [/開通(した)?月を1ヶ月目/, /契約期間は(\$\{[^}]+\}|\d+)ヶ月(間)?です/],
    formerWordings: [
      '契約期間は${term}ヶ月です。',
      '契約期間は、回線の開通月を1ヶ月目として${f.termMonths}ヶ月間です。',
    ],
  },
  {
    term: 'the cancellation charge by month',
    statement: contractTerms.earlyTermination(),
    patterns: [
      /ヶ月目までに解約/,
      /ヶ月目以降の解約(には|では)/,
      /ヶ月未満で解約された場合は、契約解除料/,
      /契約解除料として(月額)?基本料金の1ヶ月分/,
      /契約解除料（(月額)?基本料金の1ヶ月分）/,
    ],
    formerWordings: [
      '${f.term}ヶ月目までに解約された場合は、契約解除料（基本料金の1ヶ月分）がかかります。',
      '契約期間内の解約では、契約解除料（月額基本料金の1ヶ月分）と、開通工事費のうち割引が済んでいない残りの金額がかかります。',
      'ご利用開始から${term}ヶ月未満で解約された場合は、契約解除料として基本料金の1ヶ月分をご請求します。',
    ],
  },
  {
    term: '初期契約解除: from when and how',
    statement: contractTerms.coolingOffPeriod(),
    patterns: [
      /受け取った日から(起算して)?(\d+|\$\{[^}]+\})日/,
      /いずれか遅い日から/,
      /初期契約解除制度を使って/,
      /日を経過するまで/,
    ],
    formerWordings: [
      'ご契約後も、契約書面を受け取った日から8日以内であれば、初期契約解除制度を使って契約を解除できます。',
      '契約書面を受け取った日から起算して8日を経過するまでは、当社の合意がなくても契約を解除できます。',
    ],
  },
  {
    term: 'who must attend the works',
    statement: contractTerms.worksAttendance,
    patterns: [/立ち?会いが必要です/, /立ち?会いをお願い/],
    formerWordings: [
      '工事には、18歳以上の方の立ち会いが必要です。',
      'はい。お部屋の中での作業があるため、ご契約者さままたはご家族など、18歳以上の方の立ち会いをお願いしています。',
      '工事には原則として契約者さままたはご家族の立ち会いが必要です。',
    ],
  },
  {
    term: 'payment methods',
    statement: contractTerms.paymentMethods,
    patterns: [/お支払いは口座振替/, /クレジットカード(で|の)(の)?お支払い/, /口座またはクレジットカード/],
    formerWordings: [
      '金額はすべて税込です。お支払いは口座振替となります。',
      'お支払いに使う口座またはクレジットカードの情報をご用意ください。',
    ],
  },
  {
    term: 'how and when the works day is fixed',
    statement: contractTerms.worksDay,
    patterns: [
      /(ご希望|ご都合)を(伺|うかが)って(工事日を)?決め/,
      /お電話またはSMS/,
      /工事日は、?お申し込みの(後|あと)に/,
      /お申し込み(の)?後に?、[^。]*工事日を(調整|決め|相談)/,
      /お電話して、工事日を調整/,
    ],
    formerWordings: [
      '工事日は、お申し込みの後にご希望を伺って決めます。',
      'お申し込みから数日以内に、当社からお電話またはSMSでご連絡し、工事日を決めます。',
      'そのままWebでお申し込みが完了します。工事日は、お申し込みの後にご連絡して決めます。',
      'お申し込み後、担当者からお電話で工事日を調整します。',
    ],
  },
  {
    term: 'how and when a cash back is paid',
    statement: contractTerms.cashBackPayment,
    patterns: [
      /(口座|ご登録)[^。]{0,10}お?振り?込み/,
      /キャッシュバック[^。]{0,20}(受け取り|お受け取り)(の)?(手続き|お手続き)/,
      /受け取り手続きのご案内/,
      /キャッシュバックの(お)?受け取りには/,
      /お受け取りの時期/,
    ],
    formerWordings: [
      '開通後、ご登録いただいた口座へお振り込みします。',
      'キャッシュバックの受け取りには、開通後にお送りするご案内に沿ったお手続きが必要です。',
      '開通後、ご登録のメールアドレスに受け取り手続きのご案内をお送りします。',
      '開通後、キャッシュバックのお受け取り手続きのご案内をお送りします。お受け取りの時期と条件は、各キャンペーンのページでご確認ください。',
    ],
  },
  {
    term: "a campaign's period",
    statement: campaignPeriodTerm(defaultCampaignOffer, 'is50000CP'),
    patterns: [/キャンペーン期間中/, /実施期間中/],
    formerWordings: [
      'キャンペーン期間中に新規でお申し込みの方',
      'キャンペーンの実施期間中のお申し込みが対象です。',
    ],
  },
];

const FIGURES: TermsFigures = {
  providerName: '東海ひかりネット',
  providerAddress: '〒460-0001 愛知県名古屋市中区',
  monthlyFirstYear: '5,940円',
  monthlyAfterFirstYear: '5,940円',
  yearly: '',
  oneTimeTotal: '0円',
  cashBack: '30,000円',
  supportHours: '10:00～18:00',
  termMonths: 24,
  planLabel: '10ギガプラン（戸建て）',
  earlyTermination: '5,940円',
  adminFee: '770円',
  installation: '27,500円',
  tvInstallation: '20,570円',
  removalNet: '13,200円',
  removalTV: '18,700円',
  holidayInstallation: '3,300円',
  coolingOffDays: 8,
  worksDay: null,
};

/** Lines of a file that state a term in words of their own. */
function ownWordings(text: string, patterns: readonly RegExp[]): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => patterns.some((pattern) => pattern.test(line)));
}

describe('every term is stated once, in the domain', () => {
  const sources = siteSourceFiles().filter((file) => !TERM_SOURCES.includes(file));
  const texts = sources.map((file) => ({ file: repositoryPath(file), text: readFileSync(file, 'utf8') }));

  it('scans the shell, every remote, the FAQ, the application steps and the mail', () => {
    const scanned = texts.map(({ file }) => file);
    for (const file of [
      'shell/src/content/service-caution-notes.ts',
      'shell/src/content/faq.ts',
      'mfe-apply/src/content/terms-content.ts',
      'mfe-apply/src/content/follow-content.ts',
      'mfe-campaign/src/content/campaign-pages.ts',
      'api/src/modules/mail/contract-document.ts',
      'api/src/modules/mail/notices.ts',
    ])
      expect(scanned).toContain(file);
  });

  describe.each(TERMS.map((term) => [term.term, term] as const))('%s', (_, term) => {
    it('has tell-tale phrases that catch each wording the pages used before', () => {
      for (const former of term.formerWordings) expect(ownWordings(former, term.patterns)).toEqual([former]);
    });

    it('is not stated in words of its own by any page, form, mail or FAQ answer', () => {
      const offenders = texts.flatMap(({ file, text }) =>
        ownWordings(text, term.patterns).map((line) => `${file}: ${line}`),
      );
      expect(offenders).toEqual([]);
    });
  });
});

describe('the one statement of each term', () => {
  it('is what the terms step and the contract document say', () => {
    for (const place of ['terms-page', 'contract-document'] as const) {
      const text = importantMatters(FIGURES, place)
        .flatMap((section) => section.paragraphs)
        .join('\n');
      for (const statement of [
        contractTerms.billingStart,
        contractTerms.contractPeriod(),
        contractTerms.earlyTermination(),
        contractTerms.coolingOffPeriod(),
        contractTerms.coolingOffHow,
        contractTerms.coolingOffCharges,
        contractTerms.worksAttendance,
        contractTerms.worksDayToArrange,
        contractTerms.paymentMethods,
        contractTerms.cashBackPayment,
      ])
        expect(text).toContain(statement);
    }
  });

  it('says the charge starts on the day the line opens, the first month counted by day', () => {
    expect(contractTerms.billingStart).toBe(
      '月額料金は、回線が開通した日からかかります。開通した月の分は、開通日から月末までの日数で日割りして計算します。',
    );
  });

  it('counts the cancellation charge by the month of the term', () => {
    expect(contractTerms.contractPeriod(24)).toBe(
      '契約期間は、回線が開通した月を1ヶ月目として24ヶ月間です。',
    );
    expect(contractTerms.earlyTermination(24)).toBe(
      '24ヶ月目までに解約された場合は、契約解除料として月額基本料金の1ヶ月分をいただきます。25ヶ月目以降の解約には、契約解除料はかかりません。',
    );
  });

  it('names the payment choices of the application form', () => {
    for (const label of Object.values(PAYMENT_TYPE_LABELS))
      expect(contractTerms.paymentMethods).toContain(label);
  });

  it('promises the claim procedure in the ご利用開始 mail, and says what to send', () => {
    expect(contractTerms.cashBackClaim).toContain('お振り込み先の口座');
    expect(contractTerms.cashBackPayment).toContain('「ご利用開始」になったときにお送りするメール');
    expect(APPLICATION_STAGE_NEXT['works-fixed']).toContain(contractTerms.worksAttendance);
  });
});

describe("a campaign's period, from the offer", () => {
  const offer = (startsAfter: string | null, endsBefore: string | null): CampaignOffer => ({
    ...defaultCampaignOffer,
    campaigns: defaultCampaignOffer.campaigns.map((c) =>
      c.id === 'is50000CP' ? { ...c, startsAfter, endsBefore } : c,
    ),
  });

  it.each([
    ['2026-11-30T00:00:00+09:00', '2027-01-01T00:00:00+09:00', '2026年11月30日（月）～2026年12月31日（木）'],
    [null, '2027-01-01T00:00:00+09:00', '2026年12月31日（木）まで'],
    [
      '2026-11-30T00:00:00+09:00',
      null,
      '2026年11月30日（月）から実施中です。終了日は決まり次第このページでお知らせします。',
    ],
    [null, null, '実施中です。終了日は決まり次第このページでお知らせします。'],
  ])('from %s to %s: %s', (startsAfter, endsBefore, expected) => {
    expect(campaignPeriodTerm(offer(startsAfter, endsBefore), 'is50000CP')).toBe(expected);
  });

  it('gives the additional cash back the dates of its offer', () => {
    expect(campaignPeriodTerm(defaultCampaignOffer, 'isOriginalAddCP')).toBe(
      '2025年7月11日（金）～2025年9月29日（月）',
    );
  });

  it('says a campaign taken out of the offer does not run', () => {
    const without = { ...defaultCampaignOffer, campaigns: [] };
    expect(campaignPeriodTerm(without, 'is50000CP')).toBe('このキャンペーンは現在実施していません。');
  });

  it('gives the standing campaigns no end date', () => {
    expect(campaignPeriodTerm(defaultCampaignOffer, 'construction')).toBe(
      '実施中です。終了日は決まり次第このページでお知らせします。',
    );
  });
});
