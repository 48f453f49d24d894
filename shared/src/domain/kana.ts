// Kana input (the rules of normalize.ts): half-width kana and hiragana to the
// full-width katakana the forms store, and the check of a katakana name.
// Apart from normalize.ts because only the forms, the FAQ's search and the
// API's checks use it; the site's start (the domain's core) does not.

const HALF_KANA = 'ｦｧｨｩｪｫｬｭｮｯｰｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜﾝ｡｢｣､･';
const FULL_KANA =
  'ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン。「」、・';
const HALF_DAKUTEN = 'ﾞ';
const HALF_HANDAKUTEN = 'ﾟ';
const VOICEABLE = 'カキクケコサシスセソタチツテトハヒフヘホウワヲ';
const VOICED = 'ガギグゲゴザジズゼゾダヂヅデドバビブベボヴヷヺ';
const SEMI_VOICEABLE = 'ハヒフヘホ';
const SEMI_VOICED = 'パピプペポ';

/** Half-width katakana to full-width, joining a following ﾞ/ﾟ: 'ｶﾞｯｺｳ' → 'ガッコウ', 'ﾊﾟ' → 'パ'. */
export function halfWidthKanaToFullWidth(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const ch = value[i] as string;
    const index = HALF_KANA.indexOf(ch);
    if (index < 0) {
      // A mark with nothing to join keeps its meaning as the full-width mark.
      out += ch === HALF_DAKUTEN ? '゛' : ch === HALF_HANDAKUTEN ? '゜' : ch;
      continue;
    }
    const full = FULL_KANA[index] as string;
    const next = value[i + 1];
    const voiced = VOICEABLE.indexOf(full);
    const semi = SEMI_VOICEABLE.indexOf(full);
    if (next === HALF_DAKUTEN && voiced >= 0) {
      out += VOICED[voiced];
      i += 1;
    } else if (next === HALF_HANDAKUTEN && semi >= 0) {
      out += SEMI_VOICED[semi];
      i += 1;
    } else {
      out += full;
    }
  }
  return out;
}

/** ひらがな to カタカナ: 'やまだ' → 'ヤマダ'. */
export function hiraganaToKatakana(value: string): string {
  return value.replace(/[\u3041-\u3096\u309D\u309E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60));
}

/**
 * For kana fields: half-width kana and hiragana become full-width katakana,
 * any run of spaces (half or full-width) becomes one full-width space
 * (U+3000), and the ends are trimmed: 'ﾔﾏﾀﾞ ﾀﾛｳ' → 'ヤマダ\u3000タロウ'.
 */
export function normalizeKana(value: string): string {
  return hiraganaToKatakana(halfWidthKanaToFullWidth(value))
    .trim()
    .replace(/[\s\u3000]+/g, '\u3000');
}

/**
 * True when the value is full-width katakana (with the long vowel ー), and,
 * with allowSpace, spaces between words.
 * @param options.allowSpace default false
 */
export function isKatakana(value: string, options: { allowSpace?: boolean } = {}): boolean {
  const pattern = options.allowSpace ? /^[ァ-ヶー]+(?:[ \u3000][ァ-ヶー]+)*$/ : /^[ァ-ヶー]+$/;
  return pattern.test(value);
}
