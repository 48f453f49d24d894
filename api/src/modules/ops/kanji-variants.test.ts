import { foldKanjiVariants } from './kanji-variants';

describe('kanji variants in names (異体字)', () => {
  it.each([
    ['渡辺', '渡邉'],
    ['渡辺', '渡邊'],
    ['斉藤', '齋藤'],
    ['斉藤', '齊藤'],
    ['斉藤', '斎藤'],
    ['高橋', '髙橋'],
    ['吉田', '𠮷田'],
    ['山崎', '山﨑'],
    ['長島', '長嶋'],
  ])('%s and %s fold to the same name', (common, variant) => {
    expect(foldKanjiVariants(variant)).toBe(foldKanjiVariants(common));
  });

  it.each([
    ['田中', '中田'],
    ['高橋', '高梨'],
    ['渡辺', '渡部'],
  ])('keeps different names apart: %s, %s', (a, b) => {
    expect(foldKanjiVariants(a)).not.toBe(foldKanjiVariants(b));
  });

  it('leaves everything outside the table as it is, a surrogate pair included', () => {
    expect(foldKanjiVariants('山田 太郎 ヤマダ abc')).toBe('山田 太郎 ヤマダ abc');
    expect(foldKanjiVariants('𠮷野家')).toBe('吉野家');
  });
});
