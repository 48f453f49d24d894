// The mail outbox: every mail to a visitor is a row here, written in the same
// transaction as what caused it (the application it confirms), so a mail is
// never promised by a stored submission and then lost, nor sent for one that
// was rolled back. The worker (worker.ts) sends due rows through SMTP and
// marks them; without SMTP_URL they stay here and ops read them in the
// console (GET /ops/mail).
import { and, asc, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type MailKind = 'contract-document' | 'stage-change' | 'slot-change' | 'carry-on';

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  'contract-document': '契約書面（お申し込みの確認）',
  'stage-change': '進捗のお知らせ',
  'slot-change': '工事日のお知らせ',
  'carry-on': 'お申し込みの続きのリンク',
};

export interface OutgoingMail {
  kind: MailKind;
  /** Stable for what caused the mail, so a second send of it is recognisably the same message. */
  messageId: string;
  receptionId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** When it was written (the server's clock): due for sending from then on. */
  at: Date;
}

export type MailRow = typeof mailOutbox.$inferSelect;

/** Writes a mail to the outbox; with the caller's transaction it is stored exactly when the cause is. */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: mail.kind,
    messageId: mail.messageId,
    receptionId: mail.receptionId,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    createdAt: mail.at,
    nextAttemptAt: mail.at,
  });
}

/** The Message-ID of the mail `kind` about `key` (a reception number): the same on every send of it. */
export function messageIdOf(kind: MailKind, key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${kind}.${key}@${domain}>`;
}

export type MailStatus = 'pending' | 'retrying' | 'sent' | 'local' | 'failed';

const STATUS_LABELS: Record<MailStatus, string> = {
  pending: '送信待ち',
  retrying: '再送待ち（前回の送信に失敗）',
  sent: '送信済み',
  local: '未送信（SMTP 未設定のため、ここで保管）',
  failed: '送信できません（受け取る側のサーバーが拒否。再送しません）',
};

export function statusOfMail(
  row: Pick<MailRow, 'sentAt' | 'attempts' | 'failedAt'>,
  smtpConfigured: boolean,
): MailStatus {
  if (row.sentAt) return 'sent';
  if (row.failedAt) return 'failed';
  if (!smtpConfigured) return 'local';
  return row.attempts > 0 ? 'retrying' : 'pending';
}

/** One mail as the console lists it. */
export function mailSummary(row: MailRow, smtpConfigured: boolean) {
  const status = statusOfMail(row, smtpConfigured);
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: MAIL_KIND_LABELS[row.kind as MailKind] ?? row.kind,
    receptionId: row.receptionId,
    to: row.toAddress,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    status,
    statusLabel: STATUS_LABELS[status],
    attempts: row.attempts,
    nextAttemptAt: row.sentAt || row.failedAt ? null : row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}

export async function listMail(db: Db, limit: number, offset: number): Promise<MailRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit).offset(offset);
}

export async function getMail(db: Db, id: number): Promise<MailRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

export async function mailOf(db: Db, receptionId: string): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.receptionId, receptionId))
    .orderBy(asc(mailOutbox.id));
}

/**
 * Takes up to `limit` unsent mails that are due and leases them until
 * `leaseUntil`: another instance's worker skips rows being taken (SKIP
 * LOCKED) and, once taken, rows whose lease has not run out. A worker that
 * dies while sending leaves the lease to run out, and the mail is sent again
 * (at least once; the Message-ID makes the duplicate harmless).
 */
export async function claimDueMail(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<MailRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ nextAttemptAt: leaseUntil })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markSent(db: Db, id: number, attempts: number, at: Date): Promise<void> {
  await db.update(mailOutbox).set({ attempts, sentAt: at, lastError: null }).where(eq(mailOutbox.id, id));
}

/** The receiving server refused the mail for good: it stays in the outbox, marked, and is not tried again. */
export async function markRefused(
  db: Db,
  id: number,
  attempts: number,
  at: Date,
  error: string,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts, failedAt: at, lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(
  db: Db,
  id: number,
  attempts: number,
  retryAt: Date,
  error: string,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts, nextAttemptAt: retryAt, lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}
