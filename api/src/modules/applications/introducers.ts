// Referral codes: whether one can be named on an application, and the code
// each new applicant receives.
import { eq, sql } from 'drizzle-orm';
import { jstToday, formatYmd } from '@hikari/shared/domain';
import { INTRODUCER_ID_PATTERN, messages, normalizeIntroducerId } from '@hikari/shared/forms';
import type { Db } from '../../db/client';
import { introducers } from '../../db/schema';
import type { Tx } from '../../graphql/idempotency';
import { randomCode } from '../../graphql/reception-id';

export interface IntroducerCheck {
  exists: boolean;
  usable: boolean;
  message: string;
}

export const INTRODUCER_MESSAGES = {
  usable:
    'ご紹介コードを確認しました。お友だち紹介キャッシュバックが適用されます（金額は次の画面のお見積もりに表示します）。',
  notFound: 'ご紹介コードが見つかりません。入力内容をご確認ください。',
  expired: 'このご紹介コードは有効期限が過ぎています。',
  suspended: 'このご紹介コードは現在ご利用いただけません。',
  usedUp: 'このご紹介コードは利用上限に達しています。',
  malformed: messages.introducerId,
} as const;

/** What visitors type, folded the way the shared form field folds it. */
export const normalizeIntroducerCode = normalizeIntroducerId;

export async function checkIntroducer(db: Db | Tx, rawCode: string, now: Date): Promise<IntroducerCheck> {
  const code = normalizeIntroducerCode(rawCode);
  if (!INTRODUCER_ID_PATTERN.test(code))
    return { exists: false, usable: false, message: INTRODUCER_MESSAGES.malformed };
  const [row] = await db.select().from(introducers).where(eq(introducers.code, code)).limit(1);
  if (!row) return { exists: false, usable: false, message: INTRODUCER_MESSAGES.notFound };
  if (row.status !== 'active') return { exists: true, usable: false, message: INTRODUCER_MESSAGES.suspended };
  if (row.validUntil && formatYmd(jstToday(now)) > row.validUntil) {
    return { exists: true, usable: false, message: INTRODUCER_MESSAGES.expired };
  }
  if (row.maxUses !== null && row.uses >= row.maxUses) {
    return { exists: true, usable: false, message: INTRODUCER_MESSAGES.usedUp };
  }
  return { exists: true, usable: true, message: INTRODUCER_MESSAGES.usable };
}

/**
 * Counts one use, only while the code is still usable: the condition is in
 * the UPDATE, so two applications racing for a code's last use cannot both win.
 */
export async function useIntroducer(tx: Tx, rawCode: string): Promise<boolean> {
  const code = normalizeIntroducerCode(rawCode);
  const rows = await tx
    .update(introducers)
    .set({ uses: sql`${introducers.uses} + 1` })
    .where(
      sql`${introducers.code} = ${code} and ${introducers.status} = 'active' and (${introducers.maxUses} is null or ${introducers.uses} < ${introducers.maxUses})`,
    )
    .returning({ code: introducers.code });
  return rows.length === 1;
}

/** A fresh code for a new applicant (8 characters; retried on the rare collision). */
export async function issueIntroducer(tx: Tx, receptionId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = randomCode(8);
    const rows = await tx
      .insert(introducers)
      .values({ code, status: 'active', sourceReceptionId: receptionId })
      .onConflictDoNothing()
      .returning({ code: introducers.code });
    if (rows.length === 1) return code;
  }
  throw new Error('could not issue a unique introducer code');
}
