// The one route table of the site (docs/business-rules.md#pages-and-layouts,
// docs/architecture.md#who-owns-which-route): the shell's pages below and each remote's pages from its entry in
// the remote registry (remotes.ts). Paths carry the trailing slash the menus use; the shell redirects
// the slash-less form. Components elsewhere take paths from `paths`, never
// from string literals.

import { REMOTE_NAMES, REMOTE_REGISTRY, type SitePart } from './remotes';
import { route, type RouteSpec } from './route-entry';

export type { Layout, RouteSpec, SubmitsPersonalData } from './route-entry';

/** Who owns a route: the shell or one of the remotes of remotes.ts. */
export type RouteOwner = SitePart;

export interface RouteEntry extends RouteSpec {
  owner: RouteOwner;
}

export const SITE_NAME = '東海ひかりネット';

/** The shell's own pages; each remote's pages are in its entry of remotes.ts. */
const SHELL_ROUTES: readonly RouteSpec[] = [
  route('/', 'default', '光回線のお申し込み・料金シミュレーション'),
  route('/faq/', 'default', 'よくあるご質問'),
  route('/test/', 'minimum', '動作確認（運用者向け）', { noindex: true }),
  route('/company/', 'default', '会社概要'),
  route('/privacy/', 'default', '個人情報の取り扱いについて'),
  route('/support/', 'default', 'ご契約中のお客さまサポート'),
  route('/plan/', 'default', '料金プラン'),
  route('/plan/home/', 'default', '戸建てプラン'),
  route('/plan/mansion/', 'default', 'マンションプラン'),
  route('/service/netflix/', 'default', 'Netflixパック'),
  route('/service/cancellation/', 'default', '解約時の費用について'),
  route('/service/caution-notes/', 'default', 'お申し込み時の注意事項'),
  route('/service/construction/home/', 'default', '戸建ての開通工事について'),
  route('/service/construction/mansion/', 'default', 'マンションの開通工事について'),
  route('/special/apartment/', 'default', 'マンションにお引っ越しの方へ'),
  route('/special/shinchiku/', 'default', '新築の戸建てにお住まいの方へ'),
];

export const routeTable: readonly RouteEntry[] = [
  ...SHELL_ROUTES.map((spec) => ({ ...spec, owner: 'shell' as const })),
  ...REMOTE_NAMES.flatMap((owner) => REMOTE_REGISTRY[owner].routes.map((spec) => ({ ...spec, owner }))),
];

/** Finds the route of a path (with or without the trailing slash). */
export function findRoute(pathname: string): RouteEntry | undefined {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return routeTable.find((route) => route.path === withSlash);
}

/**
 * The redirect target for a path without its trailing slash (docs/business-rules.md#pages-and-layouts),
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
  applyStatus: '/apply/status/',
  applyResume: '/apply/resume/',
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
