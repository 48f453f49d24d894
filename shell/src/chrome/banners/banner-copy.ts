import { formatYen } from '@hikari/shared/domain/core';
import type { BannerView } from './banners';

/** Banner texts; every amount and the period come from the campaign offer (BannerView). */
export const bannerCopy = {
  limited: {
    badge: 'エリア限定',
    text: (view: BannerView) =>
      `対象エリアからのWebお申し込みで、キャッシュバック${formatYen(view.amounts.limitedAdditional)}を上乗せ中`,
  },
  other: {
    badge: 'キャッシュバック',
    // The largest total the simulation grants (BannerView.amounts.maxCashBack), not a written figure.
    text: (view: BannerView) =>
      view.amounts.maxCashBack > 0
        ? `お申し込み内容に応じて最大${formatYen(view.amounts.maxCashBack)}キャッシュバック`
        : '料金シミュレーションで月額料金と特典をご確認ください',
  },
  additional: {
    badge: '期間限定',
    text: (view: BannerView) => `${formatYen(view.amounts.additional)}追加キャッシュバック`,
  },
  action: '料金シミュレーション・お申し込みへ',
} as const;
