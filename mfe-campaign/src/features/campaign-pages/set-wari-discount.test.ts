import { setWariTotal } from './set-wari-discount';

describe('setWariTotal', () => {
  it.each([
    [1, 1100, 1100],
    [3, 550, 1650],
    [10, 638, 6380],
  ])('%i lines at %i yen a line take %i yen off every month', (lines, perLine, monthly) => {
    expect(setWariTotal(lines, perLine, 10)).toEqual({ monthly, yearly: monthly * 12 });
  });

  it.each([0, 11, 2.5, Number.NaN])('refuses %p lines when at most 10 can be discounted', (lines) => {
    expect(() => setWariTotal(lines, 1100, 10)).toThrow(RangeError);
  });
});
