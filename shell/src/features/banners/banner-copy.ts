import { additionalCampaignPeriodLabel, priceCatalog } from '@hikari/shared/domain';

const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;
const c = priceCatalog.campaigns;

/** Banner texts, with every amount and the period taken from the shared catalog and campaign data. */
export const bannerCopy = {
  limited: {
    badge: 'エリア限定',
    text: `対象エリアからのWebお申し込みで、キャッシュバック${yen(c.limitedAdditional)}を上乗せ中`,
  },
  other: {
    badge: 'Web限定',
    text: `当サイトからのお申し込みで最大${yen(c.isOriginal30000CP)}キャッシュバック`,
  },
  additional: {
    badge: '期間限定',
    text: `${yen(c.additional)}追加キャッシュバック`,
    period: additionalCampaignPeriodLabel(),
  },
  action: '料金シミュレーション・お申し込みへ',
} as const;
