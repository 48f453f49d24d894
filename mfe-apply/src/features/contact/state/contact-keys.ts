// One idempotency key per booking. The API stores a booking once per key and
// answers a replay (same key, same input) with the stored answer, but refuses
// the same key with another input. So the key is kept while the visitor sends
// the same answers (a double click, a retry after a lost connection, a
// reload) and a new one is drawn when an answer changes.
//
// The same rule as the transfer feature's keys; features do not import each
// other, so each keeps its own copy.

import type { AppDispatch, RootState } from '@hikari/shared/store';
import { contactKeyDrawn, selectContactPendingKey } from './contact-slice';

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A 53-bit hash (cyrb53): tells two sets of answers apart without keeping them after the booking. */
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

/** 16 random bytes; getRandomValues works on plain-http pages too, unlike randomUUID. */
function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return `contact-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The key to send `input` with: the pending one when the answers are unchanged, else a new one. */
export const contactKeyFor =
  (input: unknown) =>
  (dispatch: AppDispatch, getState: () => RootState): string => {
    const fingerprint = fingerprintOf(input);
    const pending = selectContactPendingKey(getState());
    if (pending?.fingerprint === fingerprint) return pending.key;
    const key = newIdempotencyKey();
    dispatch(contactKeyDrawn({ key, fingerprint }));
    return key;
  };
