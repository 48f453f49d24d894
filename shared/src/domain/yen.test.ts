import { formatYen } from './yen';

describe('formatYen', () => {
  it.each([
    [0, '0円'],
    [330, '330円'],
    [5940, '5,940円'],
    [50000, '50,000円'],
    [1234567, '1,234,567円'],
    [-1100, '-1,100円'],
    [2.5, '3円'],
    [-2.5, '-3円'],
    [71280.4, '71,280円'],
  ])('%p → %p', (amount, text) => {
    expect(formatYen(amount)).toBe(text);
  });

  it('writes every whole amount as ja-JP’s number format does', () => {
    const intl = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });
    for (const amount of [1, 12, 999, 1000, 9999, 10000, 99999, 100000, 987654321, -5, -123456]) {
      expect(formatYen(amount)).toBe(`${intl.format(amount)}円`);
    }
  });
});
