import { buildFaq } from '../../content/faq';
import { indexFaq, normalizeForSearch, searchFaq, searchTerms } from './faq-search';

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

describe('searchFaq', () => {
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

  it('finds nothing for words that appear nowhere', () => {
    expect(searchFaq(index, '宇宙旅行')).toEqual({ categories: [], count: 0 });
  });
});
