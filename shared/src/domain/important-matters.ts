// The important matters (重要事項) of a contract: what the terms page
// explains before a visitor applies (電気通信事業法 art. 26) and what the
// contract document mailed after the application states again (契約書面,
// art. 26-2). One text for both, with every figure passed in from the price
// catalog and the stored estimate, so the page, the mail and the prices
// cannot drift apart.
import { priceCatalog, buildingKindOf, earlyTerminationFee } from './catalog';
import { callHoursLabel, type CallTime } from './call-hours';
import { COMPANY_NAME, companyAddress } from './company';
import { COOLING_OFF_DAYS, SLOT_CHANGE_RULE, contractTerms } from './contract-terms';
import type { PlanData } from './entities';
import type { PriceBreakdown } from './price-breakdown';
import { formatYen } from './yen';

export interface TermsFigures {
  /** The telecom carrier the contract is made with. */
  providerName: string;
  /** Its address, as printed on the company page. */
  providerAddress: string;
  /** Monthly total of this application in the first year and after (from the price breakdown), e.g. '5,940円'. */
  monthlyFirstYear: string;
  monthlyAfterFirstYear: string;
  /** Sum of yearly plans per year, '' when there is none. */
  yearly: string;
  /** One-time total of this application (from the price breakdown). */
  oneTimeTotal: string;
  /** Cash back total of this application (from the price breakdown), '' when there is none. */
  cashBack: string;
  /** The support centre's published call hours (settings), e.g. '10:00～18:00'. */
  supportHours: string;
  termMonths: number;
  /** Name of the chosen plan, e.g. '10ギガプラン（戸建て）'. */
  planLabel: string;
  /** One month's base fee of the chosen plan (the early termination fee inside the term). */
  earlyTermination: string;
  adminFee: string;
  installation: string;
  tvInstallation: string;
  removalNet: string;
  removalTV: string;
  /** 休日工事費: named as a condition only; it is listed as a cost when the visitor chose holiday works. */
  holidayInstallation: string;
  /** Days of the cooling-off period (初期契約解除制度). */
  coolingOffDays: number;
  /** The works slot chosen (terms page) or booked (contract document), e.g. '2026年12月12日（土）午前 9:00～12:00'; null: to be arranged. */
  worksDay: string | null;
}

export interface ExplanationSection {
  id: string;
  title: string;
  paragraphs: string[];
}

/** Where the text is read: the terms page before the application, or the contract document mailed after it. */
export type ImportantMattersPlace = 'terms-page' | 'contract-document';

const PLACES: Record<ImportantMattersPlace, { summary: string; receptionNumber: string }> = {
  'terms-page': {
    summary: '上の「お申し込み内容」',
    receptionNumber: 'お申し込み完了画面に表示される受付番号',
  },
  'contract-document': {
    summary: 'このメールの「お申し込み内容」',
    receptionNumber: 'このメールに記載の受付番号',
  },
};

/** The important-matters text, common to every application. */
export function importantMatters(
  f: TermsFigures,
  place: ImportantMattersPlace = 'terms-page',
): ExplanationSection[] {
  const where = PLACES[place];
  return [
    {
      id: 'provider',
      title: '1. サービスの提供者とご契約の内容',
      paragraphs: [
        `サービスの提供者（電気通信事業者）は、${f.providerName}（${f.providerAddress}）です。`,
        `お申し込みのサービスは、光ファイバーによるインターネット接続サービス「${f.planLabel}」と、お選びいただいたオプションサービスです。`,
        '通信速度は技術規格上の最大値であり、実際の速度はお客さまのご利用環境や回線の混雑状況により低下します。速度を保証するものではありません。',
      ],
    },
    {
      id: 'term',
      title: '2. 契約期間',
      paragraphs: [
        `${contractTerms.contractPeriod(f.termMonths)}契約期間の満了後は、契約解除料なしでいつでも解約できます。`,
      ],
    },
    {
      id: 'fees',
      title: '3. 料金',
      paragraphs: [
        `このお申し込みの月額料金は、1年目が${f.monthlyFirstYear}、2年目以降が${f.monthlyAfterFirstYear}です${f.yearly ? `（このほか年額料金${f.yearly}）` : ''}。初期費用の合計は${f.oneTimeTotal}です。内訳と、無料・割引になる期間は、${where.summary}のとおりです。`,
        `${contractTerms.billingStart}キャンペーンによる割引や無料期間は、各キャンペーンの条件を満たす場合に適用されます。`,
        `初期費用として契約事務手数料${f.adminFee}がかかります（キャンペーンで無料になる場合は、${where.summary}の初期費用にそのように記載しています）。`,
        `開通工事費${f.installation}は、${f.termMonths}ヶ月間にわたり毎月の割引で実質無料になります。光テレビをお申し込みの場合は、別途光テレビ工事費${f.tvInstallation}がかかります。`,
        `金額はすべて税込です。${contractTerms.paymentMethods}`,
        ...(f.cashBack
          ? [`このお申し込みのキャッシュバックは合計${f.cashBack}です。${contractTerms.cashBackPayment}`]
          : []),
      ],
    },
    {
      id: 'termination',
      title: '4. 解約と解約時の費用',
      paragraphs: [
        `${contractTerms.earlyTermination(f.termMonths)}お選びのプランの契約解除料は${f.earlyTermination}です。`,
        '契約期間内に解約された場合は、開通工事費のうち割引が済んでいない残りの金額を一括でご請求します。',
        `撤去工事をご希望の場合は、撤去工事費（インターネット${f.removalNet}、光テレビ${f.removalTV}）がかかります。`,
      ],
    },
    {
      id: 'construction',
      title: '5. 開通工事',
      paragraphs: [
        f.worksDay
          ? `${place === 'contract-document' ? `ご予約の工事日は${f.worksDay}です。` : `お選びの工事日（${f.worksDay}）は、お申し込みの送信で予約が確定します。`}${SLOT_CHANGE_RULE}`
          : contractTerms.worksDayToArrange,
        contractTerms.worksAttendance,
        '建物の構造や配線の状況により、工事ができない場合や、追加の工事・建物の所有者さまの許可が必要になる場合があります。工事ができない場合は、ご契約は成立しません。',
        `土日・祝日の工事をご希望の場合は、休日工事費${f.holidayInstallation}がかかります。`,
      ],
    },
    {
      id: 'cooling-off',
      title: '6. 初期契約解除制度（クーリングオフ）',
      paragraphs: [
        contractTerms.coolingOffPeriod(f.coolingOffDays),
        contractTerms.coolingOffHow,
        contractTerms.coolingOffCharges,
      ],
    },
    {
      id: 'contact',
      title: '7. お問い合わせ先',
      paragraphs: [
        `ご契約・お申し込みについてのお問い合わせ、初期契約解除のお申し出は、${f.providerName} サポートセンターで承ります（受付時間 ${f.supportHours}、年末年始を除く）。電話番号はサポート窓口のページに記載しています。`,
        `お申し込み後のお問い合わせの際は、${where.receptionNumber}をお伝えください。`,
      ],
    },
    {
      id: 'privacy',
      title: '8. 個人情報の取り扱い',
      paragraphs: [
        'お申し込みいただいた個人情報は、サービスの提供、開通工事の手配、料金の請求、ご案内のために利用し、当社のプライバシーポリシーに従って適切に管理します。',
        '工事やサービスの提供に必要な範囲で、工事会社・回線事業者などの委託先に提供することがあります。法令に基づく場合を除き、ご本人の同意なく第三者に提供することはありません。',
      ],
    },
  ];
}

/** The figures of the important matters for one quote, with the support centre's published hours (settings callTime). */
export function termsFiguresOf(
  chosen: Pick<PlanData, 'buildingType' | 'selectedPlan'>,
  breakdown: PriceBreakdown,
  callTime: CallTime,
  worksDay: string | null = null,
): TermsFigures {
  const kind = buildingKindOf(chosen.buildingType);
  return {
    providerName: COMPANY_NAME,
    providerAddress: `〒${companyAddress.postalCode} ${companyAddress.address}`,
    monthlyFirstYear: formatYen(breakdown.monthlyTotal.firstYear),
    monthlyAfterFirstYear: formatYen(breakdown.monthlyTotal.afterFirstYear),
    yearly: breakdown.yearlyTotal > 0 ? formatYen(breakdown.yearlyTotal) : '',
    oneTimeTotal: formatYen(breakdown.oneTimeTotal),
    cashBack: breakdown.cashBackTotal > 0 ? formatYen(breakdown.cashBackTotal) : '',
    supportHours: callHoursLabel(callTime),
    termMonths: priceCatalog.termMonths,
    planLabel: priceCatalog.plans[kind][chosen.selectedPlan].label,
    earlyTermination: formatYen(earlyTerminationFee(chosen.buildingType, chosen.selectedPlan, 0)),
    adminFee: formatYen(priceCatalog.fees.adminFee),
    installation: formatYen(priceCatalog.fees.installation),
    tvInstallation: formatYen(priceCatalog.fees.tvInstallation),
    removalNet: formatYen(priceCatalog.fees.removalNet),
    removalTV: formatYen(priceCatalog.fees.removalTV),
    holidayInstallation: formatYen(priceCatalog.fees.holidayInstallation),
    coolingOffDays: COOLING_OFF_DAYS,
    worksDay,
  };
}
