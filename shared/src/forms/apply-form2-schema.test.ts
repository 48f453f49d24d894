import { FIXTURE_NOW, validApplicant } from '@hikari/shared/testing/fixtures';
import { applyForm2Schema } from './apply-form2-schema';
import { messages } from './messages';
import { validateWith } from './validate-with';

const NOW = FIXTURE_NOW;
const valid = validApplicant;

const check = (overrides: object, now = NOW) =>
  validateWith(applyForm2Schema, { ...valid, ...overrides }, { now });
const errorsOf = (overrides: object, now = NOW) => {
  const result = check(overrides, now);
  return result.ok ? {} : result.errors;
};

describe('applyForm2Schema', () => {
  it('accepts a private applicant', () => {
    expect(check({})).toEqual({ ok: true, value: valid });
  });

  it('normalises kana, phone and mail before validating', () => {
    const result = check({
      lastNameKana: 'やまだ',
      firstNameKana: 'ﾀﾛｳ',
      daytimePhone: '０５２－１２３－４５６７',
      mail: 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ',
      mailConfirm: ' taro@example.jp ',
      dobYear: '１９９０',
      daytimePhone2: '090-1234-5678',
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value).toMatchObject({
        lastNameKana: 'ヤマダ',
        firstNameKana: 'タロウ',
        daytimePhone: '0521234567',
        mail: 'taro@example.jp',
        dobYear: '1990',
        daytimePhone2: '09012345678',
      });
    }
  });

  it.each([
    [{ lastName: '' }, 'lastName', '姓を入力してください'],
    [{ firstName: ' ' }, 'firstName', '名を入力してください'],
    [{ lastName: '山'.repeat(21) }, 'lastName', '姓は20文字以内で入力してください'],
    [
      { lastName: '山田😀' },
      'lastName',
      '姓に絵文字や絵記号（😀、♥、★など）は使用できません。文字だけで入力してください',
    ],
    [
      { firstName: '太郎❤️' },
      'firstName',
      '名に絵文字や絵記号（😀、♥、★など）は使用できません。文字だけで入力してください',
    ],
    [{ lastNameKana: '山田' }, 'lastNameKana', 'セイは全角カタカナで入力してください'],
    [{ firstNameKana: 'Taro' }, 'firstNameKana', 'メイは全角カタカナで入力してください'],
    [{ firstNameKana: 'タロウ　ジロウ' }, 'firstNameKana', 'メイは全角カタカナで入力してください'],
    [{ lastNameKana: '' }, 'lastNameKana', 'セイを入力してください'],
    [{ gender: '' }, 'gender', '性別を選択してください'],
    [{ gender: 'x' }, 'gender', '性別を選択してください'],
    [{ applicantType: 'group' }, 'applicantType', 'お申し込み区分を選択してください'],
    [{ daytimePhone: '' }, 'daytimePhone', '日中のご連絡先電話番号を入力してください'],
    [
      { daytimePhone: '052123456' },
      'daytimePhone',
      '電話番号は0から始まる10桁または11桁の数字で入力してください',
    ],
    [
      { daytimePhone: '090123456789' },
      'daytimePhone',
      '電話番号は0から始まる10桁または11桁の数字で入力してください',
    ],
    [
      { daytimePhone: '5212345678' },
      'daytimePhone',
      '電話番号は0から始まる10桁または11桁の数字で入力してください',
    ],
    [
      { daytimePhone2: '123' },
      'daytimePhone2',
      '電話番号は0から始まる10桁または11桁の数字で入力してください',
    ],
    [
      { mail: 'taro@localhost', mailConfirm: 'taro@localhost' },
      'mail',
      'メールアドレスの形式が正しくありません。半角英数字でご入力ください',
    ],
    [
      { mail: 'taro.example.jp', mailConfirm: 'taro.example.jp' },
      'mail',
      'メールアドレスの形式が正しくありません。半角英数字でご入力ください',
    ],
    [{ mailConfirm: 'tar0@example.jp' }, 'mailConfirm', '確認用のメールアドレスが一致しません'],
    [{ mailConfirm: '' }, 'mailConfirm', '確認用メールアドレスを入力してください'],
  ])('%j → %s: %s', (overrides, path, message) => {
    expect(errorsOf(overrides)[path]).toBe(message);
  });

  it('accepts an old carrier mail address with consecutive dots', () => {
    expect(
      errorsOf({ mail: 'taro..yamada.@docomo.ne.jp', mailConfirm: 'taro..yamada.@docomo.ne.jp' }),
    ).toEqual({});
  });
});

describe('date of birth: a real date, 18 or older at the injected now (Japan time)', () => {
  it.each([
    // dob, now, expected error on dobYear (undefined = valid)
    [['2007', '8', '1'], NOW, undefined],
    [['2007', '08', '01'], NOW, undefined],
    [['2007', '8', '2'], NOW, 'お申し込みは18歳以上の方に限らせていただいております'],
    [['2010', '1', '1'], NOW, 'お申し込みは18歳以上の方に限らせていただいております'],
    // 18th birthday starts at 00:00 Japan time, whatever the UTC date says
    [['2007', '8', '1'], new Date('2025-07-31T15:00:00Z'), undefined],
    [
      ['2007', '8', '1'],
      new Date('2025-07-31T14:59:59Z'),
      'お申し込みは18歳以上の方に限らせていただいております',
    ],
    // born on 2月29日: of age on 3月1日 of a common year
    [
      ['2004', '2', '29'],
      new Date('2022-02-28T12:00:00+09:00'),
      'お申し込みは18歳以上の方に限らせていただいております',
    ],
    [['2004', '2', '29'], new Date('2022-03-01T00:00:00+09:00'), undefined],
    [['1990', '2', '30'], NOW, '存在しない日付です。日付をご確認ください'],
    [['1990', '13', '1'], NOW, '存在しない日付です。日付をご確認ください'],
    // Each way the year goes wrong has its own message.
    [['1899', '12', '31'], NOW, '生年月日の年は1900年以降で入力してください'],
    [['1800', '1', '1'], NOW, '生年月日の年は1900年以降で入力してください'],
    [['1900', '1', '1'], NOW, undefined],
    [['2030', '1', '1'], NOW, '生年月日に今日より後の日付は入力できません。年をご確認ください'],
    [['2030', '', ''], NOW, '生年月日に今日より後の日付は入力できません。年をご確認ください'],
    [['2025', '8', '2'], NOW, '生年月日に今日より後の日付は入力できません。年をご確認ください'],
    [['85', '4', '1'], NOW, '生年月日の年は西暦4桁の数字で入力してください（例：1985）'],
    [['１９８', '4', '1'], NOW, '生年月日の年は西暦4桁の数字で入力してください（例：1985）'],
    [['19850', '4', '1'], NOW, '生年月日の年は西暦4桁の数字で入力してください（例：1985）'],
    // The year is typed, the month and the day are chosen: each missing part is asked for in its own words.
    [['', '', ''], NOW, '生年月日の年を入力してください'],
    [['', '4', '1'], NOW, '生年月日の年を入力してください'],
    [['1990', '', '1'], NOW, '生年月日の月を選択してください'],
    [['1990', '4', ''], NOW, '生年月日の日を選択してください'],
  ])('%j at %s → %p', ([dobYear, dobMonth, dobDate], now, message) => {
    expect(errorsOf({ dobYear, dobMonth, dobDate }, now as Date).dobYear).toBe(message);
  });
});

describe('corporate applicant', () => {
  const corporate = {
    applicantType: 'corporate',
    corporationName: '株式会社ひかり',
    corporationNameKana: 'かぶしきがいしゃ ひかり',
    gender: '',
    dobYear: '',
    dobMonth: '',
    dobDate: '',
  };

  it('needs the corporation name and kana, not gender or date of birth', () => {
    const result = check(corporate);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.corporationNameKana).toBe('カブシキガイシャ　ヒカリ');
  });

  it.each([
    [{ corporationName: '' }, 'corporationName', '法人名を入力してください'],
    [{ corporationName: '株式会社ひかり🌟' }, 'corporationName', messages.pictograph('法人名')],
    [{ corporationNameKana: '' }, 'corporationNameKana', '法人名（カナ）を入力してください'],
    [
      { corporationNameKana: 'Hikari Inc.' },
      'corporationNameKana',
      '法人名（カナ）は全角カタカナで入力してください',
    ],
    [
      { dobYear: '2020', dobMonth: '2', dobDate: '30' },
      'dobYear',
      '存在しない日付です。日付をご確認ください',
    ],
  ])('%j → %s: %s', (overrides, path, message) => {
    expect(errorsOf({ ...corporate, ...overrides })[path]).toBe(message);
  });

  it('does not ask a private applicant for a corporation name', () => {
    expect(errorsOf({ corporationName: '', corporationNameKana: '' })).toEqual({});
  });
});
