// Copy of every campaign page under /campaign/. Each figure is read from the
// campaign definitions or the price catalog of the shared domain, so a
// changed amount, month count or period reaches every sentence here without
// a copy edit. The wording of conditions, payment and notes is ours; where
// the spec names only a page's purpose, the text follows the catalog and the
// campaign definitions (see the page entries for giga-triple and start-wari).

import {
  additionalCampaignPeriod,
  additionalCampaignPeriodLabel,
  campaignDefinitions,
  baseMenuLabels,
  contractTerms,
  formatYen,
  getCampaign,
  priceCatalog,
  type BuildingKind,
  type CampaignDefinition,
  type CampaignId,
  type CampaignPeriod,
  type SelectedPlan,
} from '@hikari/shared/domain';

export type CampaignCategory = 'cashback' | 'discount' | 'free' | 'option';

export type CampaignPagePath =
  | '/campaign/video/'
  | '/campaign/change/'
  | '/campaign/gigazo/'
  | '/campaign/option/'
  | '/campaign/router/'
  | '/campaign/antenna/'
  | '/campaign/original/'
  | '/campaign/au-coupon/'
  | '/campaign/cash-back/'
  | '/campaign/cash-back-2/'
  | '/campaign/start-wari/'
  | '/campaign/giga-triple/'
  | '/campaign/construction/'
  | '/campaign/initial-cost/'
  | '/campaign/one-year-980/'
  | '/campaign/one-year-wari/'
  | '/campaign/web-cash-back/';

/** A small table of figures; the first cell of each row is its row header. */
export interface ContentTable {
  caption: string;
  /** Column headers, the row-header column first. */
  columns: string[];
  rows: { header: string; cells: string[] }[];
}

export interface CampaignPageContent {
  path: CampaignPagePath;
  category: CampaignCategory;
  /** Only these plans can get it; empty: every plan. */
  plans: SelectedPlan[];
  lead: string;
  /** Campaign definitions the page explains, the main one first; empty when the page explains a price rule. */
  campaignIds: CampaignId[];
  /** One sentence for the campaign list; default: the main campaign's description. */
  summary?: string;
  table?: ContentTable;
  /**
   * In place of the campaigns' cards, what the simulation computes for the
   * page: 'tripleComparison', the three services against the internet alone.
   */
  computedBenefit?: 'tripleComparison';
  conditions: string[];
  howItWorks: string[];
  notes: string[];
}

/**
 * Every campaign page, its figures and names taken from `definitions` (as the
 * campaign offer in force prices them) and the additional campaign's `period`.
 * @param definitions default `campaignDefinitions` (the seeded catalog)
 * @param period default `additionalCampaignPeriod`
 */
export function buildCampaignPages(
  definitions: readonly CampaignDefinition[] = campaignDefinitions,
  period: CampaignPeriod = additionalCampaignPeriod,
): readonly CampaignPageContent[] {
  /** A figure of a definition that must have one; a definition without it is a broken edit. */
  function amountOf(id: CampaignId): number {
    const { amount } = getCampaign(id, definitions);
    if (amount === null) throw new Error(`Campaign ${id} has no amount`);
    return amount;
  }

  function monthsOf(id: CampaignId): number {
    const { months } = getCampaign(id, definitions);
    if (months === null) throw new Error(`Campaign ${id} has no months`);
    return months;
  }

  const yen = formatYen;
  const name = (id: CampaignId) => getCampaign(id, definitions).name;
  const catalog = priceCatalog;
  const term = catalog.termMonths;
  const premium = catalog.netflixPlans.premium;
  const video990 = catalog.videoPlans['point+video990'];
  const buildingKinds: BuildingKind[] = ['home', 'apartment'];
  const planKinds: SelectedPlan[] = ['plan10G', 'plan1G'];
  const phoneMenus = `「${baseMenuLabels[1]}」または「${baseMenuLabels[2]}」`;

  /** Every plan's regular base fee beside the price a first-year campaign makes of it. */
  function basePriceTable(
    caption: string,
    firstMonths: number,
    campaignPrice: (regular: number) => number,
  ): ContentTable {
    return {
      caption,
      columns: ['プラン', '通常の月額', `1～${firstMonths}ヶ月目の月額`],
      rows: buildingKinds.flatMap((kind) =>
        planKinds.map((plan) => {
          const { label, monthly } = catalog.plans[kind][plan];
          return { header: label, cells: [yen(monthly), yen(campaignPrice(monthly))] };
        }),
      ),
    };
  }

  const cashBackPayment = [contractTerms.cashBackPayment];
  const cashBackCancelled = 'お申し込みを取り消された場合や、お振り込みの前に解約された場合は対象外です。';

  const switchBenefits = `${name('is25000CP')}または${name('isOneYearWariCP')}`;
  const original10G = amountOf('isOriginal30000CP');
  const original1G = amountOf('isOriginal25000CP');
  const originalBase = amountOf('isOriginal5000CP');
  const netflix10GMonths = monthsOf('is10GAndNetflixCP');
  const netflixMonths = monthsOf('isNetflixCP');
  const vodMonths = monthsOf('isVODCP');
  const gigazoMonths = monthsOf('is10GAndGigazoCP3');
  const gigazoMonthly = catalog.options.isGigazo.monthly;
  const oneYear980Months = monthsOf('isOneYear980CP');
  const oneYear980Price = amountOf('isOneYear980CP');
  const oneYearWariMonths = monthsOf('isOneYearWariCP');
  const oneYearWariDiscount = amountOf('isOneYearWariCP');
  const installation = amountOf('construction');
  const installationMonths = monthsOf('construction');
  const tvInstallation = `光テレビ工事費（${yen(catalog.fees.tvInstallation)}）`;
  const holidayInstallation = `休日工事費（${yen(catalog.fees.holidayInstallation)}）`;
  const phoneSetupFees = Object.values(catalog.options)
    .filter((option) => option.setupFee)
    .map((option) => `${option.label} ${yen(option.setupFee ?? 0)}`)
    .join('・');

  return [
    {
      path: '/campaign/original/',
      category: 'cashback',
      plans: [],
      lead: '当サイト（Web）からお申し込みの方だけが受け取れるキャッシュバックです。',
      campaignIds: [
        'isOriginal30000CP',
        'isOriginal25000CP',
        'isOriginal5000CP',
        'isOriginalLimitedAddCP',
        'isOriginalFriendCP',
      ],
      // No 「最大」 here: the largest total the simulation reaches (with other campaigns) is the banner's headline.
      summary: `Webからのお申し込み限定で${yen(originalBase)}、お乗り換え特典と合わせると10ギガは${yen(original10G)}・1ギガは${yen(original1G)}をキャッシュバックします。`,
      table: {
        caption: 'Web限定キャッシュバックの金額',
        columns: ['お申し込みの内容', 'キャッシュバック'],
        rows: [
          {
            header: `10ギガプランで、お乗り換え特典（${switchBenefits}）を受ける方`,
            cells: [yen(original10G)],
          },
          {
            header: `1ギガプランで、お乗り換え特典（${switchBenefits}）を受ける方`,
            cells: [yen(original1G)],
          },
          { header: '上記以外の方', cells: [yen(originalBase)] },
        ],
      },
      conditions: [
        '当サイトの料金シミュレーションからお申し込みの方（お電話・店頭でのお申し込みは対象外です）',
        `お乗り換え特典は、他社回線からのお乗り換えで、光電話も同時にお申し込みの方が受けられます（${phoneMenus}）。`,
        `対象エリアにお住まいの方は、${name('isOriginalLimitedAddCP')}が上乗せされます。`,
      ],
      howItWorks: cashBackPayment,
      notes: [
        `お乗り換え特典で${name('is25000CP')}を選んだ場合は、Web限定キャッシュバックとは別に受け取れます。`,
        cashBackCancelled,
      ],
    },
    {
      path: '/campaign/cash-back/',
      category: 'cashback',
      plans: [],
      lead: `開通後に、${yen(amountOf('is50000CP'))}のキャッシュバックを受け取れるキャンペーンです。`,
      campaignIds: ['is50000CP'],
      conditions: [
        `${getCampaign('is50000CP', definitions).eligibility}。プランは10ギガ・1ギガのどちらでも対象です。`,
        '基本料金は1ヶ月目から通常の料金です。',
      ],
      howItWorks: cashBackPayment,
      notes: [cashBackCancelled],
    },
    {
      path: '/campaign/cash-back-2/',
      category: 'cashback',
      plans: [],
      lead: '他社からのお乗り換えで選べる特典のうち、「キャッシュバック」を選んだ方が受け取れます。',
      campaignIds: ['is25000CP'],
      conditions: [
        '他社回線からお乗り換えの方',
        `光電話を同時にお申し込みの方（${phoneMenus}）`,
        '料金シミュレーションの「お乗り換え特典の受け取り方」で「キャッシュバック」を選んだ方',
      ],
      howItWorks: cashBackPayment,
      notes: [
        `「月額割引」を選んだ場合は${name('isOneYearWariCP')}（基本料金から${oneYearWariMonths}ヶ月間 ${yen(oneYearWariDiscount)}割引）が適用され、このキャッシュバックは受け取れません。`,
        `当サイトからのお申し込みなら、Web限定キャッシュバック（10ギガ ${yen(original10G)}・1ギガ ${yen(original1G)}）も受け取れます。`,
        cashBackCancelled,
      ],
    },
    {
      path: '/campaign/web-cash-back/',
      category: 'cashback',
      plans: [],
      lead: `${additionalCampaignPeriodLabel(period)}に当サイトからお申し込みの方へ、Web限定キャッシュバックに${yen(amountOf('isOriginalAddCP'))}を上乗せします。`,
      campaignIds: ['isOriginalAddCP'],
      table: {
        caption: 'キャンペーンの概要',
        columns: ['項目', '内容'],
        rows: [
          { header: '上乗せする金額', cells: [yen(amountOf('isOriginalAddCP'))] },
          { header: 'お申し込み期間', cells: [additionalCampaignPeriodLabel(period)] },
          { header: 'お申し込み方法', cells: ['当サイトの料金シミュレーションから'] },
        ],
      },
      conditions: [
        `${additionalCampaignPeriodLabel(period)}に、当サイトの料金シミュレーションからお申し込みの方`,
        'プランは10ギガ・1ギガのどちらでも対象です。',
      ],
      howItWorks: ['Web限定キャッシュバックと一緒にお支払いします。', ...cashBackPayment],
      notes: [
        'お申し込み期間外のお申し込みは対象外です。',
        'お電話・店頭でのお申し込みは対象外です。',
        cashBackCancelled,
      ],
    },
    {
      path: '/campaign/change/',
      category: 'cashback',
      plans: [],
      lead: `いまお使いの他社回線を解約するときにかかる費用を、最大${yen(amountOf('isChangeCP'))}まで当社が負担します。`,
      campaignIds: ['isChangeCP', 'is25000CP', 'isOneYearWariCP'],
      conditions: [
        '他社の光回線などからお乗り換えの方',
        `光電話を同時にお申し込みの方（${phoneMenus}）`,
        '料金シミュレーションで「他社からのお乗り換え」を選んでお申し込みの方',
      ],
      howItWorks: [
        contractTerms.changeRefundPayment(yen(amountOf('isChangeCP'))),
        `あわせて、お乗り換え特典として${switchBenefits}のどちらかを受けられます。料金シミュレーションの「お乗り換え特典の受け取り方」でお選びください。`,
      ],
      notes: [
        '還元の対象は、他社回線の契約解除料（解約金）と撤去工事費です。月額料金や機器の代金の残りは対象外です。',
        `${name('is25000CP')}と${name('isOneYearWariCP')}は、どちらか一方のみ受けられます。`,
        'インターネットのみのお申し込みは対象外です。',
      ],
    },
    {
      path: '/campaign/start-wari/',
      category: 'discount',
      plans: ['plan10G'],
      lead: `10ギガプランは、${term}ヶ月契約のスタート割を適用した月額料金でご利用いただけます。`,
      campaignIds: [],
      summary: `10ギガプランを${term}ヶ月契約のおトクな月額料金でご利用いただけます。契約期間の後も同じ料金が続きます。`,
      table: {
        caption: 'スタート割を適用した10ギガプランの月額料金',
        columns: ['プラン', '月額'],
        rows: buildingKinds.map((kind) => ({
          header: catalog.plans[kind].plan10G.label,
          cells: [yen(catalog.plans[kind].plan10G.monthly)],
        })),
      },
      conditions: [
        '10ギガプランでお申し込みの方（戸建て・マンションのどちらも対象です）',
        `${term}ヶ月の契約期間でご利用の方`,
      ],
      howItWorks: [
        'お申し込みの時点から自動で適用します。お手続きは不要です。',
        '契約期間が終わった後も、長期割引として同じ月額料金のままご利用いただけます。',
      ],
      notes: [
        contractTerms.earlyTermination(term),
        '1ギガプランは対象外です。',
        'オプションの月額料金は割引の対象外です。',
      ],
    },
    {
      path: '/campaign/one-year-980/',
      category: 'discount',
      plans: [],
      lead: `ご利用開始から${oneYear980Months}ヶ月間、基本料金が月額${yen(oneYear980Price)}になります。`,
      campaignIds: ['isOneYear980CP', 'is10GAnd980CP6', 'is1GAnd980CP6'],
      table: basePriceTable('キャンペーン中の基本料金', oneYear980Months, (regular) =>
        Math.min(oneYear980Price, regular),
      ),
      conditions: ['新規でお申し込みの方', '10ギガ・1ギガのどちらのプランも対象です。'],
      howItWorks: [
        `ご利用開始から${oneYear980Months}ヶ月間、基本料金を月額${yen(oneYear980Price)}でご請求します。お手続きは不要です。`,
        `${oneYear980Months + 1}ヶ月目からは通常の基本料金になります。`,
      ],
      notes: ['オプションの月額料金は割引の対象外です。'],
    },
    {
      path: '/campaign/one-year-wari/',
      category: 'discount',
      plans: [],
      lead: `お乗り換えの特典で「月額割引」を選ぶと、最初の${oneYearWariMonths}ヶ月間の基本料金が安くなります。`,
      campaignIds: ['isOneYearWariCP'],
      table: basePriceTable(`${name('isOneYearWariCP')}を適用した基本料金`, oneYearWariMonths, (regular) =>
        Math.max(regular - oneYearWariDiscount, 0),
      ),
      conditions: [
        '他社回線からお乗り換えの方',
        `光電話を同時にお申し込みの方（${phoneMenus}）`,
        '料金シミュレーションの「お乗り換え特典の受け取り方」で「月額割引」を選んだ方',
      ],
      howItWorks: [
        `ご利用開始から${oneYearWariMonths}ヶ月間、基本料金から${yen(oneYearWariDiscount)}を割り引きます。お手続きは不要です。`,
        `${oneYearWariMonths + 1}ヶ月目からは通常の基本料金になります。`,
      ],
      notes: [
        `「キャッシュバック」を選んだ場合は${name('is25000CP')}が適用され、${name('isOneYearWariCP')}は適用されません。`,
        `「${name('isOneYear980CP')}」を選んでいる場合、基本料金は月額${yen(oneYear980Price)}の方が安いため、「月額割引」を選んでも月額は変わらず、${name('is25000CP')}も受け取れません。料金シミュレーションでは、それぞれを選んだときの金額を並べて表示します。`,
      ],
    },
    {
      path: '/campaign/construction/',
      category: 'free',
      plans: [],
      lead: '開通工事費を毎月の料金から割り引き、実質無料にします。',
      campaignIds: ['construction'],
      table: {
        caption: '開通工事費と割引',
        columns: ['項目', '金額'],
        rows: [
          { header: '開通工事費', cells: [yen(installation)] },
          { header: '割引', cells: [`${installationMonths}ヶ月に分けて、工事費と同じ額を毎月割引`] },
          { header: `${installationMonths}ヶ月ご利用の場合のご負担`, cells: [yen(0)] },
        ],
      },
      conditions: ['新規でお申し込みの方（10ギガ・1ギガ、戸建て・マンションのどちらも対象です）'],
      howItWorks: [
        `開通工事費${yen(installation)}を${installationMonths}ヶ月に分けてご請求し、同じ額を毎月の料金から割り引きます。`,
        'お手続きは不要です。',
      ],
      notes: [
        `${installationMonths}ヶ月未満で解約された場合は、残りの月数分の工事費をご請求します。`,
        `${tvInstallation}と${holidayInstallation}は対象外です。`,
      ],
    },
    {
      path: '/campaign/initial-cost/',
      category: 'free',
      plans: [],
      lead: 'お申し込みの際にかかる契約事務手数料が0円になります。',
      campaignIds: ['initialCost'],
      conditions: ['新規でお申し込みの方（10ギガ・1ギガ、戸建て・マンションのどちらも対象です）'],
      howItWorks: ['初回のご請求で契約事務手数料をいただきません。お手続きは不要です。'],
      notes: [
        `開通工事費は「${name('construction')}」で${installationMonths}ヶ月かけて割り引きます。`,
        `${tvInstallation}、${holidayInstallation}、光電話オプションの初期費用（${phoneSetupFees}）はお支払いが必要です。`,
      ],
    },
    {
      path: '/campaign/router/',
      category: 'free',
      plans: [],
      lead: '光回線の開通を待つ間も、モバイルルーターでインターネットをご利用いただけます。',
      campaignIds: ['router'],
      conditions: [
        '新規でお申し込みの方（10ギガ・1ギガ、戸建て・マンションのどちらも対象です）',
        'お申し込みの際に、モバイルルーターのレンタルを希望された方',
      ],
      howItWorks: [
        'お申し込み内容の確認後、モバイルルーターをご自宅へお届けします。',
        '開通工事の日までご利用いただけます。レンタル料金はかかりません。',
        '開通後は、ルーターに同封のご案内に沿ってご返却ください。',
      ],
      notes: [
        'モバイル回線のため、通信速度は光回線より遅くなることがあります。',
        'ご返却がない場合や、破損・紛失の場合は、機器の代金をご請求することがあります。',
      ],
    },
    {
      path: '/campaign/antenna/',
      category: 'free',
      plans: [],
      lead: '光テレビの開通までの間も、地上デジタル放送をご覧いただけます。',
      campaignIds: ['antenna'],
      conditions: [`光テレビを同時にお申し込みの方（「${baseMenuLabels[2]}」）`],
      howItWorks: [
        'お申し込み内容の確認後、簡易アンテナをご自宅へお届けします。',
        '光テレビの開通までご利用いただけます。貸し出し料金はかかりません。',
        '光テレビの開通後は、同封のご案内に沿ってご返却ください。',
      ],
      notes: [
        'お住まいの地域や建物によっては、簡易アンテナでは受信しにくい場合があります。',
        `${tvInstallation}はこの特典の対象外です。`,
      ],
    },
    {
      path: '/campaign/video/',
      category: 'option',
      plans: ['plan10G'],
      lead: `${premium.label}を光回線と一緒にお申し込みの方は、Netflixパックの月額料金が無料になります。10ギガプランなら、無料の期間が${netflix10GMonths}ヶ月間に延びます。`,
      campaignIds: ['is10GAndNetflixCP', 'isNetflixCP'],
      table: {
        caption: `${premium.label}の無料期間`,
        columns: ['プラン', '無料期間', '無料期間の後の月額'],
        rows: [
          { header: '10ギガプラン', cells: [`${netflix10GMonths}ヶ月間`, yen(premium.monthly ?? 0)] },
          {
            header: '1ギガプラン',
            cells: [`${netflixMonths}ヶ月間（${name('isNetflixCP')}）`, yen(premium.monthly ?? 0)],
          },
        ],
      },
      conditions: [
        '10ギガプランでお申し込みの方（戸建て・マンションのどちらも対象です）',
        `${premium.label}を回線と同時にお申し込みの方`,
      ],
      howItWorks: [
        'Netflixパックのご利用開始から無料期間が始まります。お手続きは不要です。',
        `無料期間が終わると、月額${yen(premium.monthly ?? 0)}をご請求します。`,
      ],
      notes: [
        `${catalog.netflixPlans.normal.label}は対象外です。`,
        `1ギガプランの方は、${name('isNetflixCP')}（${netflixMonths}ヶ月間無料）の対象です。`,
        '無料期間中にNetflixパックを解約された場合、残りの無料期間はなくなります。',
      ],
    },
    {
      path: '/campaign/option/',
      category: 'option',
      plans: [],
      lead: `映画やドラマが見放題の${video990.label}を、最初の${vodMonths}ヶ月間無料で始められます。`,
      campaignIds: ['isVODCP'],
      table: {
        caption: '動画配信サービスとこの特典',
        columns: ['サービス', '月額', 'この特典'],
        rows: [
          {
            header: video990.label,
            cells: [yen(video990.monthly ?? 0), `${vodMonths}ヶ月間無料`],
          },
          {
            header: premium.label,
            cells: [yen(premium.monthly ?? 0), `対象外（${name('isNetflixCP')}の対象です）`],
          },
          {
            header: catalog.netflixPlans.normal.label,
            cells: [yen(catalog.netflixPlans.normal.monthly ?? 0), '対象外'],
          },
        ],
      },
      conditions: [
        `${video990.label}を回線と同時にお申し込みの方`,
        'プランは10ギガ・1ギガのどちらでも対象です。',
      ],
      howItWorks: [
        `ご利用開始から${vodMonths}ヶ月間、月額料金がかかりません。お手続きは不要です。`,
        `無料期間が終わると、月額${yen(video990.monthly ?? 0)}をご請求します。`,
      ],
      notes: ['開通後に動画配信サービスだけを追加された場合は対象外です。'],
    },
    {
      path: '/campaign/gigazo/',
      category: 'option',
      plans: ['plan10G'],
      lead: `外出先で使える${catalog.options.isGigazo.label}を10ギガプランと一緒にお申し込みの方は、最初の${gigazoMonths}ヶ月間、月額料金が無料になります。`,
      campaignIds: ['is10GAndGigazoCP3'],
      table: {
        caption: `${catalog.options.isGigazo.label}の月額料金`,
        columns: ['期間', '月額'],
        rows: [
          { header: `1～${gigazoMonths}ヶ月目`, cells: ['無料'] },
          { header: `${gigazoMonths + 1}ヶ月目から`, cells: [yen(gigazoMonthly)] },
        ],
      },
      conditions: ['10ギガプランでお申し込みの方', 'ギガぞう（公衆Wi-Fi）を回線と同時にお申し込みの方'],
      howItWorks: [
        `ギガぞうのご利用開始から${gigazoMonths}ヶ月間、月額料金がかかりません。お手続きは不要です。`,
        `${gigazoMonths + 1}ヶ月目からは月額${yen(gigazoMonthly)}をご請求します。`,
      ],
      notes: [
        `1ギガプランの方は対象外です（ギガぞうは月額${yen(gigazoMonthly)}でご利用いただけます）。`,
        '開通後にギガぞうだけを追加された場合は対象外です。',
      ],
    },
    {
      path: '/campaign/au-coupon/',
      category: 'option',
      plans: [],
      lead: `光電話と一緒にお申し込みの方へ、${name('isAuCouponCP')}をお届けします。`,
      campaignIds: ['isAuCouponCP'],
      conditions: [
        `光電話を同時にお申し込みの方（${phoneMenus}）`,
        'プランは10ギガ・1ギガのどちらでも対象です。',
      ],
      howItWorks: [
        '開通後に、クーポンの受け取り方法をご案内します。',
        'クーポンは au PAY でのお支払いにご利用いただけます。',
      ],
      notes: [
        'クーポンは現金とは交換できません。',
        'クーポンには有効期限があります。期限はクーポンに記載しています。',
        'クーポンは現金のキャッシュバックではないため、料金シミュレーションの実質月額には含めていません。',
      ],
    },
    {
      path: '/campaign/giga-triple/',
      category: 'option',
      plans: [],
      lead: 'インターネット・光電話・光テレビの3つをまとめてお申し込みの場合に、月々の料金と受けられる特典がどう変わるかを、料金シミュレーションと同じ計算でご案内します。',
      // What the three-service menu earns is computed by the simulation
      // (tripleComparison), so the page promises nothing the campaign rules do not grant.
      campaignIds: ['isAuCouponCP', 'antenna', 'isChangeCP'],
      computedBenefit: 'tripleComparison',
      summary:
        'インターネット・光電話・光テレビをまとめた場合の料金と特典を、インターネットのみの場合と比べてご案内します。',
      conditions: [
        `「${baseMenuLabels[2]}」のメニューでお申し込みの方`,
        'プランは10ギガ・1ギガのどちらでも対象です。',
      ],
      howItWorks: [
        'それぞれの特典の受け取り方と時期は、上の一覧から各特典のページでご確認ください。',
        `まとめてお申し込みいただくための特別なお手続きは不要です。料金シミュレーションで「${baseMenuLabels[2]}」をお選びください。`,
      ],
      notes: [
        `光電話は月額${yen(catalog.options.isPhone.monthly)}、光テレビは月額${yen(catalog.options.isTV.monthly)}です。`,
        `${tvInstallation}は「${name('construction')}」の対象外です。`,
      ],
    },
  ];
}

/** The pages as the seeded catalog prices them. */
export const campaignPages: readonly CampaignPageContent[] = buildCampaignPages();

/** The page of one path; every path of the type has one (tested). */
export function campaignPageOf(
  path: CampaignPagePath,
  pages: readonly CampaignPageContent[] = campaignPages,
): CampaignPageContent {
  const page = pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`No campaign page for ${path}`);
  return page;
}
