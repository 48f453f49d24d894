// The console's own addresses are hash routes (#/releases …), so no console
// path can collide with an API path under /ops/.
import type { SubmissionKind } from '../api/types';

export const paths = {
  releases: '#/releases',
  maintenance: '#/maintenance',
  submissions: '#/submissions',
  /** `list`: the list's query, so the detail's way back keeps the filters. */
  submission: (kind: SubmissionKind, id: string | number, list = '') =>
    `#/submissions/${encodeURIComponent(kind)}/${encodeURIComponent(String(id))}${
      list ? `?list=${encodeURIComponent(list)}` : ''
    }`,
  area: '#/area',
  audit: '#/audit',
} as const;

export type Screen = 'releases' | 'maintenance' | 'submissions' | 'submission' | 'area' | 'audit';

export interface Route {
  screen: Screen;
  /** Query of the hash (#/submissions?kind=…). */
  query: URLSearchParams;
  /** For 'submission'. */
  kind?: string;
  id?: string;
}

/** Reads a location hash; anything unknown is the releases screen. */
export function parseHash(hash: string): Route {
  const raw = hash.replace(/^#/, '');
  const [pathPart = '', queryPart = ''] = raw.split('?', 2);
  const query = new URLSearchParams(queryPart);
  const segments = pathPart.split('/').filter(Boolean).map(decodeURIComponent);
  const [first, kind, id] = segments;
  if (first === 'submissions' && kind && id) return { screen: 'submission', query, kind, id };
  if (first === 'submissions') return { screen: 'submissions', query };
  if (first === 'maintenance' || first === 'area' || first === 'audit' || first === 'releases') {
    return { screen: first, query };
  }
  return { screen: 'releases', query };
}
