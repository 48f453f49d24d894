// The ops side: one shared secret (OPS_TOKEN), compared in constant time. A
// guest token never matches it, whatever it contains.
import { createHash, timingSafeEqual } from 'node:crypto';
import { bearerToken } from './guest-token';

export type OpsCheck = { ok: true } | { ok: false; status: 401 | 503; message: string };

const digest = (value: string) => new Uint8Array(createHash('sha256').update(value).digest());

export function checkOpsToken(opsToken: string | null, authorization: string | null | undefined): OpsCheck {
  if (!opsToken) return { ok: false, status: 503, message: 'ops disabled' };
  const token = bearerToken(authorization);
  if (token === null || token === '') return { ok: false, status: 401, message: 'No credentials' };
  // Hashing first gives equal lengths, so timingSafeEqual never throws and leaks no length.
  if (!timingSafeEqual(digest(token), digest(opsToken))) {
    return { ok: false, status: 401, message: 'Unauthorized' };
  }
  return { ok: true };
}
