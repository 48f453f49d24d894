// A guest session named without being kept: a keyed hash (HMAC-SHA256) of
// the guest id, the random subject of its token. What is stored with it
// (who sent a client error report) cannot be traced back to the token, the
// session or an address, yet every report of one session carries the same
// name, on every instance (they share GUEST_TOKEN_SECRET).
import { createHmac, createSecretKey } from 'node:crypto';

/**
 * The hashing key is derived from the guest-token secret for this one use,
 * so the secret that signs tokens never keys a value kept in the database.
 */
const PURPOSE = 'hikari/guest-pseudonym/v1';

/** guestId → a stable pseudonym (43 characters of base64url) under `secret`. */
export function guestPseudonyms(secret: string): (guestId: string) => string {
  const key = createSecretKey(new Uint8Array(createHmac('sha256', secret).update(PURPOSE).digest()));
  return (guestId) => createHmac('sha256', key).update(guestId).digest('base64url');
}
