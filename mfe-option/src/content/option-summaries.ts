import { joinNames, optionNames, priceCatalog } from '@hikari/shared/domain';
import { optionPaths } from './option-paths';

export type OptionGroup = 'phone' | 'tv' | 'entertainment' | 'network' | 'support';

export interface OptionSummary {
  path: string;
  group: OptionGroup;
  summary: string;
}

export const GROUP_LABELS: Record<OptionGroup, string> = {
  phone: '電話',
  tv: 'テレビ',
  entertainment: '動画・エンタメ',
  network: 'ネットワーク・セキュリティ',
  support: 'サポート・くらし',
};

export const optionSummaries: OptionSummary[] = [
  {
    path: optionPaths.phone,
    group: 'phone',
    summary: '光回線でつなぐ固定電話です。今の電話番号を引き続き使える場合があります。',
  },
  {
    path: optionPaths.waribikiPack,
    group: 'phone',
    summary: `${joinNames(priceCatalog.waribikiPackIncludes.map((flag) => optionNames[flag]))}をまとめて、おトクにご利用いただけます。`,
  },
  { path: optionPaths.tv, group: 'tv', summary: '地上デジタル・BSデジタル放送を光回線で受信できます。' },
  {
    path: optionPaths.video,
    group: 'entertainment',
    summary: '映画やドラマが見放題の動画配信サービスです。',
  },
  {
    path: optionPaths.dazn,
    group: 'entertainment',
    summary: 'スポーツのライブ配信が見放題のDAZNを、光回線とまとめてお申し込みいただけます。',
  },
  {
    path: optionPaths.gamingCustom,
    group: 'entertainment',
    summary: 'オンラインゲーム向けに通信を最適化します。',
  },
  {
    path: optionPaths.meshWifi,
    group: 'network',
    summary: '家じゅうどこでも途切れにくいWi-Fiをつくるメッシュルーターです。',
  },
  { path: optionPaths.gigazo, group: 'network', summary: '外出先で使える公衆Wi-Fiサービスです。' },
  {
    path: optionPaths.securityPack,
    group: 'network',
    summary: 'パソコンやスマートフォンをウイルスや詐欺サイトから守ります。',
  },
  {
    path: optionPaths.smartHome,
    group: 'support',
    summary: '家電の操作や見守りをスマートフォンからできるようにします。',
  },
  {
    path: optionPaths.anshinSupport,
    group: 'support',
    summary: '接続設定やパソコン・スマートフォンのお困りごとを、お電話・遠隔操作・訪問でサポートします。',
  },
  {
    path: optionPaths.wSupport,
    group: 'support',
    summary: 'インターネットと機器のお困りごとを、ひとつの窓口でまとめてご相談いただけます。',
  },
  {
    path: optionPaths.repairSupport,
    group: 'support',
    summary: '故障したパソコンや周辺機器の修理を、お見積もりから返却まで手配します。',
  },
  {
    path: optionPaths.kurashiSupport,
    group: 'support',
    summary: '水まわりや鍵、バイクのトラブルに駆けつけるサービスです。',
  },
];
