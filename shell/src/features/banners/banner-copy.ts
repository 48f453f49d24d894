import { formatYen, type BannerView } from '@hikari/shared/domain';

/** Banner texts; every amount and the period come from the campaign offer (BannerView). */
export const bannerCopy = {
  limited: {
    badge: 'エリア限定',
    text: (view: BannerView) =>
      `対象エリアからのWebお申し込みで、キャッシュバック${formatYen(view.amounts.limitedAdditional)}を上乗せ中`,
  },
  other: {
    badge: 'Web限定',
    text: (view: BannerView) =>
      `当サイトからのお申し込みで最大${formatYen(view.amounts.original)}キャッシュバック`,
  },
  additional: {
    badge: '期間限定',
    text: (view: BannerView) => `${formatYen(view.amounts.additional)}追加キャッシュバック`,
  },
  action: '料金シミュレーション・お申し込みへ',
} as const;
