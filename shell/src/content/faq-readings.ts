// Words the FAQ search treats as one: the same word with or without its
// okurigana (引っ越し・引越し・引越), typed in kana before the IME converts it
// (ひっこし), or a word the answers use for the same thing (転居・移転).
// Hiragana, katakana and widths are folded before this table is read, so each
// spelling is listed once; a word typed with any spelling of a group finds
// answers written with any other (faq-search.ts).

export const faqReadings: readonly (readonly string[])[] = [
  [
    '引っ越し',
    '引越し',
    '引越',
    'ひっこし',
    '引っ越す',
    '引越す',
    'ひっこす',
    '転居',
    'てんきょ',
    '移転',
    'いてん',
  ],
  ['解約', 'かいやく'],
  ['支払い', '支払', 'しはらい', '支払う', 'しはらう'],
  ['口座振替', '口座振り替え', 'こうざふりかえ'],
  ['申し込み', '申込み', '申込', 'もうしこみ', '申し込む', '申込む', 'もうしこむ'],
  ['問い合わせ', '問い合せ', '問合わせ', '問合せ', 'といあわせ'],
  ['立ち会い', '立会い', '立会', 'たちあい'],
  ['乗り換え', '乗換え', '乗換', 'のりかえ', '乗り換える', '乗換える', 'のりかえる'],
  ['受け付け', '受付け', '受付', 'うけつけ'],
  ['取り外し', '取外し', 'とりはずし', '撤去', 'てっきょ'],
  ['切り替え', '切替え', '切替', 'きりかえ'],
  ['工事', 'こうじ'],
  ['つなが', '繋が'],
  ['つなぐ', '繋ぐ'],
];
