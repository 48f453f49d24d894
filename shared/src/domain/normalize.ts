// Input normalisation for Japanese text: the one set of rules the forms, the
// API's checks and the area master's search all use. Visitors type with a
// Japanese IME that yields full-width digits (４６０), full-width or
// long-vowel "hyphens" (－ ー ‐ −) and sometimes half-width kana (ｶﾞ); the
// forms accept all of it and store one canonical form: half-width digits and
// letters, full-width katakana. Where two spellings are compared rather than
// stored (an address against the area master, a name in the ops search), the
// comparison key below folds them further. Kana (half-width kana, hiragana,
// katakana names) is in kana.ts: only the forms and the searches need it, not
// the site's start, which has this module in the domain's core.

/**
 * Characters used as a hyphen between digits: hyphen-minus, full-width
 * hyphen-minus, katakana long vowel (full and half-width), hyphen,
 * non-breaking hyphen, figure dash, en dash, em dash, horizontal bar,
 * minus sign, small hyphen-minus, hyphen bullet.
 */
export const HYPHEN_LIKE = '-－ーｰ‐‑‒–—―−﹣⁃';
// Escaped so the leading '-' can never form a range inside a character class.
const HYPHEN_BODY = HYPHEN_LIKE.replace('-', '\\-');
const HYPHEN_CLASS = `[${HYPHEN_BODY}]`;

/** Full-width ASCII (！ to ～) to half-width, and the ideographic space to a space. */
export function toHalfWidthAscii(value: string): string {
  return value
    .replace(/[\uFF01-\uFF5E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');
}

/**
 * Half-width ASCII and hyphens between digits: '４６０－０００１' → '460-0001',
 * '1ー2' → '1-2'. A long vowel inside a word (ヤマダ・ルーム) stays as it is.
 */
const HYPHEN_BETWEEN_DIGITS = new RegExp(`(?<=\\d)\\s*${HYPHEN_CLASS}\\s*(?=\\d)`, 'g');

export function normalizeNumberText(value: string): string {
  return toHalfWidthAscii(value).replace(HYPHEN_BETWEEN_DIGITS, '-');
}

/** Only the digits of a numeric field: every hyphen variant, space and bracket removed. */
const NOT_DIGITS = new RegExp(`[\\s()（）${HYPHEN_BODY}]`, 'g');

function digitsField(value: string): string {
  return toHalfWidthAscii(value).replace(NOT_DIGITS, '');
}

/** '４６０－０００１' → '4600001'. Other characters are kept so validation can reject them. */
export function normalizePostalCode(value: string): string {
  return digitsField(value).replace(/^〒/, '');
}

/** '4600008' → '460-0008', the way a postal code is printed; anything but 7 digits as it is. */
export function formatPostalCode(digits: string): string {
  return /^\d{7}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

/** '０５２ー１２３４ー５６７８' or '(052) 1234-5678' → '05212345678'. */
export function normalizePhone(value: string): string {
  return digitsField(value);
}

/** Trims and folds full-width ASCII (for mail addresses, codes). */
export function normalizeAscii(value: string): string {
  return toHalfWidthAscii(value).trim();
}

/** Free text (names in kanji, addresses): trimmed, spaces folded, digits and hyphens between digits half-width. */
export function normalizeText(value: string): string {
  return normalizeNumberText(value)
    .trim()
    .replace(/[ \u3000]{2,}/g, ' ');
}

/**
 * The key two spellings of one address part or name are compared on (never
 * stored as the visitor's answer): NFKC, which also folds compatibility
 * characters a form keeps (Ⅱ → II, ① → 1), and no blanks of either width.
 * '愛知県 名古屋市' and '愛知県名古屋市', 'ﾋｶﾘﾊｲﾂⅡ' and 'ヒカリハイツII' compare equal.
 */
export function comparisonKey(value: string | null | undefined): string {
  return (value ?? '').normalize('NFKC').replace(/\s+/g, '');
}

/**
 * Marks a building name is written with or without: middle dots and dashes
 * (not the long vowel ー, which is part of a word: コーポ). Keys stored in the
 * area master were made with this set: changing it means importing again.
 */
const NAME_MARKS = /[・･·\-‐－−―]/g;

/**
 * The key a building name is matched on: the comparison key in lower case,
 * without middle dots and hyphen-like marks, so 'ひかり ハイツ・栄' finds 'ひかりハイツ栄'.
 */
export function buildingNameKey(name: string | null | undefined): string {
  return comparisonKey(name).toLowerCase().replace(NAME_MARKS, '');
}

const KANJI_DIGITS: Record<string, number> = {
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** 一 to 九十九 in kanji as a number: '三' → 3, '十二' → 12, '二十' → 20. */
function kanjiNumber(k: string): number {
  if (!k.includes('十')) return KANJI_DIGITS[k] ?? 0;
  const [tens, ones] = k.split('十');
  return (tens ? (KANJI_DIGITS[tens] ?? 0) : 1) * 10 + (ones ? (KANJI_DIGITS[ones] ?? 0) : 0);
}

const CHOME =
  /^(\d+|[一二三四五六七八九]|十[一二三四五六七八九]?|[二三四五六七八九]十[一二三四五六七八九]?)(丁目)?$/;

/**
 * The number of a 丁目 however the visitor writes it, with or without
 * 「丁目」, in arabic, full-width or kanji digits: '3', '３', '3丁目',
 * '３丁目', '三丁目' → 3, '十二' → 12; null for anything else ('', '栄町').
 */
export function chomeNumber(value: string | null | undefined): number | null {
  const m = CHOME.exec(comparisonKey(value));
  if (!m) return null;
  return /^\d+$/.test(m[1]!) ? Number(m[1]) : kanjiNumber(m[1]!);
}

/**
 * The 丁目 field of the area search as kept and sent: its number in
 * half-width digits ('3丁目', '３', '三丁目' → '3'), the way the pages write
 * it back as 「3丁目」; any other text as normalizeText leaves it, for the
 * form to refuse.
 */
export function normalizeChomeInput(value: string): string {
  const n = chomeNumber(value);
  return n === null ? normalizeText(value) : String(n);
}

/**
 * A 丁目 as compared and stored: '3', '３', '3丁目', '三丁目' → '3丁目'; '' when
 * empty; any other text as its comparison key.
 */
export function normalizeChome(value: string | null | undefined): string {
  const n = chomeNumber(value);
  return n === null ? comparisonKey(value) : `${n}丁目`;
}
