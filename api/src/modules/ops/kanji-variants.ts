// Variant forms of kanji in Japanese family names (異体字): the same name is
// registered as 渡辺 by one customer and 渡邉 by another, and ops searching
// for one must find the other. A small table, each variant mapped to the
// form commonly typed; a name is compared after folding both sides.
// Only characters that are the same character in names, never two
// different characters that look alike.

const VARIANTS: Record<string, string> = {
  // 渡辺 / 渡邉 / 渡邊
  邉: '辺',
  邊: '辺',
  // 斉藤 / 齋藤 / 齊藤 / 斎藤: 斎 and 斉 are different characters in general,
  // but as family names they are the same name, so all four are folded together.
  齋: '斉',
  齊: '斉',
  斎: '斉',
  // 高橋 / 髙橋
  髙: '高',
  // 吉田 / 𠮷田
  '𠮷': '吉',
  // 崎 / 﨑 / 嵜
  﨑: '崎',
  嵜: '崎',
  // 濱 / 浜, 澤 / 沢, 櫻 / 桜, 廣 / 広, 國 / 国
  濱: '浜',
  澤: '沢',
  櫻: '桜',
  廣: '広',
  國: '国',
  // 島 / 嶋 / 嶌
  嶋: '島',
  嶌: '島',
  // 德 / 徳
  德: '徳',
  // 龍 / 竜
  龍: '竜',
};

/** The name with every variant kanji of the table replaced by its common form (by code point). */
export function foldKanjiVariants(text: string): string {
  let folded = '';
  for (const char of text) folded += VARIANTS[char] ?? char;
  return folded;
}
