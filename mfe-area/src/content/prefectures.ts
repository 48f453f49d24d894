import { PREFECTURES_SERVED } from '@hikari/shared/domain';

// JIS X 0401 order, as Japanese address forms list them. Every prefecture is
// offered, not only the five served ones: a visitor outside the area must be
// able to say so and get the "not a service area" answer (docs/business-rules.md#area-search).
export const ALL_PREFECTURES = [
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
] as const;

const served = new Set<string>(PREFECTURES_SERVED);

/** The served prefectures first (most visitors live there), then the others. */
export const PREFECTURE_GROUPS: { label: string; prefectures: readonly string[] }[] = [
  { label: '提供エリアの県', prefectures: ALL_PREFECTURES.filter((p) => served.has(p)) },
  { label: 'その他の都道府県', prefectures: ALL_PREFECTURES.filter((p) => !served.has(p)) },
];
