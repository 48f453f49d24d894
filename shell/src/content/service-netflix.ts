// Copy of /service/netflix/. Prices come from the catalog's netflixPlans and
// the free-month campaigns from the campaign definitions.

import type { CampaignId, NetflixPlan } from '@hikari/shared/domain/core';

export const netflixCopy = {
  lead: 'Netflixの月額料金を、光回線の料金とまとめてお支払いいただけるオプションです。',
  aboutHeading: 'Netflixパックとは',
  about: [
    'Netflixパックをお申し込みいただくと、Netflixの利用料金が当社からのご請求にまとまります。お支払いの管理がひとつで済み、キャンペーンでお得に始められます。',
    'すでにNetflixをお使いの方も、今のアカウントのまま、視聴履歴やマイリストを引き継いでお使いいただけます。Netflixへのお支払いは、当社のご請求に切り替わった時点で自動的に止まります。',
  ],
  plansHeading: '料金とプラン',
  tableCaption: 'Netflixパックの料金（税込）',
  plansNote: '画質と同時に視聴できる台数は、Netflixの各プランの内容に準じます。',
  campaignHeading: 'キャンペーン',
  applyHeading: 'お申し込み方法',
  applyNew: 'これから光回線をお申し込みの方は、料金シミュレーションでNetflixパックのプランを選んでください。',
  applyNewLink: '料金シミュレーションでNetflixパックを選ぶ',
  applyExisting: 'ご契約中の方は、オプションのお申し込みページから追加できます。',
  applyExistingLink: 'ご契約中の方のオプションのお申し込み',
  notesHeading: 'ご注意',
  notes: [
    'Netflixパックのご利用には、光回線のご契約が必要です。光回線を解約されると、Netflixパックも同時に終了します。',
    'Netflixパックを解約されても、Netflixのアカウントは残ります。引き続きご覧になる場合は、Netflixでお支払い方法をご登録ください。',
    'Netflixの作品の配信内容と時期は、Netflixが決めています。',
  ],
  otherHeading: 'ほかの動画・スポーツ配信サービス',
  otherLinks: [
    { to: '/option/video/', label: '動画配信サービス（ポイント＋ビデオ990）' },
    { to: '/option/dazn/', label: 'DAZN（スポーツのライブ配信）' },
  ],
};

export const netflixPlanFeatures: Record<NetflixPlan, { quality: string; screens: string }> = {
  normal: { quality: 'フルHD（1080p）', screens: '2台' },
  premium: { quality: '4K（Ultra HD）・HDR', screens: '4台' },
};

export const NETFLIX_PLAN_ORDER: readonly NetflixPlan[] = ['normal', 'premium'];

export const netflixCampaignIds: readonly CampaignId[] = ['isNetflixCP', 'is10GAndNetflixCP'];
