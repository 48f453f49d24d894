// The visitor's anonymous id (cookie hikari_vid) as the server issues it:
// 32 random lower-case hex characters, a dot, and the first 128 bits of an
// HMAC-SHA256 of the id, in hex. Only the server holds the key, so only ids
// it issued verify: the canary's figures count a visitor only on a verified
// id (modules/events), while the page servers (this API's and nginx) and the
// shell bucket any well-formed value by its id part (visitorKey and
// canaryBucket of @hikari/shared/domain). An unsigned id (nginx's, given on a
// visitor's first page) is signed as it is, so the visitor keeps its bucket;
// anyone can have an id of their choosing signed this way, as they can have
// new ones issued, which is why the canary's figures also cap what one
// address counts for.
//
// The key is derived from the guest-token secret (GUEST_TOKEN_SECRET, or the
// one generated in the data folder) for this one use, so every instance that
// shares the secret verifies the others' ids and the secret that signs guest
// tokens signs nothing else.
import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';
import { isVisitorId, visitorKey } from '@hikari/shared/domain';

const PURPOSE = 'hikari/visitor-id/v1';
const SIGNED = /^([0-9a-f]{32})\.([0-9a-f]{32})$/;

export interface VisitorIds {
  /** The signed form of `value`'s id part when it is a well-formed id (signed or not), else a new signed id. */
  issue(value?: unknown): string;
  /** Whether `value` is an id this server (or another sharing its secret) issued. */
  verify(value: unknown): value is string;
}

export function visitorIds(secret: string): VisitorIds {
  const key = createSecretKey(new Uint8Array(createHmac('sha256', secret).update(PURPOSE).digest()));
  const tag = (id: string) => new Uint8Array(createHmac('sha256', key).update(id).digest().subarray(0, 16));
  return {
    issue(value?: unknown) {
      const id = isVisitorId(value) ? visitorKey(value) : randomBytes(16).toString('hex');
      return `${id}.${Buffer.from(tag(id)).toString('hex')}`;
    },
    verify(value: unknown): value is string {
      if (!isVisitorId(value)) return false;
      const match = SIGNED.exec(value);
      if (!match) return false;
      return timingSafeEqual(new Uint8Array(Buffer.from(match[2]!, 'hex')), tag(match[1]!));
    },
  };
}
