// Guest session (docs/business-rules.md#guest-session): every product call
// carries a short-lived guest token. HS256 via jose; the secret comes from
// GUEST_TOKEN_SECRET, else one is generated once and kept in the data folder
// (so tokens survive a restart of a single server).
//
// A visitor's page sends every call with the same token, so a token that
// verified once is remembered (bounded, least recently used out) until it
// expires: the HMAC check, which WebCrypto runs off the event loop and
// answers a tick later, is paid once per token instead of once per call.
import { createSecretKey, randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';

const ISSUER = 'hikari-api';
const AUDIENCE = 'hikari-site';
/** docs/business-rules.md#guest-session: token expiry tolerance 5 seconds. */
const CLOCK_TOLERANCE_SECONDS = 5;
/** Tokens remembered as verified per instance (a few MiB at most). */
const VERIFIED_TOKENS_KEPT = 20_000;

export interface GuestIdentity {
  /**
   * Random per guest session, kept when a still-valid token is renewed (so a
   * tab stays one guest while it keeps its token fresh); the rate limiter's
   * "per guest" key and the owner of the idempotency keys it sends. Not
   * personal data.
   */
  guestId: string;
  expiresAt: Date;
}

export type GuestCheck =
  { ok: true; guest: GuestIdentity } | { ok: false; reason: 'No credentials' | 'Unauthorized' };

export interface GuestTokens {
  /** A new token; for `guestId` (a renewal of that guest's valid token), else for a new guest. */
  issue(now?: Date, guestId?: string): Promise<{ token: string; expiresAt: string }>;
  verify(authorization: string | null | undefined): Promise<GuestCheck>;
}

/** Reads the secret from the data folder, creating it (mode 600) on first use. */
export function guestSecretFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, 'guest-token-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** The token from an `Authorization: Bearer <token>` value; null when absent. */
export function bearerToken(authorization: string | null | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization.trim());
  return match ? match[1]! : '';
}

export function createGuestTokens(
  secret: string,
  ttlSeconds: number,
  now: () => Date = () => new Date(),
): GuestTokens {
  // A KeyObject: jose imports a raw secret again on every call.
  const key = createSecretKey(new TextEncoder().encode(secret));
  const verified = new LRUCache<string, GuestIdentity>({ max: VERIFIED_TOKENS_KEPT });
  /** Still valid at `at`, with the same tolerance as jose's own check of `exp`. */
  const current = (guest: GuestIdentity, at: Date) =>
    at.getTime() < guest.expiresAt.getTime() + CLOCK_TOLERANCE_SECONDS * 1000;
  return {
    async issue(at = now(), guestId = randomUUID()) {
      const iat = Math.floor(at.getTime() / 1000);
      const exp = iat + ttlSeconds;
      const token = await new SignJWT({ typ: 'guest' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(guestId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },
    async verify(authorization) {
      const token = bearerToken(authorization);
      if (token === null || token === '') {
        return token === null
          ? { ok: false, reason: 'No credentials' }
          : { ok: false, reason: 'Unauthorized' };
      }
      const known = verified.get(token);
      if (known) {
        if (current(known, now())) return { ok: true, guest: known };
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (payload.typ !== 'guest') return { ok: false, reason: 'Unauthorized' };
        const guest = { guestId: payload.sub!, expiresAt: new Date(payload.exp! * 1000) };
        verified.set(token, guest);
        return { ok: true, guest };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) {
          return { ok: false, reason: 'Unauthorized' };
        }
        throw error;
      }
    },
  };
}
