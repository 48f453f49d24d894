// How addresses and building names typed by a visitor are compared with the master.

/** NFKC (full-width digits and letters to half-width, half-width kana to full-width), no spaces. */
export function normalizeAddressPart(value: string | null | undefined): string {
  return (value ?? '').normalize('NFKC').replace(/\s+/g, '').trim();
}

/**
 * The key a building name is matched on: NFKC, lower case, without spaces,
 * middle dots and hyphen-like marks, so 'ひかり ハイツ・栄' finds 'ひかりハイツ栄'.
 */
export function buildingNameKey(name: string | null | undefined): string {
  return normalizeAddressPart(name)
    .toLowerCase()
    .replace(/[・･·\-‐－−―]/g, '');
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

/** '3', '３', '3丁目', '三丁目' -> '3丁目'; '' when empty; other text unchanged (normalized). */
export function normalizeChome(value: string | null | undefined): string {
  const v = normalizeAddressPart(value);
  if (v === '') return '';
  const m =
    /^(\d+|[一二三四五六七八九]|十[一二三四五六七八九]?|[二三四五六七八九]十[一二三四五六七八九]?)(丁目)?$/.exec(
      v,
    );
  if (!m) return v;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : kanjiNumber(m[1]!);
  return `${n}丁目`;
}

function kanjiNumber(k: string): number {
  if (!k.includes('十')) return KANJI_DIGITS[k] ?? 0;
  const [tens, ones] = k.split('十');
  return (tens ? (KANJI_DIGITS[tens] ?? 0) : 1) * 10 + (ones ? (KANJI_DIGITS[ones] ?? 0) : 0);
}
