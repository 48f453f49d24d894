import {
  isRumKind,
  isVitalInRange,
  isVitalName,
  maskPersonalData,
  rumMessageText,
  vitalMax,
} from './rum-events';

describe('maskPersonalData', () => {
  it.each([
    ['mail address', '送信失敗: taro.yamada@example.co.jp', '送信失敗: [mail]'],
    ['phone with hyphens', '電話 090-1234-5678 に失敗', '電話 [number] に失敗'],
    ['card number with spaces', 'card 4111 1111 1111 1111', 'card [number]'],
    ['reception number of seven digits', 'reception 1234567', 'reception [number]'],
    ['six digits stay', 'postal 123456', 'postal 123456'],
    ['short runs stay', 'HTTP 503 at line 42', 'HTTP 503 at line 42'],
    ['a chunk name stays', 'Loading chunk 8140 failed', 'Loading chunk 8140 failed'],
    ['both in one message', 'a@b.jp 0120-123-456', '[mail] [number]'],
  ])('%s', (_, message, expected) => {
    expect(maskPersonalData(message)).toBe(expected);
  });
});

describe('rumMessageText', () => {
  it.each([
    ['lines and tabs read as one space', 'TypeError:\n\tat a\r\nat b', 'TypeError: at a at b'],
    ['control characters read as a space', 'a\u0000b\u007fc', 'a b c'],
    ['a number broken over two lines is still masked', 'tel 090-1234\n-5678', 'tel [number]'],
    ['cut to 200 characters', `x ${'y'.repeat(300)}`, `x ${'y'.repeat(198)}`],
    ['no trailing space after the cut', `${'a'.repeat(199)} b`, 'a'.repeat(199)],
    ['only spaces leave nothing', ' \n\t ', ''],
  ])('%s', (_, message, expected) => {
    expect(rumMessageText(message)).toBe(expected);
  });
});

describe('isVitalInRange', () => {
  it.each([
    ['LCP', 0, true],
    ['LCP', 2_500.5, true],
    ['INP', 600_000, true],
    ['TTFB', 600_001, false],
    ['LCP', -1, false],
    ['CLS', 0.12, true],
    ['CLS', 100, true],
    ['CLS', 100.01, false],
    ['INP', Number.NaN, false],
    ['INP', Number.POSITIVE_INFINITY, false],
    ['LCP', '2500', false],
  ] as const)('%s %p: %p', (name, value, expected) => {
    expect(isVitalInRange(name, value)).toBe(expected);
  });

  it('allows 10 minutes for the timed vitals and 100 for CLS', () => {
    expect([vitalMax('LCP'), vitalMax('INP'), vitalMax('TTFB'), vitalMax('CLS')]).toEqual([
      600_000, 600_000, 600_000, 100,
    ]);
  });
});

describe('names', () => {
  it.each([
    ['LCP', true],
    ['CLS', true],
    ['FID', false],
    ['lcp', false],
    [undefined, false],
  ])('vital %p: %p', (name, expected) => {
    expect(isVitalName(name)).toBe(expected);
  });

  it.each([
    ['pageview', true],
    ['error', true],
    ['vital', true],
    ['click', false],
  ])('RUM kind %p: %p', (kind, expected) => {
    expect(isRumKind(kind)).toBe(expected);
  });
});
