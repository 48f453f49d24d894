// The copy of every option page, and which figures of the price catalog each
// page shows. Prices are never written here: each page's tables are built
// from the catalog it is given, so a price change in the shared catalog
// reaches these pages without an edit.

import { formatYen, type CampaignId, type FlagOptionId, type PriceCatalog } from '@hikari/shared/domain';
import { freePrice, monthlyPrice, monthSpan, oncePrice, yearlyPrice } from './option-detail-copy';
import type { OptionPageId } from './option-paths';

export interface PriceRow {
  /** Row header: what is charged. */
  item: string;
  /** '月額550円', '年額32,000円', '20,570円（初回のみ）', '無料'. */
  price: string;
  note: string;
}

export interface PriceTable {
  caption: string;
  rows: PriceRow[];
}

export interface OptionFeature {
  title: string;
  text: string;
}

/**
 * The price section of a service the catalog does not price: no figure is
 * made up; the page says why there is none, how the visitor learns the
 * price, and what is charged apart from it.
 */
export interface PriceOnRequest {
  /** Why the page shows no figure, and how and when the visitor is told the price. */
  how: string[];
  /** What is charged apart from the service's own price; none when the page knows of nothing. */
  extra: string[];
  /** A service of the catalog, with its catalog price, for a visitor who wants a price fixed in advance. */
  alternative?: string;
}

export interface OptionPageContent {
  lead: string;
  features: OptionFeature[];
  /** The page's price tables from `catalog`; none when the catalog does not price the service. */
  priceTables: (catalog: PriceCatalog) => PriceTable[];
  /** Required when priceTables gives none: the page's price section then says this instead of a figure. */
  priceOnRequest?: (catalog: PriceCatalog) => PriceOnRequest;
  /** For a service the simulation does not sell: how to apply, step by step (the support window is shown with them). */
  applySteps?: string[];
  /** Campaigns of campaignDefinitions that concern this option, in the order shown. */
  campaignIds: CampaignId[];
  conditions: string[];
  /** What the simulation button changes besides the option itself, said before the visitor presses it. */
  simulateNote?: string;
}

/** A monthly option of the catalog as one row; a setup fee, when there is one, leads the note. */
function optionRow(catalog: PriceCatalog, flag: FlagOptionId, note = '', item?: string): PriceRow {
  const option = catalog.options[flag];
  const setup = option.setupFee ? `初期費用${formatYen(option.setupFee)}。` : '';
  return { item: item ?? option.label, price: monthlyPrice(option.monthly), note: `${setup}${note}` };
}

/** What each phone option does, in the order the order form lists them. */
const PHONE_OPTION_NOTES = {
  isNumberDisplay: 'かけてきた相手の電話番号を、電話機の画面に表示します。',
  isWarikomi: '通話中にかかってきた別の電話に、今の通話を保留して出られます。',
  isTensou: 'かかってきた電話を、あらかじめ指定した電話番号へ転送します。料金は転送先1番号あたりです。',
  isRejectNuisanceCall: '登録した電話番号からの着信をお断りし、相手にはお断りのメッセージを流します。',
  isUnannounced: '電話番号を通知しない着信をお断りします。',
  isAnshinPhone: '着信時に相手へ「この通話は録音されます」と案内し、特殊詐欺などの電話を防ぎます。',
  isPlusNumber: '1つの回線で、もう1つの電話番号を使えます。ファクス用の番号などに便利です。',
  isPlusChannel: '1つの回線で、2つの通話を同時にできます。',
  isWaribikiPack: 'ナンバー・ディスプレイ、割込通話、転送電話、迷惑電話拒否をまとめたおトクなパックです。',
  is050: '050から始まる電話番号を追加で使えます。',
} as const satisfies Partial<Record<FlagOptionId, string>>;

type PhoneOptionFlag = keyof typeof PHONE_OPTION_NOTES;

export const optionPages: Record<OptionPageId, OptionPageContent> = {
  tv: {
    lead: '光回線で、地上デジタル放送とBSデジタル放送をご覧いただけるサービスです。アンテナを立てずに、天候に左右されにくい映像をお楽しみいただけます。',
    features: [
      {
        title: 'アンテナがいりません',
        text: '屋根やベランダにアンテナを設置する必要がありません。台風や雪でアンテナが傷む心配もなく、家の外観もすっきりします。',
      },
      {
        title: '地デジとBSに対応',
        text: '地上デジタル放送とBSデジタル放送をご覧いただけます。お住まいの地域の地上デジタル放送に対応しています。',
      },
      {
        title: '複数のお部屋で',
        text: '宅内の配線を分ければ、リビングや寝室など複数のお部屋のテレビでご覧いただけます。',
      },
    ],
    priceTables: (catalog) => [
      {
        caption: '光テレビの料金',
        rows: [
          optionRow(catalog, 'isTV', '毎月のご利用料金です。'),
          {
            item: '光テレビ工事費',
            price: oncePrice(catalog.fees.tvInstallation),
            note: '光テレビを使えるようにする開通工事の費用です。',
          },
          {
            item: '撤去工事費（光テレビ）',
            price: formatYen(catalog.fees.removalTV),
            note: 'ご解約の際に、設備の撤去をご希望の場合のみかかります。',
          },
        ],
      },
    ],
    campaignIds: ['antenna'],
    conditions: [
      '光テレビは「インターネット＋光電話＋光テレビ」のメニューでお申し込みいただけます。',
      '光テレビの提供エリアは、インターネットの提供エリアと異なる場合があります。提供エリア検索でご確認ください。',
      'テレビやレコーダーなどの受信機器は、お客さまでご用意ください。',
      'BSデジタル放送の有料チャンネルをご覧になるには、各放送事業者とのご契約が別途必要です。',
    ],
    simulateNote: 'シミュレーションの基本メニューが「インターネット＋光電話＋光テレビ」になります。',
  },

  dazn: {
    lead: 'スポーツのライブ配信サービス「DAZN（ダゾーン）」を、光回線とまとめてお申し込みいただけます。',
    features: [
      {
        title: '見たい試合をライブで',
        text: 'サッカー、野球、モータースポーツなど、さまざまなスポーツをライブ配信と見逃し配信でお楽しみいただけます。',
      },
      {
        title: 'テレビでもスマートフォンでも',
        text: 'テレビ、パソコン、スマートフォン、タブレットでご覧いただけます。外出先からも視聴できます。',
      },
      {
        title: 'お支払いはまとめて',
        text: 'DAZNの料金は、光回線の料金と一緒にお支払いいただけます。',
      },
    ],
    priceTables: (catalog) => {
      const monthly = catalog.daznPlans.monthly.monthly ?? 0;
      const yearly = catalog.daznPlans.annual.yearly ?? 0;
      const saving = monthly * 12 - yearly;
      return [
        {
          caption: 'DAZNの料金',
          rows: [
            {
              item: catalog.daznPlans.monthly.label,
              price: monthlyPrice(monthly),
              note: '毎月お支払いいただくプランです。',
            },
            {
              item: catalog.daznPlans.annual.label,
              price: yearlyPrice(yearly),
              note: `12ヶ月分をまとめて、ご利用開始の月と、その後12ヶ月ごとにお支払いいただくプランです。${
                saving > 0 ? `月額プランの12ヶ月分より${formatYen(saving)}おトクです。` : ''
              }`,
            },
          ],
        },
      ];
    },
    campaignIds: [],
    conditions: [
      '月額プランと年間プランは、シミュレーションの画面でお選びいただけます（はじめは月額プランが選ばれています）。',
      'ご視聴にはDAZNのアカウント登録が必要です。登録の方法は、お申し込みのあとにご案内します。',
      '配信される試合や番組は、放映権の状況により変わることがあります。',
      '同時に視聴できる端末の数などのご利用条件は、DAZNの利用規約に準じます。',
    ],
  },

  phone: {
    lead: '光回線を使った固定電話です。今お使いの電話番号を、引き続きお使いいただける場合があります。',
    features: [
      {
        title: '今の番号をそのまま',
        text: 'NTTの固定電話でお使いの電話番号は、番号ポータビリティで引き続きお使いいただける場合があります。',
      },
      {
        title: '今お使いの電話機で',
        text: 'お手持ちの電話機を、光回線のルーターにつないでお使いいただけます。',
      },
      {
        title: '必要な機能だけ追加',
        text: 'ナンバー・ディスプレイや転送電話など、必要な機能をオプションで追加できます。',
      },
    ],
    priceTables: (catalog) => [
      {
        caption: '光電話の料金',
        rows: [optionRow(catalog, 'isPhone', '通話料は、ご利用に応じて別途かかります。', '光電話 基本料')],
      },
      {
        caption: '光電話のオプション',
        rows: (Object.keys(PHONE_OPTION_NOTES) as PhoneOptionFlag[]).map((flag) =>
          optionRow(catalog, flag, PHONE_OPTION_NOTES[flag]),
        ),
      },
    ],
    campaignIds: ['isAuCouponCP', 'isChangeCP'],
    conditions: [
      '光電話は、インターネットと一緒にご利用いただくサービスです。',
      '停電のときは、ルーターに電気が届かないため通話できません。',
      '110番・119番などの緊急通報はご利用いただけます。一部の特別な番号には、おかけいただけない場合があります。',
      '番号ポータビリティをご利用いただけるかは、今の電話番号の種類によって異なります。お申し込みのあとに確認してご連絡します。',
      '電話機は、お客さまでご用意ください。',
    ],
    simulateNote:
      'シミュレーションの基本メニューが「インターネット＋光電話」になります（光テレビをお選びの場合はそのままです）。',
  },

  video: {
    lead: '映画・ドラマ・アニメなどが見放題の動画配信サービスを、光回線とまとめてお申し込みいただけます。',
    features: [
      {
        title: 'ポイント＋ビデオ990',
        text: '見放題の作品に加えて、毎月のポイントで新作のレンタルもお楽しみいただけます。',
      },
      {
        title: 'Netflixパック',
        text: '世界中で人気のNetflixを、光回線の料金と一緒にお支払いいただけます。スタンダードとプレミアムからお選びいただけます。',
      },
      {
        title: '大画面でも快適に',
        text: '光回線なら、テレビの大きな画面でも高画質の動画を途切れにくくご覧いただけます。',
      },
    ],
    priceTables: (catalog) => [
      {
        caption: '動画配信サービスの料金',
        rows: [
          {
            item: catalog.videoPlans['point+video990'].label,
            price: monthlyPrice(catalog.videoPlans['point+video990'].monthly ?? 0),
            note: '見放題の作品と、毎月のポイントでレンタルできる作品をお楽しみいただけます。',
          },
          {
            item: catalog.netflixPlans.normal.label,
            price: monthlyPrice(catalog.netflixPlans.normal.monthly ?? 0),
            note: 'Netflixのスタンダードプランをご利用いただけます。',
          },
          {
            item: catalog.netflixPlans.premium.label,
            price: monthlyPrice(catalog.netflixPlans.premium.monthly ?? 0),
            note: 'Netflixのプレミアムプランをご利用いただけます。4K（Ultra HD）対応の作品も高画質でご覧いただけます。',
          },
        ],
      },
    ],
    campaignIds: ['isVODCP', 'isNetflixCP', 'is10GAndNetflixCP'],
    conditions: [
      'Netflixパックは、シミュレーションの画面でスタンダードかプレミアムをお選びください。',
      'ご視聴には、各サービスのアカウント登録が必要です。登録の方法は、お申し込みのあとにご案内します。',
      '配信される作品は、予告なく変わることがあります。',
      'キャンペーンの適用条件は、各キャンペーンのページでご確認ください。',
    ],
    simulateNote: 'このボタンでは「ポイント＋ビデオ990」をシミュレーションに追加します。',
  },

  gigazo: {
    lead: '外出先でも使える公衆Wi-Fiサービス「ギガぞう」を、光回線と一緒にお申し込みいただけます。',
    features: [
      {
        title: '街なかのWi-Fiスポットで',
        text: '駅やカフェ、商業施設など、全国のWi-Fiスポットでインターネットをご利用いただけます。',
      },
      {
        title: 'スマートフォンのデータ量を節約',
        text: 'Wi-Fiにつなぐことで、スマートフォンの料金プランのデータ容量を節約できます。',
      },
      {
        title: 'アプリで自動接続',
        text: '専用アプリを入れておくと、対応するスポットで自動的にWi-Fiにつながります。',
      },
    ],
    priceTables: (catalog) => [
      { caption: 'ギガぞうの料金', rows: [optionRow(catalog, 'isGigazo', '毎月のご利用料金です。')] },
    ],
    campaignIds: ['is10GAndGigazoCP3'],
    conditions: [
      'ご利用いただけるスポットは、専用アプリでお確かめいただけます。',
      'スポットや時間帯によって、通信速度が変わることがあります。',
      '公衆Wi-Fiでは、パスワードやカード番号など大切な情報の入力にご注意ください。',
    ],
  },

  meshWifi: {
    lead: '複数のWi-Fiルーターが連携して、家じゅうに途切れにくいWi-Fiをつくるサービスです。',
    features: [
      {
        title: '家じゅうどこでもつながる',
        text: '2階のお部屋や玄関など、電波が届きにくい場所にもWi-Fiを広げます。',
      },
      {
        title: '移動しても切れにくい',
        text: 'お部屋を移動しても、いちばんつながりやすいルーターに自動で切り替わります。',
      },
      {
        title: '機器はレンタルでお届け',
        text: '機器はレンタルでお届けします。故障した場合は、交換いたします。',
      },
    ],
    priceTables: (catalog) => [
      {
        caption: 'メッシュWi-Fiの料金',
        rows: [optionRow(catalog, 'isMeshWiFi', '機器のレンタル料金です。')],
      },
    ],
    campaignIds: [],
    conditions: [
      'ご解約の際は、レンタル機器をご返却ください。',
      '建物の構造や間取りによって、電波の届き方は異なります。',
      '設置と設定の方法は、機器に同封のご案内でお知らせします。安心サポートPlusをご利用の方は、設定のお手伝いも受けられます。',
    ],
  },

  wSupport: {
    lead: 'インターネットの接続と、ご家庭のパソコン・スマートフォンなどの機器のお困りごとを、ひとつの窓口でまとめてご相談いただけるサポートです。',
    features: [
      {
        title: '回線と機器をまとめて相談',
        text: '「つながらない」の原因が回線なのか機器なのかわからなくても、そのままご相談いただけます。',
      },
      {
        title: '設定から使い方まで',
        text: 'Wi-Fiの設定、メールの設定、プリンターの接続など、はじめての設定や使い方をご案内します。',
      },
      {
        title: 'ご家族の機器も',
        text: 'ご家族がお使いのスマートフォンやタブレット、ゲーム機のご相談も承ります。',
      },
    ],
    priceTables: () => [],
    priceOnRequest: (catalog) => {
      const anshin = catalog.options.isAnshinSupport;
      return {
        how: [
          'Wサポートの料金は、ご契約の内容によって異なるため、このページには掲載していません。',
          'サポートセンターにお電話いただくと、お客さまのご契約に合わせた月額料金とサービスの内容をご案内します。ご契約番号をお手元にご用意ください。',
        ],
        extra: ['機器の修理が必要になった場合の修理代', '部品やソフトウェアを購入する場合の代金'],
        alternative: `料金が決まっているサポートをご希望の方は、${anshin.label}（${[
          monthlyPrice(anshin.monthly),
          ...(anshin.later
            ? [`${monthSpan(anshin.later.fromMonth)}は${monthlyPrice(anshin.later.monthly)}`]
            : []),
        ].join('、')}）もご検討ください。`,
      };
    },
    applySteps: [
      'サポートセンターにお電話ください。',
      'ご契約番号をお伝えのうえ、月額料金とサービスの内容をご確認ください。',
      'ご了承いただければ、そのままお電話でお申し込みを承ります。',
    ],
    campaignIds: [],
    conditions: [
      '機器の故障で修理が必要な場合は、修理サポートでお受けします。',
      'ご相談の内容によっては、メーカーやソフトウェアの提供元へのお問い合わせをお願いすることがあります。',
    ],
  },

  smartHome: {
    lead: 'スマートフォンから家電を操作したり、外出先から家の様子を確かめたりできるサービスです。',
    features: [
      {
        title: '家電をスマートフォンで操作',
        text: 'エアコンや照明を、家の中からも外出先からもスマートフォンで操作できます。帰る前にお部屋を快適な温度にしておけます。',
      },
      {
        title: '見守りと防犯',
        text: 'センサーで、玄関の開け閉めやお部屋の様子をスマートフォンにお知らせします。離れて暮らすご家族の見守りにもお使いいただけます。',
      },
      {
        title: '声でも操作',
        text: 'スマートスピーカーと組み合わせると、声で家電を操作できます。',
      },
    ],
    priceTables: (catalog) => [
      {
        caption: 'スマートホームの料金',
        rows: [optionRow(catalog, 'isSmartHome', '毎月のご利用料金です。')],
      },
    ],
    campaignIds: [],
    conditions: [
      '操作できる家電は、赤外線リモコンで操作できる機種などに限られます。',
      'ご利用には、スマートフォンと専用アプリが必要です。',
      'お届けする機器と設置の方法は、お申し込みのあとにご案内します。',
    ],
  },

  gamingCustom: {
    lead: 'オンラインゲームを快適に楽しめるよう、ゲームの通信の経路と設定を最適化するオプションです。',
    features: [
      {
        title: '混み合う時間も快適に',
        text: 'ゲームの通信を混雑しにくい経路で送り、夜など回線が混み合う時間帯でも遅延（ラグ）をおさえます。',
      },
      {
        title: '機器に合わせた設定',
        text: 'ゲーム機やパソコンに合わせたルーターの設定をご案内します。',
      },
      {
        title: '大きなダウンロードも',
        text: 'ゲーム本体や大きなアップデートのダウンロードも、待ち時間を短くできます。',
      },
    ],
    priceTables: (catalog) => [
      {
        caption: `${catalog.options.isGamingCustom.label}の料金`,
        rows: [optionRow(catalog, 'isGamingCustom', '毎月のご利用料金です。')],
      },
    ],
    campaignIds: [],
    conditions: [
      '通信速度や遅延の大きさを保証するものではありません。ゲームのサーバー、お使いの機器、宅内の環境によって変わります。',
      'ゲーム機やパソコンは、有線LANでつなぐとより安定してご利用いただけます。',
    ],
  },

  securityPack: {
    lead: 'パソコンやスマートフォンを、ウイルスや詐欺サイト、不正なアクセスから守るセキュリティサービスです。',
    features: [
      {
        title: 'ウイルス対策',
        text: 'ウイルスや不正なプログラムを見つけて、取り除きます。',
      },
      {
        title: '危険なサイトをブロック',
        text: '詐欺サイトや危険なサイトを開こうとしたときに、アクセスを止めてお知らせします。',
      },
      {
        title: 'ご家族の端末にも',
        text: 'パソコン、スマートフォン、タブレットでご利用いただけます。',
      },
    ],
    priceTables: (catalog) => [
      {
        caption: 'セキュリティパックの料金',
        rows: [optionRow(catalog, 'isSecurityPack', '毎月のご利用料金です。')],
      },
    ],
    campaignIds: [],
    conditions: [
      'ご利用には、ソフトウェアのインストールが必要です。インストールの方法は、お申し込みのあとにご案内します。',
      '対応するOSとご利用いただける台数は、お申し込みのあとにお送りするご案内でご確認ください。',
      'すべての脅威を防ぐことを保証するものではありません。OSやソフトウェアは最新の状態でお使いください。',
    ],
  },

  waribikiPack: {
    lead: '光電話でよく使われる4つのオプションをまとめて、個別にお申し込みいただくよりおトクにご利用いただけるパックです。',
    features: [
      {
        title: '4つの機能をひとまとめに',
        text: 'ナンバー・ディスプレイ、割込通話、転送電話、迷惑電話拒否の4つを、まとめてお使いいただけます。',
      },
      {
        title: '迷惑電話の対策にも',
        text: 'かけてきた相手の番号を確かめてから出られ、迷惑な電話はお断りできます。',
      },
      {
        title: '電話を逃さない',
        text: '通話中にかかってきた電話にも出られ、外出中は携帯電話へ転送できます。',
      },
    ],
    priceTables: (catalog) => {
      const pack = catalog.options.isWaribikiPack.monthly;
      const separately = catalog.waribikiPackIncludes.reduce(
        (sum, flag) => sum + catalog.options[flag].monthly,
        0,
      );
      const saving = separately - pack;
      return [
        {
          caption: '割引パックの料金',
          rows: [
            optionRow(
              catalog,
              'isWaribikiPack',
              saving > 0
                ? `含まれる4つのオプションを個別にお申し込みの場合（合計${monthlyPrice(separately)}）より、毎月${formatYen(saving)}おトクです。`
                : '',
            ),
          ],
        },
        {
          caption: '割引パックに含まれるオプション（個別にお申し込みの場合の料金）',
          rows: catalog.waribikiPackIncludes.map((flag) => {
            const setup = catalog.options[flag].setupFee;
            return {
              item: catalog.options[flag].label,
              price: monthlyPrice(catalog.options[flag].monthly),
              note: setup ? `割引パックでご利用の場合も、初期費用${formatYen(setup)}がかかります。` : '',
            };
          }),
        },
      ];
    },
    campaignIds: [],
    conditions: [
      '割引パックのご利用には、光電話のご契約が必要です。',
      '転送電話で転送した先までの通話料は、お客さまのご負担となります。',
    ],
    simulateNote: '割引パックは光電話のオプションのため、シミュレーションに光電話も追加されます。',
  },

  anshinSupport: {
    lead: 'インターネットの接続設定や、パソコン・スマートフォンのお困りごとを、お電話・遠隔操作・訪問でサポートします。',
    features: [
      {
        title: 'お電話と遠隔操作で',
        text: '専門のスタッフが、お客さまの画面を一緒に見ながら、設定や操作をお手伝いします。',
      },
      {
        title: 'ご自宅への訪問も',
        text: 'お電話で解決しないときは、スタッフがご自宅に伺って設定します。',
      },
      {
        title: 'いろいろな機器に対応',
        text: 'パソコン、スマートフォン、タブレット、プリンター、ゲーム機などのWi-Fi接続もご相談いただけます。',
      },
    ],
    priceTables: (catalog) => {
      const option = catalog.options.isAnshinSupport;
      const free = option.freeMonthsWithLine ?? 0;
      const later = option.later;
      const rows: PriceRow[] = [];
      if (free > 0) {
        rows.push({
          item: monthSpan(1, free),
          price: freePrice,
          note: '光回線と同時にお申し込みの場合です。',
        });
      }
      rows.push({
        item: monthSpan(free + 1, later ? later.fromMonth - 1 : undefined),
        price: monthlyPrice(option.monthly),
        note: '',
      });
      if (later)
        rows.push({ item: monthSpan(later.fromMonth), price: monthlyPrice(later.monthly), note: '' });
      return [{ caption: `${option.label}の料金`, rows }];
    },
    campaignIds: [],
    conditions: [
      '安心サポートPlusは、ご希望の方がお選びいただく有料のオプションです。光回線と一緒にお申し込みの場合は、料金シミュレーションの画面でお選びください。',
      '無料の期間は、光回線と同時にお申し込みの場合に限ります。ご契約のあとに追加された場合は、1ヶ月目から月額料金がかかります。',
      '訪問サポートで、部品や機器の購入が必要になった場合の費用は別途かかります。',
    ],
  },

  repairSupport: {
    lead: 'パソコンやプリンターなどの機器が故障したときに、修理のご相談から機器の返却までをお手伝いするサービスです。',
    features: [
      {
        title: '修理の窓口をひとつに',
        text: 'メーカーがわからない機器や、保証期間が終わった機器の修理もご相談いただけます。',
      },
      {
        title: '引き取りから返却まで',
        text: '故障した機器の引き取りから、修理後のお届けまでを手配します。',
      },
      {
        title: '修理の前にお見積もり',
        text: '修理の費用をお見積もりし、ご了承いただいてから修理します。',
      },
    ],
    priceTables: () => [],
    priceOnRequest: () => ({
      how: [
        '修理の費用は、機器や故障の内容によって異なるため、このページには掲載していません。',
        'お預かりした機器を確かめたうえで、修理の費用をお見積もりでお知らせします。',
        'お見積もりのあとで修理をとりやめる場合の扱いも、お見積もりのときにご案内します。',
      ],
      extra: [],
    }),
    applySteps: [
      'サポートセンターにお電話で、故障した機器の種類・メーカーと、故障の様子をお知らせください。',
      '機器を引き取りに伺う日時を決めて、機器をお預けください。',
      'お見積もりの金額をご確認のうえ、修理するかどうかをお知らせください。',
      '修理が終わった機器をお届けします。',
    ],
    campaignIds: [],
    conditions: [
      '機器によっては、修理をお受けできない場合があります。',
      '修理の際に、機器の中のデータが消えることがあります。大切なデータは、事前にバックアップをおとりください。',
    ],
  },

  kurashiSupport: {
    lead: '水まわりのトラブルや鍵の紛失など、暮らしの「困った」に専門のスタッフが駆けつけるサービスです。',
    features: [
      {
        title: '住まいのトラブルに',
        text: '水漏れやトイレのつまり、鍵の紛失、窓ガラスの破損などのときに、駆けつけて応急処置をします。',
      },
      {
        title: 'バイクのトラブルにも',
        text: '「バイク＋住まい」プランなら、出先でのバイクの故障やパンクのときにも、ロードサービスをご利用いただけます。',
      },
      {
        title: 'いつでも受付',
        text: 'お困りのときは、24時間365日お電話で受け付けます。',
      },
    ],
    priceTables: (catalog) => [
      {
        caption: 'くらしサポートの料金',
        rows: [
          {
            item: catalog.kurashiSupportPlans['bike+home'].label,
            price: monthlyPrice(catalog.kurashiSupportPlans['bike+home'].monthly ?? 0),
            note: '住まいとバイクのトラブルに対応します。',
          },
          {
            item: catalog.kurashiSupportPlans.home.label,
            price: monthlyPrice(catalog.kurashiSupportPlans.home.monthly ?? 0),
            note: '住まいのトラブルに対応します。',
          },
        ],
      },
    ],
    campaignIds: [],
    conditions: [
      'プランは、シミュレーションの画面でお選びいただけます（はじめは「バイク＋住まい」が選ばれています）。',
      '駆けつけたときの作業は応急処置です。部品代や本格的な修理の費用は、別途かかります。',
      '地域や天候、道路の状況によって、到着までお時間をいただくことがあります。',
    ],
  },
};
