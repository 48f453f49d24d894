// Secret links: the application's own page (/apply/status/#t=…) and the
// carry-on link (/apply/resume/#t=…). A token is 32 random bytes (base64url,
// 43 characters); the database keeps only its SHA-256, so a copy of the
// database opens no page. The token travels in the #fragment, which browsers
// never send to a server or put in a Referer.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paths } from '@hikari/shared/domain';
import type { Db } from '../../db/client';
import { followTokens } from '../../db/schema';

export const newToken = (): string => randomBytes(32).toString('base64url');

export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A token's plausible shape: anything else is not looked up at all. */
export const isTokenShaped = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** A new link to the application's page, stored hashed; each mail and the completion page get their own. */
export async function issueFollowToken(db: Db, receptionId: string, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(followTokens).values({ tokenHash: tokenHash(token), receptionId, createdAt: now });
  return token;
}

/**
 * How long a link to the application's page opens it: 180 days from when it
 * was issued (the completion page's, or the mail's that carried it), long
 * enough for a works date months ahead; a later mail carries a fresh link.
 */
export const FOLLOW_LINK_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last day, in Japan time, a link issued at `issuedAt` opens the page all
 * day long (it stops FOLLOW_LINK_DAYS days after it was issued, at that hour):
 * the day a mail names with 「まで有効」.
 */
export const followLinkLastDay = (issuedAt: Date): Date =>
  new Date(issuedAt.getTime() + (FOLLOW_LINK_DAYS - 1) * DAY_MS);

export type FollowTokenLookup = { receptionId: string } | { receptionId: null; expired: boolean };

/** The application a link opens; expired once FOLLOW_LINK_DAYS have passed since it was issued. */
export async function receptionOfFollowToken(db: Db, token: string, now: Date): Promise<FollowTokenLookup> {
  if (!isTokenShaped(token)) return { receptionId: null, expired: false };
  const [row] = await db
    .select()
    .from(followTokens)
    .where(eq(followTokens.tokenHash, tokenHash(token)));
  if (!row) return { receptionId: null, expired: false };
  const expiresAt = row.createdAt.getTime() + FOLLOW_LINK_DAYS * DAY_MS;
  return expiresAt <= now.getTime() ? { receptionId: null, expired: true } : { receptionId: row.receptionId };
}

/** The link a mail carries. */
export const followLink = (siteUrl: string, token: string): string =>
  `${siteUrl}${paths.applyStatus}#t=${token}`;
