// Submissions for ops: a JSON list or a CSV export (one column per payload
// field, dot paths for nested fields).
import { and, asc, desc, gte, lt, type SQL } from 'drizzle-orm';
import { isKatakana, normalizeAscii, normalizeKana, normalizePhone } from '@hikari/shared/domain';
import type { Db } from '../db/client';
import { submissionTables, type SubmissionType } from '../db/schema';
import { toCsv } from '../csv/csv';
import { RECEPTION_PREFIX } from '../submissions/reception-id';

/** The reception-number prefix of each submission type ('AP-' for applications). */
const RECEPTION_PREFIX_OF: Record<SubmissionType, string> = Object.fromEntries(
  Object.entries(RECEPTION_PREFIX).map(([type, prefix]) => [type, `${prefix}-`]),
) as Record<SubmissionType, string>;

export const SUBMISSION_TYPES = Object.keys(submissionTables) as SubmissionType[];

export function isSubmissionType(value: string): value is SubmissionType {
  return (SUBMISSION_TYPES as string[]).includes(value);
}

export interface ListOptions {
  /** Inclusive lower bound on created_at. */
  from?: Date | null;
  /** Exclusive upper bound on created_at. */
  to?: Date | null;
  /** Default 1000, at most 10000. */
  limit?: number;
}

export type SubmissionRow = Record<string, unknown> & {
  receptionId: string;
  idempotencyKey: string;
  createdAt: Date;
  payload: unknown;
};

export async function listSubmissions(
  db: Db,
  type: SubmissionType,
  options: ListOptions = {},
): Promise<SubmissionRow[]> {
  const table = submissionTables[type];
  const where: SQL[] = [];
  if (options.from) where.push(gte(table.createdAt, options.from));
  if (options.to) where.push(lt(table.createdAt, options.to));
  const limit = Math.min(Math.max(options.limit ?? 1000, 1), 10000);
  const rows = await db
    .select()
    .from(table)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(table.createdAt), asc(table.id))
    .limit(limit);
  return rows as SubmissionRow[];
}

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, out);
    }
    return;
  }
  out.set(prefix, Array.isArray(value) ? value.join(' ') : value);
}

const FIXED = ['receptionId', 'createdAt', 'idempotencyKey'];

/** One row per submission: fixed columns, then every payload field (and the other stored columns). */
export function submissionsCsv(rows: SubmissionRow[]): string {
  const flat = rows.map((row) => {
    const out = new Map<string, unknown>();
    out.set('receptionId', row.receptionId);
    out.set('createdAt', row.createdAt instanceof Date ? row.createdAt.toISOString() : row.createdAt);
    out.set('idempotencyKey', row.idempotencyKey);
    for (const [key, value] of Object.entries(row)) {
      if (key === 'id' || FIXED.includes(key)) continue;
      flatten(value, key === 'payload' ? '' : key, out);
    }
    return out;
  });
  const header: string[] = [...FIXED];
  const known = new Set(header);
  for (const row of flat) {
    for (const key of row.keys()) {
      if (!known.has(key)) {
        known.add(key);
        header.push(key);
      }
    }
  }
  return toCsv(
    header,
    flat.map((row) => header.map((key) => row.get(key))),
  );
}

/** Rows of each type a search reads, newest first. Default 10,000. */
export const SEARCH_SCAN_LIMIT = 10_000;

export type SubmissionQuery =
  | { kind: 'reception'; value: string }
  | { kind: 'mail'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'kana'; value: string }
  | { kind: 'code'; value: string };

/**
 * What ops typed, read as one kind of key: a reception number
 * ('AP-20261124-7KQ3MZ', any width, hyphens optional), a mail address, a
 * phone number (10 or 11 digits, hyphens and brackets allowed), a name in
 * katakana or hiragana (spaces ignored), or a referral code (8 letters and
 * digits). null when it is none of these.
 */
export function parseSubmissionQuery(raw: string): SubmissionQuery | null {
  const ascii = normalizeAscii(raw);
  if (ascii === '') return null;
  const compact = ascii.toUpperCase().replace(/[\s-]/g, '');
  const reception = /^([A-Z]{2})(\d{8})([0-9A-Z]{6})$/.exec(compact);
  if (reception) return { kind: 'reception', value: `${reception[1]}-${reception[2]}-${reception[3]}` };
  if (ascii.includes('@')) return { kind: 'mail', value: ascii.toLowerCase() };
  const phone = normalizePhone(ascii);
  if (/^[\d\s()+-]+$/.test(ascii) && /^\d{10,11}$/.test(phone)) return { kind: 'phone', value: phone };
  const kana = normalizeKana(raw).replace(/\u3000/g, '');
  if (isKatakana(kana)) return { kind: 'kana', value: kana };
  if (/^[0-9A-Z]{8}$/.test(compact)) return { kind: 'code', value: compact };
  return null;
}

/** The values of a payload a search compares with, gathered from every level of it. */
interface SearchKeys {
  mails: Set<string>;
  phones: Set<string>;
  kana: string[];
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
  for (const [key, inner] of Object.entries(record)) {
    if (typeof inner === 'string' && inner !== '') {
      if (/mail/i.test(key)) keys.mails.add(normalizeAscii(inner).toLowerCase());
      else if (/(phone|tel)$/i.test(key)) keys.phones.add(normalizePhone(inner));
      else if (/kana/i.test(key)) keys.kana.push(normalizeKana(inner).replace(/\u3000/g, ''));
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
    case 'code':
      return row.introductionId === query.value;
    default: {
      const keys: SearchKeys = { mails: new Set(), phones: new Set(), kana: [] };
      gatherKeys(row.payload, keys);
      if (query.kind === 'mail') return keys.mails.has(query.value);
      if (query.kind === 'phone') return keys.phones.has(query.value);
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
