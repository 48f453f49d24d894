// The console's own addresses are hash routes (#/releases …), so no console
// path can collide with an API path under /ops/.
import type { SubmissionKind } from '../api/types';

export const paths = {
  releases: '#/releases',
  /** Canaries of the remotes: their figures against the live version, the actions and the policy. */
  canary: '#/canary',
  maintenance: '#/maintenance',
  /** The campaign offer: periods, figures and words, with a preview of the cards. */
  campaigns: '#/campaigns',
  submissions: '#/submissions',
  /** The works calendar (crews, lead days, closed days) and the bookings of the next 14 days. */
  works: '#/works',
  /** `list`: the list's query, so the detail's way back keeps the filters. */
  submission: (kind: SubmissionKind, id: string | number, list = '') =>
    `#/submissions/${encodeURIComponent(kind)}/${encodeURIComponent(String(id))}${
      list ? `?list=${encodeURIComponent(list)}` : ''
    }`,
  area: '#/area',
  audit: '#/audit',
  /** The administrator's screen: ops people and their roles. */
  people: '#/people',
  /** The signed-in person's own account: their password and API tokens for the CLI. */
  account: '#/account',
  mail: '#/mail',
  /** A page of the outbox list (the page is in the address, so the way back from a message returns to it). */
  mailList: (page = 1) => (page > 1 ? `#/mail?page=${page}` : '#/mail'),
  /** `page`: the list's page, so the message's way back returns to it. */
  mailMessage: (id: string | number, page = 1) =>
    `#/mail/${encodeURIComponent(String(id))}${page > 1 ? `?page=${page}` : ''}`,
} as const;

export type Screen =
  | 'releases'
  | 'canary'
  | 'maintenance'
  | 'campaigns'
  | 'submissions'
  | 'submission'
  | 'works'
  | 'area'
  | 'audit'
  | 'mail'
  | 'mailMessage'
  | 'people'
  | 'account';

export interface Route {
  screen: Screen;
  /** Query of the hash (#/submissions?kind=…). */
  query: URLSearchParams;
  /** For 'submission'. */
  kind?: string;
  /** For 'submission' and 'mailMessage'. */
  id?: string;
}

/** The page number of an address's ?page=…; 1 for none or anything else than a whole number from 1. */
export function pageOf(query: URLSearchParams): number {
  const page = Number(query.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Reads a location hash; anything unknown is the releases screen. */
export function parseHash(hash: string): Route {
  const raw = hash.replace(/^#/, '');
  const [pathPart = '', queryPart = ''] = raw.split('?', 2);
  const query = new URLSearchParams(queryPart);
  const segments = pathPart.split('/').filter(Boolean).map(decodeURIComponent);
  const [first, second, third] = segments;
  if (first === 'submissions' && second && third)
    return { screen: 'submission', query, kind: second, id: third };
  if (first === 'submissions') return { screen: 'submissions', query };
  if (first === 'mail' && second) return { screen: 'mailMessage', query, id: second };
  if (first === 'mail') return { screen: 'mail', query };
  if (
    first === 'maintenance' ||
    first === 'campaigns' ||
    first === 'works' ||
    first === 'area' ||
    first === 'audit' ||
    first === 'releases' ||
    first === 'canary' ||
    first === 'people' ||
    first === 'account'
  ) {
    return { screen: first, query };
  }
  return { screen: 'releases', query };
}
