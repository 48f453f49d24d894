// The draft links this tab's application was resumed from. Sent with the
// application (ApplyCTC's draftTokens), so the server deletes those saved
// answers once the application is in. Kept in the tab's sessionStorage:
// like the answers, they live as long as the tab.

import { sessionStorageOrNull, type KeyValueStorage } from '@hikari/shared/store';

export const DRAFT_TOKENS_KEY = 'hikari:draft-tokens';

/** More than a visitor resumes in one tab; the oldest go first. */
const MAX_TOKENS = 10;

/** The remembered tokens, oldest first; [] when there are none or the storage is unreadable. */
export function readDraftTokens(storage: KeyValueStorage | null = sessionStorageOrNull()): string[] {
  try {
    const raw = storage?.getItem(DRAFT_TOKENS_KEY);
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value)
      ? value.filter((token): token is string => typeof token === 'string' && token !== '')
      : [];
  } catch {
    return [];
  }
}

/** Remembers a token for this tab's application (once; a storage that refuses is ignored). */
export function rememberDraftToken(
  token: string,
  storage: KeyValueStorage | null = sessionStorageOrNull(),
): void {
  if (!token) return;
  const tokens = [...readDraftTokens(storage).filter((known) => known !== token), token].slice(-MAX_TOKENS);
  try {
    storage?.setItem(DRAFT_TOKENS_KEY, JSON.stringify(tokens));
  } catch {
    // Storage full or refused: the server drops the draft after 7 days anyway.
  }
}
