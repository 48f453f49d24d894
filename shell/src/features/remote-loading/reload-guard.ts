// A reload for a new build or a failed chunk happens at most once per path
// within 10 seconds (spec section 4), so a broken release can never loop.

export const RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'hikari:reloaded:';

export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function mayReload(path: string, now: number, storage: GuardStorage): boolean {
  const last = Number(storage.getItem(KEY_PREFIX + path) ?? 0);
  return !last || now - last >= RELOAD_GUARD_MS;
}

export function markReloaded(path: string, now: number, storage: GuardStorage): void {
  storage.setItem(KEY_PREFIX + path, String(now));
}

function sessionStore(): GuardStorage {
  try {
    return window.sessionStorage;
  } catch {
    const data = new Map<string, string>();
    return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
  }
}

/** Reloads the page unless this path was reloaded less than 10 s ago. Returns whether it reloads. */
export function reloadOnce(reason: string, href: string = window.location.href): boolean {
  const storage = sessionStore();
  const path = window.location.pathname;
  const now = Date.now();
  if (!mayReload(path, now, storage)) return false;
  markReloaded(path, now, storage);
  console.info(`reloading: ${reason}`);
  window.location.replace(href);
  return true;
}
