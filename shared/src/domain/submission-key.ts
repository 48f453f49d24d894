// One idempotency key per submission, for every form of the site that sends
// one. The API stores a mutation once per key and answers a replay (same key, same input) with the stored answer, but
// refuses the same key with another input. So the key is kept for as long as
// the visitor sends the same answers (a double click, a retry after a lost
// connection, a reload) and a new one is drawn when an answer changes.

import { canonicalJson } from './canonical-json';

/** The key of a submission whose outcome is not settled, and the input it was drawn for. */
export interface PendingKey {
  key: string;
  fingerprint: string;
}

/**
 * A 53-bit hash (cyrb53) of the input: enough to tell two sets of answers
 * apart, and the answers themselves are not written a second time into
 * the tab's storage.
 */
export function fingerprintOf(input: unknown): string {
  const text = canonicalJson(input);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/** `<prefix>-` and 16 random bytes; getRandomValues works on plain-http pages too, unlike randomUUID. */
export function newIdempotencyKey(prefix: string): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The key to send `input` with: `pending` itself when it was drawn for the
 * same answers, else a new key (prefixed with `prefix`) that the caller
 * keeps as the pending one.
 */
export function keyFor(input: unknown, pending: PendingKey | null | undefined, prefix: string): PendingKey {
  const fingerprint = fingerprintOf(input);
  if (pending?.fingerprint === fingerprint) return pending;
  return { key: newIdempotencyKey(prefix), fingerprint };
}

/** A pending key read back from the tab's storage, or null when it is not one. */
export function readPendingKey(value: unknown): PendingKey | null {
  if (typeof value !== 'object' || value === null) return null;
  const { key, fingerprint } = value as Record<string, unknown>;
  if (typeof key !== 'string' || typeof fingerprint !== 'string') return null;
  return { key, fingerprint };
}
