// GET /banks?code=|q= and GET /banks/{bankCode}/branches?code=|q=: bank and
// branch names for the payment form (the API's copy of the Zengin data).

import { toHalfWidthAscii } from '@hikari/shared/domain';

export interface BankEntry {
  code: string;
  name: string;
  kana: string;
}

export type BankLookup = { ok: true; items: BankEntry[] } | { ok: false };

export type BankQuery = { code: string } | { q: string };

function queryString(query: BankQuery): string {
  return 'code' in query
    ? `code=${encodeURIComponent(toHalfWidthAscii(query.code))}`
    : `q=${encodeURIComponent(query.q.trim())}`;
}

async function getList(url: string, key: 'banks' | 'branches', signal?: AbortSignal): Promise<BankLookup> {
  try {
    const res = await fetch(url, { headers: { Accept: 'application/json' }, signal });
    // An unknown bank has no branches; that is an answer, not a failure.
    if (res.status === 404) return { ok: true, items: [] };
    if (!res.ok) return { ok: false };
    const body = (await res.json()) as Partial<Record<typeof key, BankEntry[]>>;
    return { ok: true, items: body[key] ?? [] };
  } catch {
    return { ok: false };
  }
}

export function findBanks(query: BankQuery, signal?: AbortSignal): Promise<BankLookup> {
  return getList(`/banks?${queryString(query)}`, 'banks', signal);
}

export function findBranches(bankCode: string, query: BankQuery, signal?: AbortSignal): Promise<BankLookup> {
  return getList(`/banks/${encodeURIComponent(bankCode)}/branches?${queryString(query)}`, 'branches', signal);
}
