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
  { path: '/option/phone/', group: 'phone', summary: '今の電話番号そのままで使える、光回線の固定電話です。' },
  {
    path: '/option/waribiki-pack/',
    group: 'phone',
    summary: '番号表示・割込通話・転送・迷惑電話拒否をまとめておトクに。',
  },
  { path: '/option/tv/', group: 'tv', summary: '地上デジタル・BSデジタル放送を光回線で受信できます。' },
  { path: '/option/video/', group: 'entertainment', summary: '映画やドラマが見放題の動画配信サービスです。' },
  {
    path: '/option/dazn/',
    group: 'entertainment',
    summary: 'スポーツのライブ配信が見放題のDAZNをセットで。',
  },
  {
    path: '/option/gaming-custom/',
    group: 'entertainment',
    summary: 'オンラインゲーム向けに通信を最適化します。',
  },
  {
    path: '/option/mesh-wifi/',
    group: 'network',
    summary: '家じゅうどこでも途切れにくいWi-Fiをつくるメッシュルーターです。',
  },
  { path: '/option/gigazo/', group: 'network', summary: '外出先で使える公衆Wi-Fiサービスです。' },
  {
    path: '/option/security-pack/',
    group: 'network',
    summary: 'パソコンやスマートフォンをウイルスや詐欺サイトから守ります。',
  },
  {
    path: '/option/smart-home/',
    group: 'support',
    summary: '家電の操作や見守りをスマートフォンからできるようにします。',
  },
  {
    path: '/option/anshin-support/',
    group: 'support',
    summary: '接続設定やパソコンのお困りごとを電話と訪問でサポートします。',
  },
  {
    path: '/option/w-support/',
    group: 'support',
    summary: 'ネットとパソコンのトラブルを一緒にサポートします。',
  },
  { path: '/option/repair-support/', group: 'support', summary: 'パソコンや周辺機器の修理を受け付けます。' },
  {
    path: '/option/kurashi-support/',
    group: 'support',
    summary: '水まわりや鍵、自転車のトラブルに駆けつけるサービスです。',
  },
];
