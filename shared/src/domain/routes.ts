// The one route table of the site (spec section 2, DESIGN.md "Who owns which
// route"). Paths carry the trailing slash the menus use; the shell redirects
// the slash-less form. Components elsewhere take paths from `paths`, never
// from string literals.

import type { SitePart } from './remotes';

export type Layout = 'apply' | 'campaign' | 'default' | 'minimum' | 'option' | 'set-wari' | 'simulation';

/** Who owns a route: the shell or one of the remotes of remotes.ts. */
export type RouteOwner = SitePart;

export interface RouteEntry {
  path: string;
  layout: Layout;
  owner: RouteOwner;
  /** Page title without the site name; the shell appends it. */
  title: string;
  /** true: <meta name="robots" content="noindex,nofollow">. */
  noindex: boolean;
}

export const SITE_NAME = '東海ひかりネット';

const r = (path: string, layout: Layout, owner: RouteOwner, title: string, noindex = false): RouteEntry => ({
  path,
  layout,
  owner,
  title,
  noindex,
});

export const routeTable: readonly RouteEntry[] = [
  // General
  r('/', 'default', 'shell', '光回線のお申し込み・料金シミュレーション'),
  r('/faq/', 'default', 'shell', 'よくあるご質問'),
  r('/test/', 'minimum', 'shell', '動作確認（運用者向け）', true),
  r('/company/', 'default', 'shell', '会社概要'),
  r('/contact/', 'apply', 'mfe-apply', '工事日・ご訪問のご予約'),
  r('/privacy/', 'default', 'shell', '個人情報の取り扱いについて'),
  r('/support/', 'default', 'shell', 'ご契約中のお客さまサポート'),
  // Transfer and area
  r('/transfer/', 'apply', 'mfe-apply', '移転・名義変更のお手続き'),
  r('/area/', 'apply', 'mfe-area', '提供エリア検索'),
  r('/area/home/', 'apply', 'mfe-area', '提供エリア検索（戸建て）'),
  // Plans
  r('/plan/', 'default', 'shell', '料金プラン'),
  r('/plan/home/', 'default', 'shell', '戸建てプラン'),
  r('/plan/mansion/', 'default', 'shell', 'マンションプラン'),
  // Application flow: area, form, form2, form3, terms, completed
  r('/apply/area/', 'apply', 'mfe-apply', 'お申し込み：提供エリアの確認'),
  r('/apply/form/', 'simulation', 'mfe-apply', '料金シミュレーション・お申し込み'),
  r('/apply/form2/', 'apply', 'mfe-apply', 'お申し込み：ご契約者さま情報', true),
  r('/apply/form3/', 'apply', 'mfe-apply', 'お申し込み：設置先・お支払い情報', true),
  r('/apply/terms/', 'apply', 'mfe-apply', 'お申し込み：重要事項の確認', true),
  r('/apply/completed/', 'apply', 'mfe-apply', 'お申し込み完了', true),
  // Options
  r('/option/', 'option', 'mfe-option', 'オプションサービス'),
  r('/option/tv/', 'option', 'mfe-option', '光テレビ'),
  r('/option/dazn/', 'option', 'mfe-option', 'DAZN'),
  r('/option/apply/', 'option', 'mfe-option', 'オプションのお申し込み'),
  r('/option/phone/', 'option', 'mfe-option', '光電話'),
  r('/option/video/', 'option', 'mfe-option', '動画配信サービス'),
  r('/option/gigazo/', 'option', 'mfe-option', '公衆Wi-Fi（ギガぞう）'),
  r('/option/mesh-wifi/', 'option', 'mfe-option', 'メッシュWi-Fi'),
  r('/option/w-support/', 'option', 'mfe-option', 'Wサポート'),
  r('/option/smart-home/', 'option', 'mfe-option', 'スマートホーム'),
  r('/option/gaming-custom/', 'option', 'mfe-option', 'ゲーミングカスタマイズ'),
  r('/option/security-pack/', 'option', 'mfe-option', 'セキュリティパック'),
  r('/option/waribiki-pack/', 'option', 'mfe-option', '光電話 割引パック'),
  r('/option/anshin-support/', 'option', 'mfe-option', '安心サポートPlus'),
  r('/option/repair-support/', 'option', 'mfe-option', '修理サポート'),
  r('/option/kurashi-support/', 'option', 'mfe-option', 'くらしサポート'),
  // Campaigns
  r('/campaign/', 'campaign', 'mfe-campaign', 'キャンペーン・特典'),
  r('/campaign/video/', 'campaign', 'mfe-campaign', '10G＋動画配信プレミアム特典'),
  r('/campaign/change/', 'campaign', 'mfe-campaign', '他社からの乗り換えキャンペーン'),
  r('/campaign/gigazo/', 'campaign', 'mfe-campaign', '10G＋ギガぞう特典'),
  r('/campaign/option/', 'campaign', 'mfe-campaign', '動画見放題（VOD）特典'),
  r('/campaign/router/', 'campaign', 'mfe-campaign', '開通前モバイルルーター無料レンタル'),
  r('/campaign/antenna/', 'campaign', 'mfe-campaign', '地デジ簡易アンテナ無料貸し出し'),
  r('/campaign/original/', 'campaign', 'mfe-campaign', 'Web限定キャッシュバック'),
  r('/campaign/au-coupon/', 'campaign', 'mfe-campaign', 'au PAY クーポン特典'),
  r('/campaign/cash-back/', 'campaign', 'mfe-campaign', '50,000円キャッシュバック'),
  r('/campaign/cash-back-2/', 'campaign', 'mfe-campaign', '25,000円キャッシュバック'),
  r('/campaign/start-wari/', 'campaign', 'mfe-campaign', 'スタート割・長期割引'),
  r('/campaign/giga-triple/', 'campaign', 'mfe-campaign', 'ギガ・トリプル特典'),
  r('/campaign/construction/', 'campaign', 'mfe-campaign', '工事費実質無料'),
  r('/campaign/initial-cost/', 'campaign', 'mfe-campaign', '初期費用0円'),
  r('/campaign/one-year-980/', 'campaign', 'mfe-campaign', '1年間980円キャンペーン'),
  r('/campaign/one-year-wari/', 'campaign', 'mfe-campaign', '1年間割引キャンペーン'),
  r('/campaign/web-cash-back/', 'campaign', 'mfe-campaign', 'Webお申し込みキャッシュバック'),
  // Bundle discounts
  r('/set-wari/smart-value/', 'set-wari', 'mfe-campaign', 'auスマートバリュー'),
  r('/set-wari/zitaku-set-wari/', 'set-wari', 'mfe-campaign', '自宅セット割（UQ mobile）'),
  // Services
  r('/service/netflix/', 'default', 'shell', 'Netflixパック'),
  r('/service/cancellation/', 'default', 'shell', '解約時の費用について'),
  r('/service/caution-notes/', 'default', 'shell', 'お申し込み時の注意事項'),
  r('/service/construction/home/', 'default', 'shell', '戸建ての開通工事について'),
  r('/service/construction/mansion/', 'default', 'shell', 'マンションの開通工事について'),
  // Special pages
  r('/special/lp2/', 'default', 'mfe-apply', 'かんたんお申し込み'),
  r('/special/apartment/', 'default', 'shell', 'マンションにお引っ越しの方へ'),
  r('/special/shinchiku/', 'default', 'shell', '新築の戸建てにお住まいの方へ'),
];

/** Finds the route of a path (with or without the trailing slash). */
export function findRoute(pathname: string): RouteEntry | undefined {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return routeTable.find((route) => route.path === withSlash);
}

/**
 * The redirect target for a path without its trailing slash (spec section 2),
 * or null when the path needs none: the root, a path ending in '/', or a path
 * whose last segment has a file extension.
 */
export function trailingSlashRedirect(pathname: string, search = '', hash = ''): string | null {
  if (pathname === '/' || pathname.endsWith('/')) return null;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (/\.[A-Za-z0-9]+$/.test(last)) return null;
  return `${pathname}/${search}${hash}`;
}

export const APPLY_FLOW = [
  '/apply/area/',
  '/apply/form/',
  '/apply/form2/',
  '/apply/form3/',
  '/apply/terms/',
  '/apply/completed/',
] as const;

/** Path constants, so components never spell a path by hand. */
export const paths = {
  top: '/',
  faq: '/faq/',
  test: '/test/',
  company: '/company/',
  companyInfo: '/company/#info',
  contact: '/contact/',
  privacy: '/privacy/',
  support: '/support/',
  transfer: '/transfer/',
  area: '/area/',
  areaHome: '/area/home/',
  plan: '/plan/',
  planHome: '/plan/home/',
  planMansion: '/plan/mansion/',
  applyArea: '/apply/area/',
  applyForm: '/apply/form/',
  applyForm2: '/apply/form2/',
  applyForm3: '/apply/form3/',
  applyTerms: '/apply/terms/',
  applyCompleted: '/apply/completed/',
  option: '/option/',
  optionApply: '/option/apply/',
  campaign: '/campaign/',
  campaignSetWari: '/campaign/#set-wari',
  setWariSmartValue: '/set-wari/smart-value/',
  setWariZitaku: '/set-wari/zitaku-set-wari/',
  serviceNetflix: '/service/netflix/',
  serviceCancellation: '/service/cancellation/',
  serviceCautionNotes: '/service/caution-notes/',
  serviceConstructionHome: '/service/construction/home/',
  serviceConstructionMansion: '/service/construction/mansion/',
  specialLp2: '/special/lp2/',
  specialApartment: '/special/apartment/',
  specialShinchiku: '/special/shinchiku/',
} as const;

/**
 * /contact/ opened for a visitor out of the area (no visit dates): `notice`
 * to be told when service starts, `question` to ask something, `choose` to
 * pick one there. The area result links here.
 */
export const areaNoticeLinks = {
  choose: '/contact/?request=area',
  notice: '/contact/?request=notice',
  question: '/contact/?request=question',
} as const;

/** All routes owned by one package, in table order. */
export function routesOf(owner: RouteOwner): RouteEntry[] {
  return routeTable.filter((route) => route.owner === owner);
}
