import { object } from 'yup';
import {
  charLength,
  futureDateString,
  kanaText,
  mailField,
  multilineText,
  mustBeTrue,
  nameText,
  normalizeDateString,
  optionalNameText,
  optionalPhoneField,
  optionalText,
  phoneField,
  postalCodeField,
  requiredText,
  ymdFromParts,
  ymdFromString,
} from './fields';
import { messages } from './messages';
import { validateWith, validationErrors } from './validate-with';

describe('date helpers', () => {
  it.each([
    ['2025-08-01', '2025-08-01'],
    ['2025/8/1', '2025-08-01'],
    ['２０２５－０８－０１', '2025-08-01'],
    ['2025年8月1日', '2025-08-01'],
    ['2025.8.1', '2025-08-01'],
    ['tomorrow', 'tomorrow'],
  ])('normalizeDateString(%s) → %s', (input, output) => {
    expect(normalizeDateString(input)).toBe(output);
  });

  it.each([
    [['2024', '2', '29'], { year: 2024, month: 2, day: 29 }],
    [['2025', '02', '29'], null],
    [['2025', '', '1'], null],
    [['2025', 'x', '1'], null],
    [[2025, 8, 1], { year: 2025, month: 8, day: 1 }],
  ])('ymdFromParts(%j) → %j', ([y, m, d], expected) => {
    expect(ymdFromParts(y, m, d)).toEqual(expected);
  });

  it('reads only the canonical string form', () => {
    expect(ymdFromString('2025-08-01')).toEqual({ year: 2025, month: 8, day: 1 });
    expect(ymdFromString('2025-8-1')).toBeNull();
    expect(ymdFromString(undefined)).toBeNull();
  });
});

describe('charLength', () => {
  it('counts an emoji or a surrogate-pair kanji as one', () => {
    expect(charLength('𠮷野家😀')).toBe(4);
  });
});

describe('field builders', () => {
  const schema = object({
    name: requiredText('お名前', 5),
    kana: kanaText('フリガナ', { allowSpace: true, max: 6 }),
    postalCode: postalCodeField(),
    phone: phoneField(),
    phone2: optionalPhoneField(),
    mail: mailField(),
    agree: mustBeTrue('同意してください'),
    day: futureDateString('ご希望日', 10),
  });
  const valid = {
    name: '山田',
    kana: 'ヤマダ',
    postalCode: '4600001',
    phone: '0521234567',
    phone2: '',
    mail: 'a@example.jp',
    agree: true,
    day: '2025-08-05',
  };
  const errorsOf = (overrides: object) =>
    validationErrors(schema, { ...valid, ...overrides }, { now: new Date('2025-08-01T12:00:00+09:00') });

  it('accepts valid values', () => {
    expect(errorsOf({})).toEqual({});
  });

  it.each([
    [{ name: '山田太郎花子' }, 'name', 'お名前は5文字以内で入力してください'],
    [{ kana: 'ヤマダ　タロウ' }, 'kana', 'フリガナは6文字以内で入力してください'],
    [{ kana: 'ヤマダ1' }, 'kana', 'フリガナは全角カタカナで入力してください'],
    [{ agree: false }, 'agree', '同意してください'],
    [{ agree: undefined }, 'agree', '同意してください'],
    [{ day: '2025-08-12' }, 'day', 'ご希望日は10日以内の日付を選択してください'],
    [{ mail: 'a@example' }, 'mail', 'メールアドレスの形式が正しくありません。半角英数字でご入力ください'],
    [
      { mail: `${'a'.repeat(250)}@example.jp` },
      'mail',
      'メールアドレスの形式が正しくありません。半角英数字でご入力ください',
    ],
  ])('%j → %s: %s', (overrides, path, message) => {
    expect(errorsOf(overrides)[path]).toBe(message);
  });

  it('uses the current time when no now is given', () => {
    const result = validateWith(object({ day: futureDateString('ご希望日') }), { day: '2000-01-01' });
    expect(result.ok).toBe(false);
  });
});

describe('text a visitor types (plainText)', () => {
  const schema = object({
    name: requiredText('お名前', 20),
    building: optionalText('建物名', 20),
    message: multilineText('お問い合わせ内容', 100),
  });
  const valid = { name: '山田', building: '', message: '' };
  const errorsOf = (overrides: object) => validationErrors(schema, { ...valid, ...overrides });

  it.each([
    ['NUL', '山\u0000田'],
    ['ESC', '\u001b[31m山田'],
    ['BEL', '山田\u0007'],
    ['half an emoji', '山田\ud83d'],
    ['a direction override', '山田\u202e'],
    ['a zero-width space', '山\u200b田'],
    ['a line break', '山\n田'],
  ])('refuses %s in a name with the message the page shows', (_what, name) => {
    expect(errorsOf({ name })).toEqual({ name: messages.plainText('お名前') });
  });

  it('refuses the same in an optional field', () => {
    expect(errorsOf({ building: 'ハイツ\u202e' })).toEqual({ building: messages.plainText('建物名') });
  });

  it('takes line breaks, tabs and emoji sequences in free text, but not NUL or a direction override', () => {
    expect(errorsOf({ message: '1行目\n\t2行目 👨\u200d👩\u200d👧' })).toEqual({});
    expect(errorsOf({ message: 'NUL\u0000' })).toEqual({ message: messages.plainText('お問い合わせ内容') });
    expect(errorsOf({ message: '\u202e逆' })).toEqual({ message: messages.plainText('お問い合わせ内容') });
  });
});

describe('names (nameText, optionalNameText)', () => {
  const schema = object({
    lastName: nameText('姓', 20),
    corporationName: optionalNameText('法人名', 60),
    building: optionalText('建物名', 20),
  });
  const valid = { lastName: '山田', corporationName: '', building: '' };
  const errorsOf = (overrides: object) => validationErrors(schema, { ...valid, ...overrides });

  it.each([
    ['an emoji', '山田😀'],
    ['an emoji with its presentation selector', '山田❤️'],
    ['a heart', '山田♥'],
    ['a star', '星☆'],
    ['a flag', '🇯🇵山田'],
    ['an emoji held together by zero-width joiners', '👨\u200d👩\u200d👧'],
  ])('refuses %s in a name, saying so', (_what, lastName) => {
    expect(errorsOf({ lastName })).toEqual({
      lastName: '姓に絵文字や絵記号（😀、♥、★など）は使用できません。文字だけで入力してください',
    });
  });

  it('refuses a pictograph in an optional name too', () => {
    expect(errorsOf({ corporationName: 'ひかり商事★' })).toEqual({
      corporationName: messages.pictograph('法人名'),
    });
  });

  it.each(['𠮷田', '佐々木', '髙橋', 'ジョン・スミス', 'Smith'])('takes the name %p', (lastName) => {
    expect(errorsOf({ lastName })).toEqual({});
  });

  it('still refuses a direction override and asks for an empty name', () => {
    expect(errorsOf({ lastName: '山田\u202e' })).toEqual({ lastName: messages.plainText('姓') });
    expect(errorsOf({ lastName: ' ' })).toEqual({ lastName: messages.required('姓') });
  });

  it('leaves other text fields as they were: a building may carry a star', () => {
    expect(errorsOf({ building: 'ハイツ★栄' })).toEqual({});
  });
});
