import { toHalfWidthAscii } from '@hikari/shared/domain/core';
import { halfWidthKanaToFullWidth, hiraganaToKatakana } from '@hikari/shared/domain/kana';
import type { FaqCategory, FaqItem } from '../../content/faq';
import { faqReadings } from '../../content/faq-readings';

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

/** Groups of spellings that search as one word (see content/faq-readings.ts). */
export type ReadingTable = readonly (readonly string[])[];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The spellings a search word stands for: the word itself, and the word with
 * each spelling of a reading group in it replaced by every other spelling of
 * that group ('ヒッコシ先' → '引ッ越シ先', '転居先', …). The answers' text is
 * left as written, so a word cut short while typing ('申シ') still finds it.
 */
export function readingVariants(table: ReadingTable): (term: string) => string[] {
  const groupOf = new Map<string, readonly string[]>();
  for (const group of table) {
    const spellings = [...new Set(group.map(normalizeForSearch))];
    for (const spelling of spellings) groupOf.set(spelling, spellings);
  }
  if (groupOf.size === 0) return (term) => [term];
  // Longest first, so 引っ越し is read as one word and not as 引越 plus a remainder.
  const pattern = new RegExp(
    `(${[...groupOf.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})`,
  );
  return (term) => {
    let variants = [''];
    term.split(pattern).forEach((part, i) => {
      // split with a capture group puts the matched spellings at odd indexes.
      const choices = i % 2 === 1 ? (groupOf.get(part) ?? [part]) : [part];
      variants = variants.flatMap((head) => choices.map((choice) => head + choice));
    });
    return [...new Set([term, ...variants])];
  };
}

/** The FAQ's reading groups, prepared with the first search (not when the page starts). */
let faqVariants: ((term: string) => string[]) | undefined;

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

/**
 * Items whose question, answer or keywords contain every word of the query,
 * each word in any of its spellings; all of them for an empty query.
 */
export function searchFaq(index: IndexedFaq[], query: string): FaqSearchResult {
  faqVariants ??= readingVariants(faqReadings);
  const terms = searchTerms(query).map(faqVariants);
  const categories: FaqCategory[] = [];
  let count = 0;
  for (const { category, entries } of index) {
    const items = entries
      .filter(({ text }) => terms.every((spellings) => spellings.some((spelling) => text.includes(spelling))))
      .map(({ item }) => item);
    if (items.length === 0) continue;
    categories.push({ ...category, items });
    count += items.length;
  }
  return { categories, count };
}

/**
 * The page's search: every item for an empty query, and the index built with
 * the first word the visitor types. Opening the page normalises none of the
 * answers (about 3 ms of a fast CPU, four times that on a phone).
 */
export function faqSearch(categories: FaqCategory[]): (query: string) => FaqSearchResult {
  const nonEmpty = categories.filter((category) => category.items.length > 0);
  const everything: FaqSearchResult = {
    categories: nonEmpty,
    count: nonEmpty.reduce((sum, category) => sum + category.items.length, 0),
  };
  let index: IndexedFaq[] | undefined;
  return (query) => {
    if (query.trim() === '' || searchTerms(query).length === 0) return everything;
    index ??= indexFaq(categories);
    return searchFaq(index, query);
  };
}
