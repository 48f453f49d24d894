import { hasPictograph, textProblem, withoutLeadingHidden } from './plain-text';

describe('textProblem', () => {
  it.each([
    ['山田 太郎', null],
    ['𠮷野家', null],
    ['葛󠄀城', null], // a kanji with its ideographic variation selector
    ['ｶﾅ・カナ', null],
    ['東\u0000京', 'control'],
    ['\u001b[31m赤', 'control'],
    ['ベル\u0007', 'control'],
    ['DEL\u007f', 'control'],
    ['C1\u0085', 'control'],
    ['一行目\n二行目', 'control'],
    ['タブ\tあり', 'control'],
    ['区切り\u2028', 'control'],
    ['半分\ud83d', 'surrogate'],
    ['\ude00後ろ半分', 'surrogate'],
    ['gpj\u202eexe', 'bidi'],
    ['\u2067隔離\u2069', 'bidi'],
    ['\u200f右から', 'bidi'],
    ['見え\u200bない', 'invisible'],
    ['\ufeff先頭', 'invisible'],
    ['家族👨\u200d👩\u200d👧', 'invisible'],
  ] as const)('%j → %s on one line', (value, problem) => {
    expect(textProblem(value)).toBe(problem);
  });

  it.each([
    ['一行目\n二行目\r\n三行目', null],
    ['タブ\tあり', null],
    ['家族👨\u200d👩\u200d👧', null],
    ['NUL\u0000', 'control'],
    ['ESC\u001b', 'control'],
    ['半分\ud83d', 'surrogate'],
    ['\u202e逆', 'bidi'],
    ['見え\u200bない', 'invisible'],
  ] as const)('%j → %s in free text of several lines', (value, problem) => {
    expect(textProblem(value, { multiline: true })).toBe(problem);
  });
});

describe('withoutLeadingHidden', () => {
  it.each([
    ['\u200b=HYPERLINK("x")', '=HYPERLINK("x")'],
    ['\u202e\u2066\ufeff+1', '+1'],
    ['ふつう', 'ふつう'],
    ['途中\u200bの文字', '途中\u200bの文字'],
  ])('%j → %j', (value, expected) => {
    expect(withoutLeadingHidden(value)).toBe(expected);
  });
});

describe('hasPictograph', () => {
  it.each([
    ['山田😀', true],
    ['太郎❤️', true],
    ['花子♥', true],
    ['星☆子', true],
    ['★', true],
    ['♪', true],
    ['☎', true],
    ['🇯🇵', true],
    ['👍🏻', true],
    ['1️⃣', true],
    ['👨‍👩‍👧', true],
    ['ひかり株式会社™', true],
    ['山田', false],
    ['𠮷田', false],
    ['佐々木', false],
    ['ジョン・スミス', false],
    ['ローラ', false],
    ['〇山', false],
    ['髙橋', false],
    ['Smith', false],
    ['ひかり商事1号', false],
  ])('%j → %j', (value, expected) => {
    expect(hasPictograph(value)).toBe(expected);
  });
});
