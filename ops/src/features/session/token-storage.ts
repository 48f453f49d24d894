// The ops token lives in this tab only: sessionStorage (gone when the tab
// closes, never shared with other tabs), never localStorage. When storage is
// unavailable the token stays in memory and a reload asks for it again.
const TOKEN_KEY = 'hikari-ops:token';

export function readStoredToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Memory only: the page keeps working until it is reloaded.
  }
}

export function clearStoredToken(): void {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing was stored.
  }
}
