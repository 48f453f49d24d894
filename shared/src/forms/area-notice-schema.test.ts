import { areaNoticeSchema } from './area-notice-schema';
import { messages } from './messages';
import { validateWith, validationErrors } from './validate-with';

const valid = {
  kind: 'notify',
  lastName: '山田',
  firstName: '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  mail: 'hanako@example.jp',
  phone: '',
  buildingType: 0,
  postalCode: '6471325',
  prefecture: '三重県',
  city: '熊野市',
  town: '紀和町楊枝',
  line1: '',
  buildingName: '',
  message: '',
};

const errorsOf = (overrides: object) => validationErrors(areaNoticeSchema, { ...valid, ...overrides });

describe('areaNoticeSchema', () => {
  it('accepts a request to be told, without phone, message or visit dates', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('normalises kana, postal code and phone', () => {
    const result = validateWith(areaNoticeSchema, {
      ...valid,
      kind: 'question',
      lastNameKana: 'やまだ',
      firstNameKana: 'ﾊﾅｺ',
      postalCode: '６４７－１３２５',
      phone: '090-1234-5678',
      message: '  10ギガはいつ頃使えますか  ',
    });
    expect(result.ok && result.value).toMatchObject({
      lastNameKana: 'ヤマダ',
      firstNameKana: 'ハナコ',
      postalCode: '6471325',
      phone: '09012345678',
      message: '10ギガはいつ頃使えますか',
    });
  });

  it.each([
    [{ kind: '' }, 'kind', 'ご希望の内容を選択してください'],
    [{ kind: 'visit' }, 'kind', 'ご希望の内容を選択してください'],
    [{ kind: 'question', message: '   ' }, 'message', 'ご質問・ご相談の内容を入力してください'],
    [{ message: 'あ'.repeat(1001) }, 'message', 'ご質問・ご相談の内容は1000文字以内で入力してください'],
    [{ lastName: '' }, 'lastName', '姓を入力してください'],
    [{ firstName: '花子♪' }, 'firstName', messages.pictograph('名')],
    [{ lastNameKana: 'Yamada' }, 'lastNameKana', 'セイは全角カタカナで入力してください'],
    [{ mail: 'hanako@' }, 'mail', 'メールアドレスの形式が正しくありません。半角英数字でご入力ください'],
    [{ phone: '123' }, 'phone', '電話番号は0から始まる10桁または11桁の数字で入力してください'],
    [{ postalCode: '647' }, 'postalCode', '郵便番号は7桁の数字で入力してください'],
    [{ prefecture: '' }, 'prefecture', '都道府県を選択してください'],
    [{ city: '' }, 'city', '市区町村を入力してください'],
    [{ buildingType: 2 }, 'buildingType', '建物の種類を選択してください'],
  ])('%j → %s: %s', (overrides, path, message) => {
    expect(errorsOf(overrides)[path]).toBe(message);
  });
});
