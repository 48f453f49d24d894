// Bank and branch look-up for the payment form, from the zengin-code
// package's data (loaded on first use: about 5 MB).

import { comparisonKey, normalizeAscii } from '@hikari/shared/domain';

interface ZenginBranch {
  code: string;
  name: string;
  kana: string;
  hira: string;
  roma: string;
}

interface ZenginBank extends ZenginBranch {
  branches: Record<string, ZenginBranch>;
}

export interface BankEntry {
  code: string;
  name: string;
  kana: string;
}

let data: Record<string, ZenginBank> | null = null;

function banks(): Record<string, ZenginBank> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  data ??= require('zengin-code') as Record<string, ZenginBank>;
  return data;
}

const entry = (b: ZenginBranch): BankEntry => ({ code: b.code, name: b.name, kana: b.kana });

/** The comparison key (widths folded, no spaces), katakana to hiragana, lower case. */
function fold(text: string): string {
  return comparisonKey(text)
    .replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60))
    .toLowerCase();
}

function matches(item: ZenginBranch, q: string): boolean {
  const f = fold(q);
  if (f === '') return false;
  return (
    fold(item.name).includes(f) ||
    item.hira.includes(f) ||
    fold(item.kana).includes(f) ||
    item.roma.toLowerCase().includes(f)
  );
}

export const MAX_RESULTS = 50;

export function findBanks(query: { code?: string | null; q?: string | null }): BankEntry[] {
  const all = banks();
  if (query.code) {
    const code = normalizeAscii(query.code);
    const bank = all[code];
    return bank ? [entry(bank)] : [];
  }
  const q = query.q ?? '';
  const found: BankEntry[] = [];
  for (const bank of Object.values(all)) {
    if (matches(bank, q)) found.push(entry(bank));
    if (found.length >= MAX_RESULTS) break;
  }
  return found;
}

/** null when the bank does not exist. */
export function findBranches(
  bankCode: string,
  query: { code?: string | null; q?: string | null },
): BankEntry[] | null {
  const bank = banks()[normalizeAscii(bankCode)];
  if (!bank) return null;
  if (query.code) {
    const branch = bank.branches[normalizeAscii(query.code)];
    return branch ? [entry(branch)] : [];
  }
  const q = query.q ?? '';
  const list = Object.values(bank.branches);
  if (q.trim() === '') return list.slice(0, MAX_RESULTS).map(entry);
  return list
    .filter((b) => matches(b, q))
    .slice(0, MAX_RESULTS)
    .map(entry);
}
