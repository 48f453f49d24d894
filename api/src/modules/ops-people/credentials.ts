// The secrets of an ops person: the password (scrypt, memory-hard, from
// node:crypto, so no native build), the TOTP second factor (otpauth, RFC 6238:
// 6 digits, 30 seconds, one step either side for clock drift, each step used
// once), and the random values of sessions and API tokens, kept only as SHA-256.
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** N=2^15, r=8, p=1: 32 MiB per hash, about 0.1 s on one core. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_LENGTH = 32;

const bytes = (buffer: Buffer) => new Uint8Array(buffer);

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), bytes(salt), KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(bytes(key), bytes(expected));
}

/** A hash that no password matches, checked when the login is unknown so both cases take as long. */
export const UNKNOWN_PERSON_HASH = `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${randomBytes(16).toString('base64url')}$${randomBytes(KEY_LENGTH).toString('base64url')}`;

/** Shown in the authenticator app as 「東海ひかりネット 運用 (login)」. */
const ISSUER = '東海ひかりネット 運用';

function totpOf(secret: string, login: string) {
  return new TOTP({
    issuer: ISSUER,
    label: login,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** A new TOTP secret (160 bits, base32) and the otpauth:// URI an authenticator app reads. */
export function newTotp(login: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, login).toString() };
}

/**
 * The time step a 6-digit code belongs to (now, or one step before or after),
 * or null when it matches none or is not after `lastStep` (a code is used once).
 */
export function acceptTotp(
  secret: string,
  login: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, login).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = TOTP.counter({ period: 30, timestamp: now.getTime() }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** A random secret for a cookie or a token (256 bits, base64url). */
export const randomSecret = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Equal strings, compared in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => bytes(createHash('sha256').update(value).digest());
  return timingSafeEqual(digest(a), digest(b));
}
