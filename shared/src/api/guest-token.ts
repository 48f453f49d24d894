// The guest identity every product call carries (docs/business-rules.md#guest-session).
// A token is reused for 50 minutes (the server issues 60-minute tokens), then
// renewed with itself, while it is still valid: the server keeps the same
// guest, to whom the idempotency keys this tab sent belong.

export const GUEST_TOKEN_CACHE_MS = 50 * 60 * 1000;
const STORAGE_KEY = 'hikari:guest-token';

interface CachedToken {
  token: string;
  fetchedAt: number;
}

let cached: CachedToken | null = null;
let inflight: Promise<string> | null = null;

function readStored(): CachedToken | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as CachedToken) : null;
  } catch {
    return null;
  }
}

function store(value: CachedToken): void {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // storage refused: the in-memory copy is enough for this page
  }
}

export interface GuestTokenOptions {
  /** Base URL of the API. Default: same origin. */
  baseUrl?: string;
  now?: () => number;
  fetchImpl?: typeof fetch;
}

/** Returns a valid guest token, fetching one only when none is cached or it is older than 50 minutes. */
export async function getGuestToken(options: GuestTokenOptions = {}): Promise<string> {
  const now = options.now ?? Date.now;
  cached ??= readStored();
  if (cached && now() - cached.fetchedAt < GUEST_TOKEN_CACHE_MS) return cached.token;
  const renewing = cached?.token;
  inflight ??= (async () => {
    try {
      const res = await (options.fetchImpl ?? fetch)(`${options.baseUrl ?? ''}/auth/guest`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(renewing ? { Authorization: `Bearer ${renewing}` } : {}),
        },
        body: '{}',
      });
      if (!res.ok) throw new Error(`guest token: HTTP ${res.status}`);
      const body = (await res.json()) as { token?: string };
      if (!body.token) throw new Error('No credentials');
      cached = { token: body.token, fetchedAt: now() };
      store(cached);
      return body.token;
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

/** Drops the cached token, e.g. after the server answered 401. */
export function forgetGuestToken(): void {
  cached = null;
  try {
    globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
