// What every resolver receives. The HTTP layer (or the WebSocket handshake)
// has already checked the guest token before a resolver runs.
import type { GuestIdentity } from './modules/auth/guest-token';
import type { ApiConfig } from './config';
import type { Database, Db } from './db/client';
import type { RateLimits } from './http/rate-limit';
import type { SettingsBus } from './modules/settings/settings-store';
import type { VisitorIds } from './modules/site/visitor-id';

export interface Services {
  config: ApiConfig;
  database: Database;
  settingsBus: SettingsBus;
  /** Rate-limit counters: in Redis with REDIS_URL (shared by every instance), in this process otherwise. */
  rateLimits: RateLimits;
  /** A guest session's stable keyed hash (auth/guest-pseudonym.ts): who sent something, never the token or the address. */
  guestPseudonym: (guestId: string) => string;
  /** The signed anonymous visitor ids (cookie hikari_vid, modules/site/visitor-id.ts). */
  visitorIds: VisitorIds;
  /** The clock; tests replace it. */
  now: () => Date;
  /** The mail worker: `wake` after writing to the outbox, so the mail leaves now rather than at the next poll. */
  mail: { wake(): void };
}

/** Per request, supplied by the HTTP layer or the WebSocket handshake. */
export interface RequestInfo {
  guest: GuestIdentity;
  clientAddress: string;
  /** What per-address limits count by: clientAddress, or its /64 for IPv6 (addressLimitKey). */
  addressKey: string;
  userAgent: string | null;
  /** True on the WebSocket, the only way subscriptions are served (a socket closes when its token expires). */
  overWebSocket?: boolean;
}

export interface GraphQLContext extends Services, RequestInfo {
  db: Db;
}
