// "Reload once per path within 10 s" (docs/business-rules.md#version-check-and-new-builds, new build detection;
// docs/business-rules.md#version-check-and-new-builds: manifest or settings version change, failed chunk load). The
// guard is what stops a broken deploy from becoming a reload loop.

/** The part of Storage the guard needs (sessionStorage in the browser). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Window in which a path is reloaded at most once. Default 10 s. */
export const RELOAD_GUARD_MS = 10_000;
/** Storage key of the guard's record. Default 'hikari:reload-guard'. */
export const RELOAD_GUARD_KEY = 'hikari:reload-guard';

type ReloadRecord = Record<string, number>;

function readRecord(storage: StorageLike): ReloadRecord {
  const raw = storage.getItem(RELOAD_GUARD_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

/**
 * Decides whether `path` may reload now and, if so, records the reload.
 * Returns false when the same path reloaded less than 10 s ago, and also
 * when the storage cannot be read or written (private mode, quota): without
 * a record the guard could not stop a loop, and a page that stays put is
 * better than one that reloads forever.
 */
export function claimReload(path: string, storage: StorageLike, now: number): boolean {
  try {
    const record = readRecord(storage);
    const last = record[path];
    if (last !== undefined && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
    // Old entries are dropped so the record stays a handful of paths.
    const fresh: ReloadRecord = Object.fromEntries(
      Object.entries(record).filter(([, at]) => now - at >= 0 && now - at < RELOAD_GUARD_MS),
    );
    fresh[path] = now;
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify(fresh));
    return true;
  } catch {
    return false;
  }
}

// The browser glue: the record lives in sessionStorage.

function sessionStore(): StorageLike {
  try {
    return window.sessionStorage;
  } catch {
    // No storage, no record: claimReload then refuses every reload, which
    // is what stops a loop in a browser that blocks sessionStorage.
    const refuse = () => {
      throw new Error('sessionStorage is not available');
    };
    return { getItem: refuse, setItem: refuse };
  }
}

/** Reloads the page unless this path was reloaded less than 10 s ago. Returns whether it reloads. */
export function reloadOnce(reason: string, href: string = window.location.href): boolean {
  if (!claimReload(window.location.pathname, sessionStore(), Date.now())) return false;
  console.info(`reloading: ${reason}`);
  window.location.replace(href);
  return true;
}
