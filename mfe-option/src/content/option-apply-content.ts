// /option/apply/: existing customers add options to their contract. The
// options offered are the ones the shared upsell schema accepts
// (UPSELL_OPTION_FLAGS: those an open line can add without installation
// work); each is shown with its page and its price from the catalog.

import { glossary, type PriceCatalog } from '@hikari/shared/domain';
import type { UpsellOptionFlag } from '@hikari/shared/forms';
import { monthlyPrice, yearlyPrice } from './option-detail-copy';
import type { OptionPageId } from './option-paths';

export interface UpsellChoice {
  flag: UpsellOptionFlag;
  /** The option's page; its route title is the choice's label. */
  page: OptionPageId;
  price: (catalog: PriceCatalog) => string;
  /**
   * The monthly fee that goes into the order's total, from the catalog; null
   * when the fee depends on a plan the staff ask about on their call (the
   * total then says it leaves the option out). Default null.
   */
  monthly?: (catalog: PriceCatalog) => number;
}

export const upsellChoices: readonly UpsellChoice[] = [
  {
    flag: 'isMeshWiFi',
    page: 'meshWifi',
    price: (c) => monthlyPrice(c.options.isMeshWiFi.monthly),
    monthly: (c) => c.options.isMeshWiFi.monthly,
  },
  {
    flag: 'isSecurityPack',
    page: 'securityPack',
    price: (c) => monthlyPrice(c.options.isSecurityPack.monthly),
    monthly: (c) => c.options.isSecurityPack.monthly,
  },
  {
    flag: 'isSmartHome',
    page: 'smartHome',
    price: (c) => monthlyPrice(c.options.isSmartHome.monthly),
    monthly: (c) => c.options.isSmartHome.monthly,
  },
  {
    flag: 'isGamingCustom',
    page: 'gamingCustom',
    price: (c) => monthlyPrice(c.options.isGamingCustom.monthly),
    monthly: (c) => c.options.isGamingCustom.monthly,
  },
  {
    flag: 'isGigazo',
    page: 'gigazo',
    price: (c) => monthlyPrice(c.options.isGigazo.monthly),
    monthly: (c) => c.options.isGigazo.monthly,
  },
  {
    flag: 'isVideo',
    page: 'video',
    price: (c) =>
      `${c.videoPlans['point+video990'].label} ${monthlyPrice(c.videoPlans['point+video990'].monthly ?? 0)}`,
    monthly: (c) => c.videoPlans['point+video990'].monthly ?? 0,
  },
  {
    flag: 'isDazn',
    page: 'dazn',
    price: (c) =>
      `月額プラン ${monthlyPrice(c.daznPlans.monthly.monthly ?? 0)}／年間プラン ${yearlyPrice(c.daznPlans.annual.yearly ?? 0)}`,
  },
  {
    flag: 'isKurashiSupport',
    page: 'kurashiSupport',
    price: (c) =>
      `バイク＋住まい ${monthlyPrice(c.kurashiSupportPlans['bike+home'].monthly ?? 0)}／住まい ${monthlyPrice(c.kurashiSupportPlans.home.monthly ?? 0)}`,
  },
  {
    flag: 'isAnshinSupport',
    page: 'anshinSupport',
    price: (c) => {
      const o = c.options.isAnshinSupport;
      // Added to a running contract: no free months (those come with a new line).
      return o.later
        ? `${monthlyPrice(o.monthly)}（ご利用${o.later.fromMonth}ヶ月目以降は${monthlyPrice(o.later.monthly)}）`
        : monthlyPrice(o.monthly);
    },
    monthly: (c) => c.options.isAnshinSupport.monthly,
  },
];

export interface UpsellOrder {
  /** The chosen options in the order of the form. */
  lines: readonly UpsellChoice[];
  /** Sum of the monthly fees that do not depend on a plan. */
  monthlyTotal: number;
  /** Chosen options whose fee depends on a plan, left out of the total. */
  planDependent: readonly UpsellChoice[];
}

/** What the chosen flags order, and what it costs a month, from the catalog. */
export function upsellOrderOf(
  options: Partial<Record<UpsellOptionFlag, boolean>>,
  catalog: PriceCatalog,
): UpsellOrder {
  const lines = upsellChoices.filter((choice) => options[choice.flag] === true);
  return {
    lines,
    monthlyTotal: lines.reduce((sum, choice) => sum + (choice.monthly?.(catalog) ?? 0), 0),
    planDependent: lines.filter((choice) => !choice.monthly),
  };
}

export function upsellChoiceOf(page: OptionPageId): UpsellChoice | undefined {
  return upsellChoices.find((choice) => choice.page === page);
}

export const applyCopy = {
  lead: 'ご契約中の光回線に、オプションを追加でお申し込みいただけます。内容を確認のうえ、担当者よりご連絡します。',
  newCustomerNote: '新しく光回線をお申し込みの方は、料金シミュレーションでオプションをお選びください。',
  newCustomerLink: '料金シミュレーションへ',
  formLabel: 'オプション追加のお申し込み',
  contractNumberLabel: glossary.contractNumber,
  contractNumberHint:
    '「C」と8桁の数字です（例：C12345678）。ご契約内容のお知らせに記載しています。全角でも入力できます。',
  phoneLabel: 'ご契約者さまの電話番号',
  phoneHint: 'ご契約時にお届けの電話番号です。ハイフンはあってもなくてもかまいません（例：052-123-4567）。',
  optionsLegend: 'お申し込みになるオプション',
  optionsHint:
    '1つ以上お選びください。料金は税込です。プランのあるオプションは、担当者からのご連絡の際に伺います。',
  required: '必須',
  optionDetails: (title: string) => `${title}の詳細`,
  toReview: '申し込み内容を確認する',
  submit: 'この内容で申し込む',
  submitting: '送信しています…',
  reviewHeading: 'お申し込み内容の確認',
  reviewLead:
    'まだお申し込みは完了していません。内容をご確認のうえ、「この内容で申し込む」を押してください。',
  orderHeading: 'お申し込みになるオプション',
  orderLabel: 'お申し込みになるオプションと月額料金',
  columnOption: 'オプション',
  columnPrice: '料金（税込）',
  monthlyTotal: '追加になる月額料金の合計',
  monthlyTotalNote: 'いまのご契約の月額料金に、この金額が加わります（税込）。',
  planDependentNote: (names: string) =>
    `${names}は、お選びになるプランによって料金が異なるため、合計には含めていません。担当者からのご連絡の際にプランを伺い、料金をご案内します。`,
  edit: '内容を修正する',
  orderedHeading: 'お申し込みいただいた内容',
  unavailableNote:
    '光電話・光テレビなど工事が必要なサービスの追加は、この画面ではお申し込みいただけません。サポート窓口へお問い合わせください。',
  supportLink: 'サポート窓口',
  successTitle: 'お申し込みを受け付けました',
  successBody: (receptionId: string) => `受付番号は「${receptionId}」です。`,
  successNext:
    'お問い合わせの際は、この受付番号をお伝えください。内容を確認のうえ、ご契約者さまの電話番号へ担当者よりご連絡します。',
  backToList: 'オプションサービスの一覧へ戻る',
  errorTitle: 'お申し込みを送信できませんでした',
  keptAnswers: '入力いただいた内容はそのまま残っています。',
  networkError:
    '通信が切れたため、送信できたかどうかを確認できませんでした。通信の状態をご確認のうえ、もう一度「この内容で申し込む」を押してください。同じお申し込みが二重に受け付けられることはありません。',
  invalidInput: '入力内容に誤りがあります。各項目のメッセージをご確認ください。',
  alreadyReceived:
    '前回の送信で、すでにお申し込みを受け付けています。受付後に内容を変更されたため、この画面からは送信できません。内容の変更は、サポート窓口へお問い合わせください。',
  retryLater:
    'しばらく時間をおいてから、もう一度「この内容で申し込む」を押してください。続けて送信できない場合は、サポート窓口へお問い合わせください。',
  maintenanceTitle: 'ただいまメンテナンス中です',
  maintenanceBody:
    'ただいまシステムメンテナンスを行っております。メンテナンス中は、Webからのお申し込みを受け付けることができません。',
  maintenanceKept:
    'このページを開いたままにしていただければ、入力いただいた内容はそのまま残ります。メンテナンスが終わりましたら「この内容で申し込む」を押してください。',
  maintenance:
    'ただいまシステムメンテナンス中のため、お申し込みを受け付けられませんでした。メンテナンスが終わりましたら、もう一度「この内容で申し込む」を押してください。',
} as const;
