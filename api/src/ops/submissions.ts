// Submissions for ops: a JSON list or a CSV export (one column per payload
// field, dot paths for nested fields).
import { and, asc, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { submissionTables, type SubmissionType } from '../db/schema';
import { toCsv } from '../csv/csv';

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
