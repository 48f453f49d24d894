import type { KeyValueStorage } from '@hikari/shared/store';

/**
 * A synchronous stand-in for the tab's sessionStorage (createSessionDraft).
 * Pass the same one to two stores to play a reload; `data` shows exactly
 * what was written.
 */
export function memoryKeyValueStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}
