/** FNV-1a, 32 bits: a stable hash for the demo rules (same input, same flags, on every machine). */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A number in [0, 100) taken from a given byte of the hash, so flags are independent. */
export function percentile(hash: number, byte: 0 | 1 | 2 | 3): number {
  return ((hash >>> (byte * 8)) & 0xff) % 100;
}
