// What every ops route reads from a request: its JSON body, an integer
// query parameter, the 400 for input it refuses; and how it writes its audit row.
import type { FastifyRequest } from 'fastify';
import type { AuditInput } from './audit-log';

/** Writes an audit row naming the caller's address (ops.ts). */
export type Audit = (request: FastifyRequest, entry: AuditInput) => Promise<void>;

/** Input an ops route refuses: answered 400 with this message (the ops guard's error handler). */
export class OpsInputError extends Error {}

/** A use the caller's identity may not make, found once the body is read: answered 403 and audited (the ops guard). */
export class OpsRefused extends Error {}

/**
 * The JSON body of an ops request: {} when there is none; sent with another
 * content type (as scripts do), it is read as JSON all the same.
 */
export function jsonBodyOf(request: FastifyRequest): unknown {
  const body = request.body;
  if (typeof body !== 'string') return body ?? {};
  if (body.trim() === '') return {};
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new OpsInputError('本文が JSON ではありません');
  }
}

/** An integer query parameter between min and max, `fallback` when absent; otherwise a 400 in Japanese. */
export function integer(url: URL, name: string, fallback: number, min: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new OpsInputError(`${name} は ${min} から ${max} までの整数で指定してください`);
  }
  return value;
}
