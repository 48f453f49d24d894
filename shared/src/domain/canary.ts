// Canary releases of a remote (issue 19): which visitors see a remote's
// canary version, the same answer in the browser (the shell), in the API's
// page server and in nginx (split_clients), and the policy ops set for it.
//
// A visitor is a random anonymous id in a first-party cookie (no personal
// data), issued by the API with its signature (api/src/modules/site/visitor-id.ts):
// the bucket is computed from the cookie's whole value, signature included,
// so every place that buckets needs no key; only the API, which counts
// visitors for the canary's figures, checks the signature. Each remote hashes
// it with its own name, so the share of visitors
// on one remote's canary is independent of another's, and a visitor keeps
// the same version of a remote on every page and every visit. The policy ops
// set for canaries (canary-policy.ts) is apart: the site's start buckets a
// visitor but never reads the policy.
//
// The hash is nginx's MurmurHash2 (ngx_murmur_hash2, seed 0) over the UTF-8
// bytes of `${visitorId}${remote}`, and the bucket is the one nginx's
// split_clients gives with 100 parts of 1%: bucket k holds the hashes below
// floor(0xffffffff * (k + 1) / 100). A canary at p% is buckets 0..p-1.

/**
 * The anonymous visitor id, set on the first response: 32 lower-case hex
 * characters, then, when the API issued it, a dot and its 32-character
 * signature (nginx's own ids have none and are never counted by the canary check).
 */
export const VISITOR_COOKIE = 'hikari_vid';
/** Ops' override: the canary of every remote, even at 0% (set only with the ops token). */
export const PREVIEW_COOKIE = 'hikari_preview';
/** The visitor id is kept a year. */
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 31_536_000;
/** The preview lasts a working day. */
export const PREVIEW_COOKIE_MAX_AGE_SECONDS = 8 * 3600;

export const CANARY_BUCKETS = 100;

export type Cohort = 'canary' | 'control';

const VISITOR_ID = /^[0-9a-f]{32}(?:\.[0-9a-f]{32})?$/;

/** A well-formed visitor id, signed or not (whether the signature holds only the API can tell). */
export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

/**
 * The part of a visitor id that decides its bucket and sampling: the 32 hex
 * characters before the signature, so the API signing an id (nginx's, on the
 * visitor's first page) never moves the visitor to another bucket.
 */
export function visitorKey(visitorId: string): string {
  return visitorId.slice(0, 32);
}

const encoder = new TextEncoder();

/** nginx's ngx_murmur_hash2: MurmurHash2, 32 bits, seed 0, over the UTF-8 bytes of `text`. */
export function murmurHash2(text: string): number {
  const data = encoder.encode(text);
  const m = 0x5bd1e995;
  let h = data.length >>> 0;
  let i = 0;
  let len = data.length;
  while (len >= 4) {
    let k = data[i]! | (data[i + 1]! << 8) | (data[i + 2]! << 16) | (data[i + 3]! << 24);
    k = Math.imul(k, m);
    k ^= k >>> 24;
    k = Math.imul(k, m);
    h = Math.imul(h, m);
    h ^= k;
    i += 4;
    len -= 4;
  }
  // The last 1 to 3 bytes (the C code's switch falls through its cases).
  if (len >= 3) h ^= data[i + 2]! << 16;
  if (len >= 2) h ^= data[i + 1]! << 8;
  if (len >= 1) {
    h ^= data[i]!;
    h = Math.imul(h, m);
  }
  h ^= h >>> 13;
  h = Math.imul(h, m);
  h ^= h >>> 15;
  return h >>> 0;
}

/** Upper bounds (exclusive) of the buckets, as split_clients computes them for 100 parts of 1%. */
const BOUNDS: number[] = Array.from({ length: CANARY_BUCKETS }, (_, k) =>
  Math.floor((0xffffffff * (k + 1)) / CANARY_BUCKETS),
);

/** The visitor's bucket (0..99) for one remote. */
export function canaryBucket(visitorId: string, remote: string): number {
  const hash = murmurHash2(`${visitorKey(visitorId)}${remote}`);
  let low = 0;
  let high = CANARY_BUCKETS - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (hash < BOUNDS[mid]!) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Whether the visitor is in a canary that `percent` (0..100) of visitors get. */
export function inCanary(visitorId: string, remote: string, percent: number): boolean {
  return canaryBucket(visitorId, remote) < percent;
}
