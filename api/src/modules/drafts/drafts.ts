// 「メールで続きを送る」: the answers so far kept on the server for 7 days under
// the SHA-256 of a mailed link's token, so the visitor carries on from any
// device. The bank account number is never kept. Once the application is sent
// (ApplyCTC names the links it came through) or the week is over, the answers
// are deleted and the row says why, so the link can say so plainly.
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { APPLY_FLOW, paths, type PlanData } from '@hikari/shared/domain';
import {
  campaignDataSchema,
  customerSchema,
  FORM_ERROR_KEY,
  mailField,
  planDataSchema,
  validateWith,
  type FormContext,
} from '@hikari/shared/forms';
import { object, string, type AnySchema } from 'yup';
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

/** Largest draft kept, once checked (a real one is 2-4 KB). */
export const DRAFT_KEPT_MAX_BYTES = 16 * 1024;

/** `value` without what `path` ('bankInfo.bankCode', 'items[0]') names: the schema's default takes its place. */
function withoutPath(value: unknown, path: string): void {
  const keys = path.split(/\.|\[(\d+)\]/).filter((key): key is string => Boolean(key));
  let at: unknown = value;
  for (const key of keys.slice(0, -1)) {
    if (!at || typeof at !== 'object') return;
    at = (at as Record<string, unknown>)[key];
  }
  if (at && typeof at === 'object') delete (at as Record<string, unknown>)[keys.at(-1)!];
}

/**
 * One part of a draft as its steps' schema reads it: keys the schema does not
 * declare dropped (a card number, a PIN, filler), every answer the schema
 * refuses (too long, a control character, half typed) left to its default,
 * so the visitor types it again; null when the part cannot be read at all.
 */
function checkedPart(
  schema: AnySchema,
  value: unknown,
  context: FormContext,
): Record<string, unknown> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const outcome = validateWith(schema, value, context, { stripUnknown: true });
  if (outcome.ok) return outcome.value as Record<string, unknown>;
  if (FORM_ERROR_KEY in outcome.errors) return null;
  const kept = structuredClone(value);
  for (const path of Object.keys(outcome.errors)) withoutPath(kept, path);
  return schema.cast(kept, { stripUnknown: true, assert: false, context }) as Record<string, unknown>;
}

/**
 * The answers to keep: the three parts the application is made of, each
 * checked against its steps' schemas (checkedPart), without the account
 * number; null when the JSON is not a draft or what is left is too large.
 */
export function draftAnswersOf(json: string, now: Date): DraftAnswers | null {
  if (Buffer.byteLength(json, 'utf8') > DRAFT_MAX_BYTES) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const parts = value as Record<string, unknown>;
  const planData = checkedPart(planDataSchema, parts.planData ?? {}, { now });
  const campaignData = checkedPart(campaignDataSchema, parts.campaignData ?? {}, { now });
  const customer = checkedPart(customerSchema, parts.customer, {
    now,
    planData: (planData ?? {}) as Partial<PlanData>,
  });
  if (!planData || !campaignData || !customer) return null;
  const bankInfo = customer.bankInfo;
  const answers: DraftAnswers = {
    planData,
    campaignData,
    customer: {
      ...customer,
      ...(bankInfo && typeof bankInfo === 'object' ? { bankInfo: { ...bankInfo, accountNo: '' } } : {}),
    },
  };
  return Buffer.byteLength(JSON.stringify(answers), 'utf8') > DRAFT_KEPT_MAX_BYTES ? null : answers;
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
