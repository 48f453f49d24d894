import { messages } from './messages';

describe('messages', () => {
  it.each([
    [messages.required('郵便番号'), '郵便番号を入力してください'],
    [messages.select('性別'), '性別を選択してください'],
    [messages.maxLength('ご要望', 1000), 'ご要望は1000文字以内で入力してください'],
    [messages.katakana('セイ'), 'セイは全角カタカナで入力してください'],
    [messages.postalCode, '郵便番号は7桁の数字で入力してください'],
    [messages.withinDays('第1希望日', 60), '第1希望日は60日以内の日付を選択してください'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('speaks Japanese in every message', () => {
    for (const value of Object.values(messages)) {
      const text =
        typeof value === 'function' ? (value as (...args: unknown[]) => string)('項目', 10) : value;
      expect(text).toMatch(/[ぁ-ん]/);
    }
  });
});
