import { array, object, string } from 'yup';
import { messages } from './messages';
import { FORM_ERROR_KEY, validateWith } from './validate-with';

describe('validateWith', () => {
  const schema = object({
    a: string().required('Aを入力してください').min(3, 'Aは3文字以上で入力してください'),
    b: string().required('Bを入力してください'),
  });

  it('returns the cast value when valid', () => {
    expect(validateWith(schema, { a: 'abc', b: 'x', extra: 1 })).toEqual({
      ok: true,
      value: { a: 'abc', b: 'x', extra: 1 },
    });
  });

  it('reports every bad field (abortEarly false), the first rule per field', () => {
    expect(validateWith(schema, { a: '', b: '' })).toEqual({
      ok: false,
      errors: { a: 'Aを入力してください', b: 'Bを入力してください' },
    });
  });

  it('reports an error of the whole value under _form', () => {
    const whole = object({ a: string() }).test('whole', '全体のエラー', () => false);
    expect(validateWith(whole, { a: 'x' })).toEqual({
      ok: false,
      errors: { [FORM_ERROR_KEY]: '全体のエラー' },
    });
  });

  it('rethrows anything that is not a validation error', () => {
    const broken = object({
      a: string().test('boom', 'x', () => {
        throw new TypeError('bug');
      }),
    });
    expect(() => validateWith(broken, { a: 'x' })).toThrow('bug');
  });
});

describe('validateWith and input a schema was not written for', () => {
  const schema = object({ customer: object({ name: string().required('名前') }).exact('不明な項目') });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'refuses a key named %s (at any depth) as an unknown field, without throwing',
    (key) => {
      for (const json of [
        `{"${key}":{"x":1},"customer":{"name":"a"}}`,
        `{"customer":{"name":"a","${key}":"x"}}`,
      ]) {
        const result = validateWith(schema, JSON.parse(json));
        expect(result.ok).toBe(false);
        expect(!result.ok && result.errors[FORM_ERROR_KEY]).toMatch(/受け付けていない項目/);
        expect(!result.ok && result.errors[FORM_ERROR_KEY]).toContain(key);
      }
    },
  );

  it('never passes a NUL or half an emoji, even in a field with no text rule of its own', () => {
    expect(validateWith(schema, { customer: { name: 'a\u0000b' } })).toEqual({
      ok: false,
      errors: { 'customer.name': messages.plainText('この項目') },
    });
    expect(validateWith(object({ list: array(string()) }), { list: ['ok', '\ud800'] })).toEqual({
      ok: false,
      errors: { 'list[1]': messages.plainText('この項目') },
    });
  });
});
