// What the console keeps of its session in this tab: who is signed in and the
// CSRF token it sends with changes, in sessionStorage (gone when the tab
// closes, never localStorage). The session itself is the HttpOnly cookie,
// which no script reads; without this, the console asks GET /ops/session.
import type { SessionInfo } from '../../api/types';

const SESSION_KEY = 'hikari-ops:session';

export function readStoredSession(): SessionInfo | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SessionInfo>;
    return value.person && typeof value.person.name === 'string'
      ? { person: value.person, csrfToken: value.csrfToken ?? null }
      : null;
  } catch {
    return null;
  }
}

export function storeSession(session: SessionInfo): void {
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  } catch {
    // Memory only: a reload asks the server again.
  }
}

export function clearStoredSession(): void {
  try {
    sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Nothing was stored.
  }
}
