import { buildFaq } from '../../content/faq';
import {
  faqSearch,
  indexFaq,
  normalizeForSearch,
  readingVariants,
  searchFaq,
  searchTerms,
} from './faq-search';

describe('normalizeForSearch', () => {
  it.each([
    ['Ｗｉ－Ｆｉ', 'wifi'],
    ['wi-fi', 'wifi'],
    ['つながらない', 'ツナガラナイ'],
    ['ｺｳｼﾞ', 'コウジ'],
    ['5,940円', '5940円'],
    ['メッシュ', 'メッシュ'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it('splits the query on half and full-width spaces', () => {
    expect(searchTerms('  工事　土日 ')).toEqual(['工事', '土日']);
  });
});

describe('readingVariants', () => {
  const variants = readingVariants([
    ['引っ越し', '引越し', '引越', 'ひっこし'],
    ['解約', 'かいやく'],
  ]);

  it('gives a word in every spelling of its group, kana folded', () => {
    expect(variants(normalizeForSearch('ひっこし'))).toEqual(['ヒッコシ', '引ッ越シ', '引越シ', '引越']);
    expect(variants(normalizeForSearch('引越'))).toEqual(['引越', '引ッ越シ', '引越シ', 'ヒッコシ']);
  });

  it('reads the longest spelling first and keeps what is around it', () => {
    expect(variants(normalizeForSearch('引越し先'))).toContain('引ッ越シ先');
    expect(variants(normalizeForSearch('引越し先'))).not.toContain('引ッ越シシ先');
  });

  it('varies every group a word holds', () => {
    expect(variants(normalizeForSearch('ひっこしかいやく'))).toContain('引ッ越シ解約');
  });

  it('leaves a word outside the table as it is', () => {
    expect(variants('工事')).toEqual(['工事']);
    expect(readingVariants([])('解約')).toEqual(['解約']);
  });
});

describe('searchFaq', () => {
  const ids = (query: string) => searchFaq(index, query).categories.flatMap((c) => c.items.map((i) => i.id));
  const index = indexFaq(buildFaq());

  it('returns every question for an empty query', () => {
    const all = buildFaq().reduce((sum, category) => sum + category.items.length, 0);
    expect(searchFaq(index, '').count).toBe(all);
  });

  it('needs every word of the query and drops empty categories', () => {
    const one = searchFaq(index, '工事');
    const both = searchFaq(index, '工事 土曜');
    expect(both.count).toBeGreaterThan(0);
    expect(both.count).toBeLessThan(one.count);
    for (const category of both.categories) {
      expect(category.items.length).toBeGreaterThan(0);
      for (const item of category.items) {
        expect(
          normalizeForSearch(
            [category.title, item.question, ...item.answer, ...(item.keywords ?? [])].join(' '),
          ),
        ).toMatch(/土曜/);
      }
    }
  });

  it('finds answers by a price typed without the comma', () => {
    const result = searchFaq(index, '13200');
    expect(result.categories.flatMap((c) => c.items.map((i) => i.id))).toContain('changes-cancel-fee');
  });

  // What the visitor types before or instead of the IME's kanji, and the okurigana they leave out.
  it.each([
    ['ひっこし', '引っ越し'],
    ['引越', '引っ越し'],
    ['引越し', '引っ越し'],
    ['かいやく', '解約'],
    ['カイヤク', '解約'],
    ['しはらい', '支払い'],
    ['支払', '支払い'],
    ['もうしこみ', '申し込み'],
    ['たちあい', '立ち会い'],
  ])('%s finds what %s finds', (typed, written) => {
    expect(ids(written).length).toBeGreaterThan(0);
    expect(ids(typed)).toEqual(ids(written));
  });

  it('finds the answers about moving by any word for it', () => {
    for (const word of ['ひっこし', '引越', '転居']) expect(ids(word)).toContain('area-outside');
  });

  it('still finds a word cut short while typing', () => {
    expect(ids('申し').length).toBeGreaterThan(0);
    expect(ids('引っ越').length).toBeGreaterThan(0);
  });

  it('finds nothing for words that appear nowhere', () => {
    expect(searchFaq(index, '宇宙旅行')).toEqual({ categories: [], count: 0 });
  });
});

describe("faqSearch (the page's search, indexed with the first word typed)", () => {
  const index = indexFaq(buildFaq());

  it.each(['', '　 ', '工事 土曜', 'ひっこし', '13200', '宇宙旅行'])(
    'answers %j as searchFaq does',
    (query) => {
      const search = faqSearch(buildFaq());
      expect(search(query)).toEqual(searchFaq(index, query));
    },
  );

  it('answers the same after a search as before it', () => {
    const search = faqSearch(buildFaq());
    const before = search('');
    expect(search('解約').count).toBeLessThan(before.count);
    expect(search('')).toEqual(before);
  });
});
