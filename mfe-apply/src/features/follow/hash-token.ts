// The token of a link that opens one application (/apply/status/) or one
// saved draft (/apply/resume/). It travels in the fragment (#t=<token>),
// which the browser never sends to a server, so it stays out of every
// access log; the query string is never read for it.

import { useLocation } from 'react-router-dom';
import { paths } from '@hikari/shared/domain';
import { useHydrating } from '@hikari/shared/ui';

/** Longer than any token the API mints; anything longer is not one. */
const MAX_TOKEN_LENGTH = 512;

/** The token of a `#t=<token>` fragment, or null when there is none. */
export function tokenFromHash(hash: string): string | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const token = new URLSearchParams(fragment).get('t')?.trim() ?? '';
  return token !== '' && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

export interface HashToken {
  /**
   * false on the server and while the prerendered page hydrates: the
   * prerendered page had no fragment, so it says it is loading until then.
   */
  ready: boolean;
  token: string | null;
}

/** The page's `#t=` token, read once the page runs in the browser. */
export function useHashToken(): HashToken {
  const hydrating = useHydrating();
  const { hash } = useLocation();
  if (hydrating) return { ready: false, token: null };
  return { ready: true, token: tokenFromHash(hash) };
}

/** The link of an application's own page (/apply/status/#t=…) for its follow token. */
export const statusLinkFor = (token: string): string => `${paths.applyStatus}#t=${encodeURIComponent(token)}`;
