import { paths } from '@hikari/shared/domain';

export type CampaignCategory = 'cashback' | 'discount' | 'free' | 'option';

export interface CampaignSummary {
  path: string;
  category: CampaignCategory;
  /** One sentence saying who gets what. */
  summary: string;
  /** Only for these plans; empty = every plan. */
  plans: ('plan10G' | 'plan1G')[];
}

export const CATEGORY_LABELS: Record<CampaignCategory | 'all', string> = {
  all: 'すべて',
  cashback: 'キャッシュバック',
  discount: '月額割引',
  free: '工事費・初期費用',
  option: 'オプション特典',
};

/** The campaign pages of this section, with the purpose the spec gives each. */
export const campaignSummaries: CampaignSummary[] = [
  {
    path: '/campaign/original/',
    category: 'cashback',
    summary: 'Webからのお申し込み限定のキャッシュバックです。',
    plans: [],
  },
  {
    path: '/campaign/cash-back/',
    category: 'cashback',
    summary: '条件を満たすと50,000円をキャッシュバックします。',
    plans: [],
  },
  {
    path: '/campaign/cash-back-2/',
    category: 'cashback',
    summary: '条件を満たすと25,000円をキャッシュバックします。',
    plans: [],
  },
  {
    path: '/campaign/web-cash-back/',
    category: 'cashback',
    summary: 'Webでお申し込みが完了した方へのキャッシュバックです。',
    plans: [],
  },
  {
    path: '/campaign/change/',
    category: 'cashback',
    summary: '他社からの乗り換えで、解約金や撤去費用を還元します。',
    plans: [],
  },
  {
    path: '/campaign/start-wari/',
    category: 'discount',
    summary: 'ご利用開始から長くお使いいただくほどおトクになる割引です。',
    plans: [],
  },
  {
    path: '/campaign/one-year-980/',
    category: 'discount',
    summary: '基本料金が12か月間980円になります。',
    plans: [],
  },
  {
    path: '/campaign/one-year-wari/',
    category: 'discount',
    summary: '基本料金を12か月間割り引きます。',
    plans: [],
  },
  {
    path: '/campaign/construction/',
    category: 'free',
    summary: '開通工事費が実質無料になります。',
    plans: [],
  },
  {
    path: '/campaign/initial-cost/',
    category: 'free',
    summary: '契約事務手数料などの初期費用が0円になります。',
    plans: [],
  },
  {
    path: '/campaign/router/',
    category: 'free',
    summary: '開通までの間、モバイルルーターを無料でお貸しします。',
    plans: [],
  },
  {
    path: '/campaign/antenna/',
    category: 'free',
    summary: '地デジ用の簡易アンテナを無料でお貸しします。',
    plans: [],
  },
  {
    path: '/campaign/video/',
    category: 'option',
    summary: '10ギガと動画配信プレミアムを一緒にお申し込みの方への特典です。',
    plans: ['plan10G'],
  },
  {
    path: '/campaign/option/',
    category: 'option',
    summary: '動画見放題（VOD）サービスが一定期間無料になります。',
    plans: [],
  },
  {
    path: '/campaign/gigazo/',
    category: 'option',
    summary: '10ギガと公衆Wi-Fi「ギガぞう」を一緒にお申し込みの方への特典です。',
    plans: ['plan10G'],
  },
  {
    path: '/campaign/au-coupon/',
    category: 'option',
    summary: '光電話と一緒のお申し込みで、au PAY クーポンを進呈します。',
    plans: [],
  },
  {
    path: '/campaign/giga-triple/',
    category: 'option',
    summary: 'ネット・電話・テレビを組み合わせた方への特典です。',
    plans: [],
  },
];

export const setWariLinks = [
  {
    path: paths.setWariSmartValue,
    summary: 'auのスマートフォンと光回線・光電話をセットで、スマホ代を毎月割り引きます。',
  },
  { path: paths.setWariZitaku, summary: 'UQ mobileと光回線・光電話をセットで、スマホ代を毎月割り引きます。' },
];
