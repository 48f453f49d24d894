import { upsellSchema } from './upsell-schema';
import { validateWith, validationErrors } from './validate-with';

const valid = { contractNumber: 'C12345678', phone: '0521234567', options: { isMeshWiFi: true } };

const errorsOf = (value: object) => validationErrors(upsellSchema, value);

describe('upsellSchema', () => {
  it('accepts one option and fills the others as not chosen', () => {
    const result = validateWith(upsellSchema, valid);
    expect(result.ok && result.value.options).toEqual({
      isMeshWiFi: true,
      isSecurityPack: false,
      isSmartHome: false,
      isGamingCustom: false,
      isVideo: false,
      isGigazo: false,
      isKurashiSupport: false,
      isDazn: false,
      isAnshinSupport: false,
    });
  });

  it.each([
    [{ options: {} }, 'options', 'お申し込みになるオプションを1つ以上選択してください'],
    [
      { options: { isMeshWiFi: false, isVideo: false } },
      'options',
      'お申し込みになるオプションを1つ以上選択してください',
    ],
    // a flag outside the list does not count as a choice
    [{ options: { isTV: true } }, 'options', 'お申し込みになるオプションを1つ以上選択してください'],
    [
      { contractNumber: 'C123' },
      'contractNumber',
      'ご契約番号は「C」と8桁の数字で入力してください（例：C12345678）',
    ],
    [{ phone: '' }, 'phone', 'ご契約者さまの電話番号を入力してください'],
  ])('%j → %s: %s', (overrides, path, message) => {
    expect(errorsOf({ ...valid, ...overrides })[path]).toBe(message);
  });
});
