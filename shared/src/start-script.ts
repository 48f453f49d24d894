// The start script (shell/src/start.ts) is the one script in a page itself:
// written into every page by the shell's build (tools/webpack), it costs no
// request before the first paint. The site's Content-Security-Policy allows
// no other inline script, and allows this one by its hash
// (api/src/http/security-headers.ts, which nginx's policy shares).
//
// Append-only: when the start script changes, the build stops and names the
// new hash to add here. The old ones stay, because a rollback may make an
// older shell live again, and its pages carry the start script it was built
// with. Read by the build, the API and the tests, never by a page.
import { createHash } from 'node:crypto';

/** The hash of every start script a shell build has carried, as the policy writes it ('sha256-<base64>'). */
export const START_SCRIPT_HASHES: readonly string[] = [
  'sha256-jy6NAy+WRpdO6Y3hsCww0DScFhNFeWPmDyEwzhqYakw=',
  'sha256-lbggwuzvgNKNEzH0Xyl0MRUtsMxkXgfQeYg9t0f8XHM=',
];

/** A script's hash as the policy writes it: 'sha256-<base64>' of its code. */
export const scriptHash = (code: string): string =>
  `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
