// Which remote and version a client error report names (issue 10, point 3).
// Apart from the rest of the release rules (release-safety.ts), which come
// with the remotes' loading: every page's error reporting needs this one.
import { findRoute, type RouteOwner } from '@hikari/shared/domain/core';

export interface ClientErrorOrigin {
  remote: RouteOwner;
  /** The version of that remote the page runs (the shell build id for the shell), when known. */
  version: string | null;
}

const REMOTE_FILE = /\/remotes\/(mfe-(?:apply|campaign|option|area))\/([0-9A-Za-z._+-]{1,64})\//;

/**
 * Which remote and version a client error came from: a remote's file named
 * in the error (a failed chunk's URL, a stack frame) wins; otherwise the
 * owner of the route the visitor is on, with the version the page runs.
 */
export function clientErrorOrigin(input: {
  pathname: string;
  /** Message and stack of the error, when there is one. */
  errorText?: string;
  /** The version each remote runs on this page. */
  versions: Partial<Record<RouteOwner, string>>;
  shellBuild: string;
}): ClientErrorOrigin {
  const fromFile = input.errorText ? REMOTE_FILE.exec(input.errorText) : null;
  if (fromFile) return { remote: fromFile[1] as RouteOwner, version: fromFile[2]! };
  const owner = findRoute(input.pathname)?.owner ?? 'shell';
  if (owner === 'shell') return { remote: 'shell', version: input.shellBuild };
  return { remote: owner, version: input.versions[owner] ?? null };
}
