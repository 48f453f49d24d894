import { halfWidthKanaToFullWidth, hiraganaToKatakana, toHalfWidthAscii } from '@hikari/shared/domain';
import type { FaqCategory, FaqItem } from '../../content/faq';

// Dashes people type or leave out at will ('Wi-Fi', 'WiFi', 'wi‐fi'). The
// katakana long vowel is not among them: it is part of the word.
const DASHES = /[-‐‑‒–—―−－]/g;

/**
 * One spelling for matching: full-width letters and digits to half-width,
 * half-width kana to full-width, hiragana to katakana (so 'つながらない'
 * finds 'ツナガラナイ' and the other way round), lower case, no dashes, and
 * no thousands separators ('5940' finds '5,940円').
 */
export function normalizeForSearch(text: string): string {
  return hiraganaToKatakana(halfWidthKanaToFullWidth(toHalfWidthAscii(text)))
    .toLowerCase()
    .replace(DASHES, '')
    .replace(/(?<=\d),(?=\d{3})/g, '');
}

/** The words of a query; a visitor separates words with half or full-width spaces. */
export function searchTerms(query: string): string[] {
  return normalizeForSearch(query)
    .split(/\s+/)
    .filter((term) => term !== '');
}

function haystack(category: FaqCategory, item: FaqItem): string {
  return normalizeForSearch(
    [category.title, item.question, ...item.answer, ...(item.steps ?? []), ...(item.keywords ?? [])].join(
      '\n',
    ),
  );
}

export interface IndexedFaq {
  category: FaqCategory;
  entries: { item: FaqItem; text: string }[];
}

export function indexFaq(categories: FaqCategory[]): IndexedFaq[] {
  return categories.map((category) => ({
    category,
    entries: category.items.map((item) => ({ item, text: haystack(category, item) })),
  }));
}

export interface FaqSearchResult {
  /** Categories with at least one matching item, holding only those items. */
  categories: FaqCategory[];
  count: number;
}

/** Items whose question, answer or keywords contain every word of the query; all of them for an empty query. */
export function searchFaq(index: IndexedFaq[], query: string): FaqSearchResult {
  const terms = searchTerms(query);
  const categories: FaqCategory[] = [];
  let count = 0;
  for (const { category, entries } of index) {
    const items = entries
      .filter(({ text }) => terms.every((term) => text.includes(term)))
      .map(({ item }) => item);
    if (items.length === 0) continue;
    categories.push({ ...category, items });
    count += items.length;
  }
  return { categories, count };
}
