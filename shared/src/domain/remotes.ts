// The site's remotes: the one list that the route table, the shell's
// federation config, remote loading and maintenance handling, the release
// tools, the prerenderer, the dev server and the ops console read. Adding a
// remote is one entry here (with the routes it owns) plus its package.

import { getCampaign } from './campaigns';
import { optionNames } from './glossary';
import { route, type RouteSpec } from './route-entry';

export interface RemoteEntry {
  /** What ops and visitors' error pages call it. */
  label: string;
  /** The federation container's name (a JavaScript identifier). */
  container: string;
  /** Port of its dev server under `npm run dev`. */
  devPort: number;
  /**
   * The routes it owns, with whether each page submits personal data (and
   * so how it meets maintenance). The route table is built from these.
   */
  routes: readonly RouteSpec[];
}

export const REMOTE_REGISTRY = {
  'mfe-apply': {
    label: 'お申し込み',
    container: 'mfe_apply',
    devPort: 3001,
    routes: [
      route('/contact/', 'apply', '工事日・ご訪問のご予約', { submits: 'maintenance-page' }),
      route('/transfer/', 'apply', '移転・名義変更のお手続き', { submits: 'maintenance-page' }),
      route('/apply/area/', 'apply', 'お申し込み：提供エリアの確認'),
      route('/apply/form/', 'simulation', '料金シミュレーション・お申し込み'),
      route('/apply/form2/', 'apply', 'お申し込み：ご契約者さま情報', {
        noindex: true,
        submits: 'maintenance-page',
      }),
      route('/apply/form3/', 'apply', 'お申し込み：設置先・お支払い情報', {
        noindex: true,
        submits: 'maintenance-page',
      }),
      route('/apply/terms/', 'apply', 'お申し込み：重要事項の確認', {
        noindex: true,
        submits: 'maintenance-page',
      }),
      route('/apply/completed/', 'apply', 'お申し込み完了', { noindex: true }),
      // Opened from a mail or the completion page; the token is in the #fragment, never sent to a server log.
      route('/apply/status/', 'apply', 'お申し込み状況', { noindex: true, submits: 'own-notice' }),
      route('/apply/resume/', 'apply', 'お申し込みの続き', { noindex: true }),
      route('/special/lp2/', 'default', 'かんたんお申し込み', { submits: 'maintenance-page' }),
    ],
  },
  'mfe-campaign': {
    label: 'キャンペーン',
    container: 'mfe_campaign',
    devPort: 3002,
    routes: [
      route('/campaign/', 'campaign', 'キャンペーン・特典'),
      route('/campaign/video/', 'campaign', '10G＋動画配信プレミアム特典'),
      route('/campaign/change/', 'campaign', getCampaign('isChangeCP').name),
      route('/campaign/gigazo/', 'campaign', getCampaign('is10GAndGigazoCP3').name),
      route('/campaign/option/', 'campaign', getCampaign('isVODCP').name),
      route('/campaign/router/', 'campaign', getCampaign('router').name),
      route('/campaign/antenna/', 'campaign', getCampaign('antenna').name),
      route('/campaign/original/', 'campaign', 'Web限定キャッシュバック'),
      route('/campaign/au-coupon/', 'campaign', getCampaign('isAuCouponCP').name),
      route('/campaign/cash-back/', 'campaign', getCampaign('is50000CP').name),
      route('/campaign/cash-back-2/', 'campaign', getCampaign('is25000CP').name),
      route('/campaign/start-wari/', 'campaign', 'スタート割・長期割引'),
      route('/campaign/giga-triple/', 'campaign', 'ギガ・トリプル特典'),
      route('/campaign/construction/', 'campaign', getCampaign('construction').name),
      route('/campaign/initial-cost/', 'campaign', getCampaign('initialCost').name),
      route('/campaign/one-year-980/', 'campaign', getCampaign('isOneYear980CP').name),
      route('/campaign/one-year-wari/', 'campaign', getCampaign('isOneYearWariCP').name),
      // The additional cash back ended (docs/business-rules.md#campaigns): the page stays for old links, out of search.
      route('/campaign/web-cash-back/', 'campaign', getCampaign('isOriginalAddCP').name, { noindex: true }),
      route('/set-wari/smart-value/', 'set-wari', 'auスマートバリュー'),
      route('/set-wari/zitaku-set-wari/', 'set-wari', '自宅セット割（UQ mobile）'),
    ],
  },
  'mfe-option': {
    label: 'オプション',
    container: 'mfe_option',
    devPort: 3003,
    routes: [
      route('/option/', 'option', 'オプションサービス'),
      route('/option/tv/', 'option', optionNames.isTV),
      route('/option/dazn/', 'option', optionNames.isDazn),
      route('/option/apply/', 'option', 'オプションのお申し込み', { submits: 'own-notice' }),
      route('/option/phone/', 'option', optionNames.isPhone),
      route('/option/video/', 'option', optionNames.isVideo),
      route('/option/gigazo/', 'option', optionNames.isGigazo),
      route('/option/mesh-wifi/', 'option', optionNames.isMeshWiFi),
      route('/option/w-support/', 'option', 'Wサポート'),
      route('/option/smart-home/', 'option', optionNames.isSmartHome),
      route('/option/gaming-custom/', 'option', optionNames.isGamingCustom),
      route('/option/security-pack/', 'option', optionNames.isSecurityPack),
      route('/option/waribiki-pack/', 'option', '光電話 割引パック'),
      route('/option/anshin-support/', 'option', optionNames.isAnshinSupport),
      route('/option/repair-support/', 'option', '修理サポート'),
      route('/option/kurashi-support/', 'option', optionNames.isKurashiSupport),
    ],
  },
  'mfe-area': {
    label: '提供エリア検索',
    container: 'mfe_area',
    devPort: 3004,
    routes: [
      route('/area/', 'apply', '提供エリア検索'),
      route('/area/home/', 'apply', '提供エリア検索（戸建て）'),
    ],
  },
} as const satisfies Record<string, RemoteEntry>;

export type RemoteName = keyof typeof REMOTE_REGISTRY;

/** Every remote, in the registry's order. */
export const REMOTE_NAMES = Object.keys(REMOTE_REGISTRY) as RemoteName[];

/** What can be released and rolled back on its own: the shell or a remote. */
export type SitePart = 'shell' | RemoteName;

/** Japanese names of the shell and each remote (the console, the release log, error pages). */
export const SITE_PART_LABELS = {
  shell: 'シェル（共通部分）',
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, REMOTE_REGISTRY[name].label])),
} as Record<SitePart, string>;

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && Object.hasOwn(REMOTE_REGISTRY, value);
}
