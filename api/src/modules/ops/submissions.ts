// Submissions for ops: the console's list over every kind (filters, search,
// paging), one submission, marking it handled. What a row reads like (list
// line, CSV columns) is in submission-view.ts.
import { and, count, desc, eq, gte, isNull, like, lt, type SQL } from 'drizzle-orm';
import {
  comparisonKey,
  isKatakana,
  normalizeAscii,
  normalizeKana,
  normalizePhone,
  type StatusChange,
  type SubmissionStatusName,
} from '@hikari/shared/domain';
import { foldKanjiVariants } from './kanji-variants';
import type { Db } from '../../db/client';
import { applications, submissionTables, type SubmissionType } from '../../db/schema';
import { RECEPTION_PREFIX } from '../../graphql/reception-id';

/** The reception-number prefix of each submission type ('AP-' for applications). */
const RECEPTION_PREFIX_OF: Record<SubmissionType, string> = Object.fromEntries(
  Object.entries(RECEPTION_PREFIX).map(([type, prefix]) => [type, `${prefix}-`]),
) as Record<SubmissionType, string>;

export const SUBMISSION_TYPES = Object.keys(submissionTables) as SubmissionType[];

export function isSubmissionType(value: string): value is SubmissionType {
  return (SUBMISSION_TYPES as string[]).includes(value);
}

export type SubmissionRow = Record<string, unknown> & {
  receptionId: string;
  idempotencyKey: string;
  createdAt: Date;
  payload: unknown;
};

/** A row as read from one of the submission tables, with its kind. */
export type StoredSubmission = SubmissionRow & {
  kind: SubmissionType;
  id: number;
  handledAt: Date | null;
  status: string;
  assignee: string | null;
  statusNote: string | null;
  statusChangedAt: Date | null;
};

/** Rows of each type a search reads, newest first. Default 10,000. */
export const SEARCH_SCAN_LIMIT = 10_000;

export type SubmissionQuery =
  | { kind: 'reception'; value: string }
  /** A reception number without its kind's prefix: '20261124-7KQ3MZ' (any kind). */
  | { kind: 'reception-tail'; value: string }
  | { kind: 'mail'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'kana'; value: string }
  | { kind: 'name'; value: string }
  | { kind: 'code'; value: string };

/**
 * What ops typed, read as one kind of key: a reception number
 * ('AP-20261124-7KQ3MZ', any width, hyphens optional), a mail address, a
 * phone number (10 or 11 digits, hyphens and brackets allowed), a name in
 * katakana or hiragana (spaces ignored), a referral code (8 letters and
 * digits), or a name as written (kanji, with or without kana: 「山田」,
 * 「山田 太郎」, a company name; spaces ignored). null when it is none of these.
 */
export function parseSubmissionQuery(raw: string): SubmissionQuery | null {
  const ascii = normalizeAscii(raw);
  if (ascii === '') return null;
  const compact = ascii.toUpperCase().replace(/[\s-]/g, '');
  const reception = /^([A-Z]{2})(\d{8})([0-9A-Z]{6})$/.exec(compact);
  if (reception) return { kind: 'reception', value: `${reception[1]}-${reception[2]}-${reception[3]}` };
  const tail = /^(\d{8})([0-9A-Z]{6})$/.exec(compact);
  if (tail) return { kind: 'reception-tail', value: `${tail[1]}-${tail[2]}` };
  if (ascii.includes('@')) return { kind: 'mail', value: ascii.toLowerCase() };
  const phone = normalizePhone(ascii);
  if (/^[\d\s()+-]+$/.test(ascii) && /^\d{10,11}$/.test(phone)) return { kind: 'phone', value: phone };
  const kana = normalizeKana(raw).replace(/\u3000/g, '');
  if (isKatakana(kana)) return { kind: 'kana', value: kana };
  if (/^[0-9A-Z]{8}$/.test(compact)) return { kind: 'code', value: compact };
  const name = compactName(raw);
  if (/\p{Script=Han}/u.test(name)) return { kind: 'name', value: name };
  return null;
}

/** A name as compared: its comparison key with variant kanji folded (渡邉 finds 渡辺, 髙橋 高橋). */
function compactName(text: string): string {
  return foldKanjiVariants(comparisonKey(text));
}

/** The values of a payload a search compares with, gathered from every level of it. */
interface SearchKeys {
  mails: Set<string>;
  phones: Set<string>;
  kana: string[];
  /** Names as written (kanji): each name field, and last + first together. */
  names: string[];
}

function gatherKeys(value: unknown, keys: SearchKeys): void {
  if (Array.isArray(value)) {
    for (const item of value) gatherKeys(item, keys);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  // Split phone fields (phone1, phone2, phone3) read as one number.
  for (const stem of Object.keys(record)
    .filter((key) => /phone1$/i.test(key))
    .map((key) => key.slice(0, -1))) {
    const joined = normalizePhone(`${text(`${stem}1`)}${text(`${stem}2`)}${text(`${stem}3`)}`);
    if (joined) keys.phones.add(joined);
  }
  const last = normalizeKana(text('lastNameKana')).replace(/\u3000/g, '');
  const first = normalizeKana(text('firstNameKana')).replace(/\u3000/g, '');
  if (last || first) keys.kana.push(`${last}${first}`);
  const lastName = compactName(text('lastName'));
  const firstName = compactName(text('firstName'));
  if (lastName || firstName) keys.names.push(`${lastName}${firstName}`);
  for (const [key, inner] of Object.entries(record)) {
    if (typeof inner === 'string' && inner !== '') {
      if (/mail/i.test(key)) keys.mails.add(normalizeAscii(inner).toLowerCase());
      else if (/(phone|tel)$/i.test(key)) keys.phones.add(normalizePhone(inner));
      else if (/kana/i.test(key)) keys.kana.push(normalizeKana(inner).replace(/\u3000/g, ''));
      else if (/name/i.test(key)) keys.names.push(compactName(inner));
    } else {
      gatherKeys(inner, keys);
    }
  }
}

/** Whether a stored submission is the one the query names. */
export function submissionMatches(row: SubmissionRow, query: SubmissionQuery): boolean {
  switch (query.kind) {
    case 'reception':
      return row.receptionId === query.value;
    case 'reception-tail':
      return row.receptionId.endsWith(`-${query.value}`);
    case 'code':
      return row.introductionId === query.value;
    default: {
      const keys: SearchKeys = { mails: new Set(), phones: new Set(), kana: [], names: [] };
      gatherKeys(row.payload, keys);
      if (query.kind === 'mail') return keys.mails.has(query.value);
      if (query.kind === 'phone') return keys.phones.has(query.value);
      if (query.kind === 'name') return keys.names.some((name) => name.includes(query.value));
      return keys.kana.some((name) => name.includes(query.value));
    }
  }
}

/**
 * Submissions of the given types that the query names, newest first, at
 * most `limit` (default 100). Each type's latest SEARCH_SCAN_LIMIT rows are
 * read: the payloads differ per type, so matching is done here, not in SQL.
 */
export async function searchSubmissions(
  db: Db,
  query: SubmissionQuery,
  types: SubmissionType[] = SUBMISSION_TYPES,
  limit = 100,
): Promise<(SubmissionRow & { type: SubmissionType })[]> {
  const found: (SubmissionRow & { type: SubmissionType })[] = [];
  for (const type of types) {
    const table = submissionTables[type];
    if (query.kind === 'reception' && !query.value.startsWith(RECEPTION_PREFIX_OF[type])) continue;
    if (query.kind === 'code' && type !== 'applications') continue;
    const rows = (await db
      .select()
      .from(table)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(SEARCH_SCAN_LIMIT)) as SubmissionRow[];
    for (const row of rows) if (submissionMatches(row, query)) found.push({ type, ...row });
  }
  found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return found.slice(0, Math.min(Math.max(limit, 1), 10000));
}

export interface SubmissionFilter {
  /** Kinds to read; every kind when empty. */
  kinds: SubmissionType[];
  /** Inclusive lower bound on created_at. */
  from: Date | null;
  /** Exclusive upper bound on created_at. */
  to: Date | null;
  status: SubmissionStatusName | null;
  query: SubmissionQuery | null;
}

/** Most rows one CSV export writes. Default 10,000. */
export const EXPORT_LIMIT = 10_000;

function filterWhere(table: (typeof submissionTables)[SubmissionType], filter: SubmissionFilter) {
  const where: SQL[] = [];
  if (filter.from) where.push(gte(table.createdAt, filter.from));
  if (filter.to) where.push(lt(table.createdAt, filter.to));
  if (filter.status) where.push(eq(table.status, filter.status));
  if (filter.query?.kind === 'reception') where.push(eq(table.receptionId, filter.query.value));
  if (filter.query?.kind === 'reception-tail') where.push(like(table.receptionId, `%-${filter.query.value}`));
  if (filter.query?.kind === 'code') where.push(eq(applications.introductionId, filter.query.value));
  return where.length ? and(...where) : undefined;
}

/** Kinds a query can match at all (a reception number names its kind by its prefix). */
function kindsFor(filter: SubmissionFilter): SubmissionType[] {
  const kinds = filter.kinds.length > 0 ? filter.kinds : SUBMISSION_TYPES;
  const query = filter.query;
  if (query?.kind === 'reception')
    return kinds.filter((kind) => query.value.startsWith(RECEPTION_PREFIX_OF[kind]));
  if (query?.kind === 'code') return kinds.filter((kind) => kind === 'applications');
  return kinds;
}

const newestFirst = (a: StoredSubmission, b: StoredSubmission) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/**
 * The console's list: submissions of the chosen kinds matching the filter,
 * newest first, `limit` of them from `offset`, and how many match in all.
 * A search by mail, phone or kana reads each kind's latest SEARCH_SCAN_LIMIT
 * rows and matches them here (the payloads differ per kind); everything else
 * is filtered in SQL.
 */
export async function findSubmissions(
  db: Db,
  filter: SubmissionFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: StoredSubmission[] }> {
  const kinds = kindsFor(filter);
  const inPayload =
    filter.query !== null &&
    filter.query.kind !== 'reception' &&
    filter.query.kind !== 'reception-tail' &&
    filter.query.kind !== 'code';
  let total = 0;
  const found: StoredSubmission[] = [];
  for (const kind of kinds) {
    const table = submissionTables[kind];
    const where = filterWhere(table, filter);
    if (inPayload) {
      const rows = (await db
        .select()
        .from(table)
        .where(where)
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(SEARCH_SCAN_LIMIT)) as StoredSubmission[];
      const matched = rows.filter((row) => submissionMatches(row, filter.query!));
      total += matched.length;
      found.push(...matched.map((row) => ({ ...row, kind })));
      continue;
    }
    const [counted] = await db.select({ n: count() }).from(table).where(where);
    total += Number(counted?.n ?? 0);
    // Enough of each kind to fill the page after merging the kinds by date.
    const rows = (await db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(page.offset + page.limit)) as StoredSubmission[];
    found.push(...rows.map((row) => ({ ...row, kind })));
  }
  found.sort(newestFirst);
  return { total, rows: found.slice(page.offset, page.offset + page.limit) };
}

/** One submission by its id or its reception number; null when there is none. */
export async function getSubmission(
  db: Db,
  kind: SubmissionType,
  key: string,
): Promise<StoredSubmission | null> {
  const table = submissionTables[kind];
  const byReception = parseSubmissionQuery(key);
  let where: SQL;
  if (/^\d{1,9}$/.test(key)) where = eq(table.id, Number(key));
  else if (byReception?.kind === 'reception') where = eq(table.receptionId, byReception.value);
  else return null;
  const [row] = (await db.select().from(table).where(where).limit(1)) as StoredSubmission[];
  return row ? { ...row, kind } : null;
}

/**
 * Stores a status change (checked by the caller with the shared rules): the
 * status, who handles it, the note, when. handledAt is when it was finished
 * or cancelled, cleared when it is taken up again.
 */
/**
 * Sets the handling status of a stored row, only if its status is still the
 * one read (`row`): null when another change got there first.
 */
export async function setStatus(
  db: Db,
  row: StoredSubmission,
  change: StatusChange,
  now: Date,
): Promise<StoredSubmission | null> {
  const table = submissionTables[row.kind];
  const closed = change.status === 'done' || change.status === 'cancelled';
  const values = {
    status: change.status,
    assignee: change.assignee.trim(),
    statusNote: change.note.trim() || null,
    statusChangedAt: now,
    handledAt: closed ? now : null,
  };
  const stored = (row as { status?: string | null }).status ?? null;
  const unchanged = stored === null ? isNull(table.status) : eq(table.status, stored);
  const updated = await db
    .update(table)
    .set(values)
    .where(and(eq(table.id, row.id), unchanged))
    .returning({ id: table.id });
  return updated.length > 0 ? { ...row, ...values } : null;
}
