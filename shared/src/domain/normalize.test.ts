import {
  buildingNameKey,
  comparisonKey,
  chomeNumber,
  normalizeChome,
  normalizeChomeInput,
  formatPostalCode,
  normalizeAscii,
  normalizeNumberText,
  normalizePhone,
  normalizePostalCode,
  normalizeText,
  toHalfWidthAscii,
} from './normalize';
import { halfWidthKanaToFullWidth, hiraganaToKatakana, isKatakana, normalizeKana } from './kana';

describe('toHalfWidthAscii', () => {
  it.each([
    ['０１２３４５６７８９', '0123456789'],
    ['ＡＢＣｘｙｚ', 'ABCxyz'],
    ['ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ', 'taro@example.jp'],
    ['あ　い', 'あ い'],
    ['漢字とカナ', '漢字とカナ'],
  ])('%s → %s', (input, output) => {
    expect(toHalfWidthAscii(input)).toBe(output);
  });
});

describe('normalizeNumberText (hyphens between digits)', () => {
  it.each([
    ['４６０－０００１', '460-0001'],
    ['1ー2ー3', '1-2-3'],
    ['1‐2', '1-2'],
    ['1−2', '1-2'],
    ['1–2', '1-2'],
    ['1—2', '1-2'],
    ['1―2', '1-2'],
    ['1ｰ2', '1-2'],
    ['１丁目２ー３', '1丁目2-3'],
    ['3 ー 5', '3-5'],
    // a long vowel in a word is not a hyphen
    ['メゾン・ルーム101', 'メゾン・ルーム101'],
    ['コーポ2ー101', 'コーポ2-101'],
  ])('%s → %s', (input, output) => {
    expect(normalizeNumberText(input)).toBe(output);
  });
});

describe('normalizePostalCode', () => {
  it.each([
    ['４６０－０００１', '4600001'],
    ['460-0001', '4600001'],
    ['460ー0001', '4600001'],
    ['〒460-0001', '4600001'],
    [' 4600001 ', '4600001'],
    ['460-000A', '460000A'],
  ])('%s → %s', (input, output) => {
    expect(normalizePostalCode(input)).toBe(output);
  });
});

describe('normalizePhone', () => {
  it.each([
    ['０５２ー１２３４ー５６７８', '05212345678'],
    ['(052) 1234-5678', '05212345678'],
    ['090‐1234‐5678', '09012345678'],
    ['052−123−4567', '0521234567'],
  ])('%s → %s', (input, output) => {
    expect(normalizePhone(input)).toBe(output);
  });
});

describe('halfWidthKanaToFullWidth', () => {
  it.each([
    ['ｱｲｳｴｵ', 'アイウエオ'],
    ['ｶﾞｷﾞｸﾞｹﾞｺﾞ', 'ガギグゲゴ'],
    ['ｻﾞｼﾞｽﾞｾﾞｿﾞ', 'ザジズゼゾ'],
    ['ﾀﾞﾁﾞﾂﾞﾃﾞﾄﾞ', 'ダヂヅデド'],
    ['ﾊﾞﾋﾞﾌﾞﾍﾞﾎﾞ', 'バビブベボ'],
    ['ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ', 'パピプペポ'],
    ['ｳﾞ', 'ヴ'],
    ['ｶﾞｯｺｳ', 'ガッコウ'],
    ['ﾔﾏﾀﾞ ﾀﾛｰ', 'ヤマダ タロー'],
    ['ｧｨｩｪｫｬｭｮｯ', 'ァィゥェォャュョッ'],
    ['ｱﾟ', 'ア゜'],
    ['ﾞ', '゛'],
    ['山田ﾀﾛｳ', '山田タロウ'],
  ])('%s → %s', (input, output) => {
    expect(halfWidthKanaToFullWidth(input)).toBe(output);
  });
});

describe('hiraganaToKatakana', () => {
  it.each([
    ['やまだ', 'ヤマダ'],
    ['ぢゃゔぁ', 'ヂャヴァ'],
    ['カタカナ', 'カタカナ'],
    ['山田', '山田'],
  ])('%s → %s', (input, output) => {
    expect(hiraganaToKatakana(input)).toBe(output);
  });
});

describe('normalizeKana', () => {
  it.each([
    ['ﾔﾏﾀﾞ ﾀﾛｳ', 'ヤマダ　タロウ'],
    ['やまだ　たろう', 'ヤマダ　タロウ'],
    ['  ﾔﾏﾀﾞ  ', 'ヤマダ'],
    ['かぶしきがいしゃ ﾋｶﾘ', 'カブシキガイシャ　ヒカリ'],
  ])('%s → %s', (input, output) => {
    expect(normalizeKana(input)).toBe(output);
  });
});

describe('normalizeAscii / normalizeText', () => {
  it('folds a full-width mail address', () => {
    expect(normalizeAscii(' ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ ')).toBe('taro@example.com');
  });
  it('tidies an address line', () => {
    expect(normalizeText(' １丁目２ー３　　グランド ')).toBe('1丁目2-3 グランド');
  });
});

describe('isKatakana', () => {
  it.each([
    ['ヤマダ', {}, true],
    ['ヤマダー', {}, true],
    ['ヴァイオリン', {}, true],
    ['やまだ', {}, false],
    ['ﾔﾏﾀﾞ', {}, false],
    ['ヤマダ　タロウ', {}, false],
    ['ヤマダ　タロウ', { allowSpace: true }, true],
    ['ヤマダ タロウ', { allowSpace: true }, true],
    [' ヤマダ', { allowSpace: true }, false],
    ['', {}, false],
    ['山田', {}, false],
    ['ヤマダ1', {}, false],
  ])('%s (%j): %s', (value, options, expected) => {
    expect(isKatakana(value, options)).toBe(expected);
  });
});

describe('formatPostalCode', () => {
  it.each([
    ['4600008', '460-0008'],
    ['460008', '460008'],
    ['', ''],
  ])('%s → %s', (digits, printed) => {
    expect(formatPostalCode(digits)).toBe(printed);
  });
});

describe('comparisonKey (how two spellings are compared)', () => {
  it.each([
    ['愛知県 名古屋市', '愛知県名古屋市'],
    ['　栄　', '栄'],
    ['ﾋｶﾘﾊｲﾂⅡ', 'ヒカリハイツII'],
    ['３丁目', '3丁目'],
    [null, ''],
    [undefined, ''],
  ])('%p → %p', (input, output) => {
    expect(comparisonKey(input)).toBe(output);
  });
});

describe('buildingNameKey', () => {
  it.each([
    ['ひかり ハイツ・栄', 'ひかりハイツ栄'],
    ['ＧＲＡＮＤ－メゾン', 'grandメゾン'],
    ['コーポ栄', 'コーポ栄'],
    ['ﾊｲﾂ･ｻｶｴ', 'ハイツサカエ'],
  ])('%p → %p', (input, output) => {
    expect(buildingNameKey(input)).toBe(output);
  });
});

describe('chomeNumber', () => {
  it.each([
    ['3', 3],
    ['３', 3],
    ['3丁目', 3],
    ['３丁目', 3],
    ['三丁目', 3],
    ['三', 3],
    ['１２丁目', 12],
    ['十二丁目', 12],
    ['二十', 20],
    ['', null],
    [null, null],
    ['栄町', null],
    ['3-1', null],
  ])('%p → %p', (input, output) => {
    expect(chomeNumber(input)).toBe(output);
  });
});

describe('normalizeChomeInput', () => {
  it.each([
    ['3', '3'],
    ['３丁目', '3'],
    ['3丁目', '3'],
    ['三丁目', '3'],
    [' 十二 ', '12'],
    ['', ''],
    ['３－１', '3-1'],
  ])('%p → %p', (input, output) => {
    expect(normalizeChomeInput(input)).toBe(output);
  });
});

describe('normalizeChome', () => {
  it.each([
    ['3', '3丁目'],
    ['３', '3丁目'],
    ['3丁目', '3丁目'],
    ['三丁目', '3丁目'],
    ['十二丁目', '12丁目'],
    ['二十', '20丁目'],
    ['', ''],
    [null, ''],
    ['栄町', '栄町'],
  ])('%p → %p', (input, output) => {
    expect(normalizeChome(input)).toBe(output);
  });
});
