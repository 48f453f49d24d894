// What a visitor's text may contain: the one rule behind every text field
// (the forms' schemas in the browser and the API) and behind the API's check
// of whole inputs. Refused: control characters (C0 with NUL, DEL, C1), lone
// surrogates (half an emoji: PostgreSQL cannot store it), characters that
// turn the direction of what follows (U+202E makes "gpj.exe" read "exe.jpg"
// in the console, the CSV and the mail) and characters that show nothing.
// Free text of several lines (お問い合わせ内容, ご要望) keeps line breaks and
// tabs, and the zero-width joiners that hold emoji sequences (👨‍👩‍👧) together.

/** Why a text is refused; null when it is fine. */
export type TextProblem = 'control' | 'surrogate' | 'bidi' | 'invisible';

export interface PlainTextOptions {
  /** Several lines of free text: line breaks, tabs and zero-width joiners allowed. Default false. */
  multiline?: boolean;
}

// U+2028/U+2029 (line and paragraph separators) count as controls: no field takes them.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/u;
// With the u flag a surrogate in this class matches only when it is not half of a pair.
const LONE_SURROGATE = /[\ud800-\udfff]/u;
/** Arabic letter mark, LRM/RLM, embeddings and overrides, isolates. */
export const BIDI_CONTROL_CHARACTERS = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
/** Zero-width space, joiners, word joiner, invisible operators, BOM, Mongolian vowel separator. */
export const INVISIBLE_CHARACTERS = '\\u180e\\u200b-\\u200d\\u2060-\\u2064\\ufeff';
const BIDI = new RegExp(`[${BIDI_CONTROL_CHARACTERS}]`, 'u');
const INVISIBLE = new RegExp(`[${INVISIBLE_CHARACTERS}]`, 'u');
// In free text only the zero-width space, word joiner, invisible operators and BOM.
const INVISIBLE_MULTILINE = /[\u180e\u200b\u2060-\u2064\ufeff]/u;

/** The first reason `value` cannot be taken as a visitor's text, or null. */
export function textProblem(value: string, options: PlainTextOptions = {}): TextProblem | null {
  const multiline = options.multiline ?? false;
  if ((multiline ? CONTROL_MULTILINE : CONTROL).test(value)) return 'control';
  if (LONE_SURROGATE.test(value)) return 'surrogate';
  if (BIDI.test(value)) return 'bidi';
  if ((multiline ? INVISIBLE_MULTILINE : INVISIBLE).test(value)) return 'invisible';
  return null;
}

const LEADING_HIDDEN = new RegExp(`^[${BIDI_CONTROL_CHARACTERS}${INVISIBLE_CHARACTERS}]+`, 'u');

/** `value` without the direction marks and zero-width characters it starts with (what a reader sees first). */
export function withoutLeadingHidden(value: string): string {
  return value.replace(LEADING_HIDDEN, '');
}

// Emoji and the pictographs around them: every Extended_Pictographic
// character (😀 ♥ ☎ ⭐, and © ® ™), the miscellaneous symbols and dingbats
// blocks whole (★ ☆ ♪ ♡ ✿ are not Extended_Pictographic), the regional
// indicators of a flag, skin-tone modifiers, the keycap mark (1️⃣), the
// emoji presentation selector and the tag characters of subdivision flags.
// The two combining marks stand outside the class: inside it they would
// read as joined to the character before them.
const PICTOGRAPH =
  /[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\u2600-\u27bf\u{e0020}-\u{e007f}]|\u20e3|\ufe0f/u;

/**
 * Whether `value` holds an emoji or another pictograph. A name (姓, 名,
 * 法人名) is the name a contract is made out to and is written in letters:
 * kanji of every plane (𠮷), kana, 々, 〇, ・ and ー are letters here.
 */
export function hasPictograph(value: string): boolean {
  return PICTOGRAPH.test(value);
}
