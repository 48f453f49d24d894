// The ops side: one shared secret (OPS_TOKEN), compared in constant time. A
// guest token never matches it, whatever it contains.
import { createHash, timingSafeEqual } from 'node:crypto';
import { bearerToken } from './guest-token';

/**
 * `wrongToken` is true only when a Bearer token was given and is not
 * OPS_TOKEN: a request with no token at all (an `<img>`, a CORS preflight, a
 * Basic header) guesses nothing, so it is not counted as a guess.
 */
export type OpsCheck = { ok: true } | { ok: false; status: 401 | 503; message: string; wrongToken: boolean };

const digest = (value: string) => new Uint8Array(createHash('sha256').update(value).digest());

export function checkOpsToken(opsToken: string | null, authorization: string | null | undefined): OpsCheck {
  if (!opsToken) return { ok: false, status: 503, message: 'ops disabled', wrongToken: false };
  const token = bearerToken(authorization);
  if (token === null || token === '') {
    return { ok: false, status: 401, message: 'No credentials', wrongToken: false };
  }
  // Hashing first gives equal lengths, so timingSafeEqual never throws and leaks no length.
  if (!timingSafeEqual(digest(token), digest(opsToken))) {
    return { ok: false, status: 401, message: 'Unauthorized', wrongToken: true };
  }
  return { ok: true };
}
