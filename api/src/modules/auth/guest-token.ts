// Guest session (spec section 4 "Session", section 6): every product call
// carries a short-lived guest token. HS256 via jose; the secret comes from
// GUEST_TOKEN_SECRET, else one is generated once and kept in the data folder
// (so tokens survive a restart of a single server).
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

const ISSUER = 'hikari-api';
const AUDIENCE = 'hikari-site';
/** Spec section 9: token expiry tolerance 5 seconds. */
const CLOCK_TOLERANCE_SECONDS = 5;

export interface GuestIdentity {
  /** Random per token; the rate limiter's "per guest" key. Not personal data. */
  guestId: string;
  expiresAt: Date;
}

export type GuestCheck =
  { ok: true; guest: GuestIdentity } | { ok: false; reason: 'No credentials' | 'Unauthorized' };

export interface GuestTokens {
  issue(now?: Date): Promise<{ token: string; expiresAt: string }>;
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
  const key = new TextEncoder().encode(secret);
  return {
    async issue(at = now()) {
      const iat = Math.floor(at.getTime() / 1000);
      const exp = iat + ttlSeconds;
      const token = await new SignJWT({ typ: 'guest' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(randomUUID())
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
        return { ok: true, guest: { guestId: payload.sub!, expiresAt: new Date(payload.exp! * 1000) } };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) {
          return { ok: false, reason: 'Unauthorized' };
        }
        throw error;
      }
    },
  };
}
