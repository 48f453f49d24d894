// 「メールで続きを送る」: the answers so far kept on the server for 7 days under
// the SHA-256 of a mailed link's token, so the visitor carries on from any
// device. The bank account number is never kept. Once the application is sent
// (ApplyCTC names the links it came through) or the week is over, the answers
// are deleted and the row says why, so the link can say so plainly.
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { APPLY_FLOW, paths } from '@hikari/shared/domain';
import { mailField, validateWith } from '@hikari/shared/forms';
import { object, string } from 'yup';
import type { Db } from '../../db/client';
import { applicationDrafts } from '../../db/schema';
import { newToken, tokenHash, isTokenShaped } from '../follow/tokens';

export const DRAFT_DAYS = 7;
/** Largest draft accepted (the answers of six steps are a few KB). */
export const DRAFT_MAX_BYTES = 64 * 1024;

/** Steps a link can open: every step of the application but the completion. */
export const DRAFT_STEPS: readonly string[] = APPLY_FLOW.filter((step) => step !== paths.applyCompleted);

export const carryOnRequestSchema = object({
  mail: mailField(),
  step: string()
    .required()
    .oneOf([...DRAFT_STEPS], '続きを開く画面が正しくありません'),
});

export interface DraftAnswers {
  planData: unknown;
  campaignData: unknown;
  customer: Record<string, unknown>;
}

/** The answers to keep: the three parts the application is made of, without the account number. */
export function draftAnswersOf(json: string): DraftAnswers | null {
  if (Buffer.byteLength(json, 'utf8') > DRAFT_MAX_BYTES) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { planData, campaignData, customer } = value as Record<string, unknown>;
  if (!customer || typeof customer !== 'object' || Array.isArray(customer)) return null;
  const bankInfo = (customer as Record<string, unknown>).bankInfo;
  return {
    planData: planData ?? null,
    campaignData: campaignData ?? null,
    customer: {
      ...(customer as Record<string, unknown>),
      ...(bankInfo && typeof bankInfo === 'object'
        ? { bankInfo: { ...(bankInfo as object), accountNo: '' } }
        : {}),
    },
  };
}

export function validateCarryOn(mail: string, step: string) {
  return validateWith(carryOnRequestSchema, { mail, step });
}

export async function saveDraft(db: Db, step: string, answers: DraftAnswers, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + DRAFT_DAYS * 24 * 60 * 60 * 1000);
  await db
    .insert(applicationDrafts)
    .values({ tokenHash: tokenHash(token), step, answers, createdAt: now, expiresAt });
  return { token, expiresAt };
}

export type DraftFound =
  | { result: 'found'; step: string; answers: unknown; expiresAt: Date }
  | { result: 'sent' | 'expired' | 'not-found' };

export async function findDraft(db: Db, token: string, now: Date): Promise<DraftFound> {
  if (!isTokenShaped(token)) return { result: 'not-found' };
  const [row] = await db
    .select()
    .from(applicationDrafts)
    .where(eq(applicationDrafts.tokenHash, tokenHash(token)));
  if (!row) return { result: 'not-found' };
  if (row.closedReason === 'sent') return { result: 'sent' };
  if (row.closedReason || row.expiresAt.getTime() <= now.getTime()) {
    await closeExpiredDrafts(db, now);
    return { result: 'expired' };
  }
  return { result: 'found', step: row.step, answers: row.answers, expiresAt: row.expiresAt };
}

/** The application was sent: the drafts of the links it came through lose their answers. */
export async function closeSentDrafts(db: Db, tokens: readonly string[], now: Date): Promise<void> {
  const hashes = tokens.filter(isTokenShaped).map(tokenHash);
  if (hashes.length === 0) return;
  await db
    .update(applicationDrafts)
    .set({ answers: null, closedAt: now, closedReason: 'sent' })
    .where(and(inArray(applicationDrafts.tokenHash, hashes), isNull(applicationDrafts.closedAt)));
}

/** Deletes the answers of every draft past its 7 days (run at start, every few minutes, and on lookup). */
export async function closeExpiredDrafts(db: Db, now: Date): Promise<number> {
  const closed = await db
    .update(applicationDrafts)
    .set({ answers: null, closedAt: now, closedReason: 'expired' })
    .where(and(lte(applicationDrafts.expiresAt, now), isNull(applicationDrafts.closedAt)))
    .returning({ tokenHash: applicationDrafts.tokenHash });
  return closed.length;
}
