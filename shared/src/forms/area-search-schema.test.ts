import { areaSearchInput } from '@hikari/shared/testing/fixtures';
import { areaSearchSchema } from './area-search-schema';
import { validateWith } from './validate-with';

const valid = areaSearchInput();

describe('areaSearchSchema', () => {
  it('accepts a home address', () => {
    expect(validateWith(areaSearchSchema, valid)).toEqual({ ok: true, value: valid });
  });

  it('normalises full-width digits and hyphens before validating', () => {
    const result = validateWith(areaSearchSchema, {
      ...valid,
      postalCode: '４６０－０００１',
      chome: '１',
      banchi: '１ー２ー３',
      buildingType: '1',
      buildingName: 'メゾン三の丸　　１０１',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        ...valid,
        postalCode: '4600001',
        chome: '1',
        banchi: '1-2-3',
        buildingType: 1,
        buildingName: 'メゾン三の丸 101',
      },
    });
  });

  it.each(['3', '３', '3丁目', '３丁目', '三', '三丁目', ' 3 丁目 '])(
    'takes the 丁目 %p as 3, however it is written',
    (chome) => {
      expect(validateWith(areaSearchSchema, { ...valid, chome })).toEqual({
        ok: true,
        value: { ...valid, chome: '3' },
      });
    },
  );

  it('takes a 丁目 of two digits in kanji as its number', () => {
    expect(validateWith(areaSearchSchema, { ...valid, chome: '十二丁目' })).toMatchObject({
      ok: true,
      value: { chome: '12' },
    });
  });

  it('accepts city and town without a postal code, and a postal code without city and town', () => {
    expect(validateWith(areaSearchSchema, { ...valid, postalCode: '' }).ok).toBe(true);
    expect(validateWith(areaSearchSchema, { ...valid, city: '', town: '' }).ok).toBe(true);
  });

  it.each([
    [{ postalCode: '460001' }, 'postalCode', '郵便番号は7桁の数字で入力してください'],
    [{ postalCode: '460-00012' }, 'postalCode', '郵便番号は7桁の数字で入力してください'],
    [{ postalCode: '460-000a' }, 'postalCode', '郵便番号は7桁の数字で入力してください'],
    [{ postalCode: '', city: '' }, 'city', '郵便番号、または市区町村を入力してください'],
    [{ postalCode: '', town: ' ' }, 'town', '郵便番号、または町名を入力してください'],
    [{ prefecture: '' }, 'prefecture', '都道府県を選択してください'],
    [{ banchi: '' }, 'banchi', '番地を入力してください'],
    [{ banchi: '1'.repeat(31) }, 'banchi', '番地は30文字以内で入力してください'],
    [{ chome: '3-1' }, 'chome', '丁目は数字で入力してください（例：3、3丁目、三丁目）'],
    [{ chome: '栄' }, 'chome', '丁目は数字で入力してください（例：3、3丁目、三丁目）'],
    [{ buildingType: 1, buildingName: '' }, 'buildingName', 'マンション・アパート名を入力してください'],
    [{ buildingType: 2 }, 'buildingType', '建物の種類を選択してください'],
    [{ buildingType: undefined }, 'buildingType', '建物の種類を選択してください'],
  ])('%j → %s: %s', (overrides, path, message) => {
    const result = validateWith(areaSearchSchema, { ...valid, ...overrides });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[path]).toBe(message);
  });

  it('names every bad field at once', () => {
    const result = validateWith(areaSearchSchema, { buildingType: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual([
        'banchi',
        'buildingName',
        'city',
        'prefecture',
        'town',
      ]);
    }
  });
});
