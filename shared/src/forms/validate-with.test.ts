import { object, string } from 'yup';
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
