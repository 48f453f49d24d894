import { defaultCustomerData, defaultPlanData } from '@hikari/shared/domain';
import { FIXTURE_NOW as NOW, installationAddress } from '@hikari/shared/testing/fixtures';
import { applyForm3Schema } from './apply-form3-schema';
import { messages } from './messages';
import { validateWith, type FormContext } from './validate-with';

const valid = {
  ...defaultCustomerData,
  installationInfo: { ...defaultCustomerData.installationInfo, ...installationAddress({ line3: '' }) },
  currentCarrier: 'none',
  dowConstruction: ['mon', 'sat'],
  contactHours: 'anytime',
  bankInfo: {
    ...defaultCustomerData.bankInfo,
    type: 'bank',
    isAgree: true,
    bankCode: '0005',
    bankName: '三菱ＵＦＪ',
    bankBranchCode: '123',
    bankBranch: '本店',
    accountKind: 1,
    accountNo: '0123456',
    accountNameKana: 'ヤマダ　タロウ',
  },
};

type Overrides = Record<string, unknown>;
const merge = (overrides: Overrides) => {
  const value: Record<string, unknown> = { ...valid };
  for (const [key, v] of Object.entries(overrides)) {
    const current = value[key];
    value[key] =
      v && typeof v === 'object' && !Array.isArray(v) && current && typeof current === 'object'
        ? { ...current, ...v }
        : v;
  }
  return value;
};
const check = (overrides: Overrides, context: FormContext = { now: NOW }) =>
  validateWith(applyForm3Schema, merge(overrides), context);
const errorsOf = (overrides: Overrides, context?: FormContext) => {
  const result = check(overrides, context);
  return result.ok ? {} : result.errors;
};

describe('applyForm3Schema', () => {
  it('accepts a complete step', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('normalises postal code, address digits, bank numbers and kana', () => {
    const result = check({
      installationInfo: {
        postalCode: '４６０－０００１',
        line1: '１－１－１',
        line2: 'メゾン　三の丸',
        line3: '１０１',
      },
      bankInfo: {
        bankCode: '０００５',
        bankBranchCode: '１２３',
        accountNo: '０１２３４５６',
        accountNameKana: 'ﾔﾏﾀﾞ ﾀﾛｳ',
      },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.installationInfo).toMatchObject({
      postalCode: '4600001',
      line1: '1-1-1',
      line2: 'メゾン 三の丸',
      line3: '101',
    });
    expect(result.value.bankInfo).toMatchObject({
      bankCode: '0005',
      bankBranchCode: '123',
      accountNo: '0123456',
      accountNameKana: 'ヤマダ　タロウ',
    });
  });

  it.each([
    [
      { installationInfo: { postalCode: '460001' } },
      'installationInfo.postalCode',
      '郵便番号は7桁の数字で入力してください',
    ],
    [{ installationInfo: { postalCode: '' } }, 'installationInfo.postalCode', '郵便番号を入力してください'],
    [
      { installationInfo: { state: '東京都' } },
      'installationInfo.state',
      'お申し込みいただける地域は愛知県・三重県・岐阜県・静岡県・長野県です',
    ],
    [{ installationInfo: { state: '' } }, 'installationInfo.state', '都道府県を選択してください'],
    [{ installationInfo: { city: '' } }, 'installationInfo.city', '市区町村を入力してください'],
    [{ installationInfo: { town: '' } }, 'installationInfo.town', '町名を入力してください'],
    [{ installationInfo: { line1: '' } }, 'installationInfo.line1', '丁目・番地を入力してください'],
    [
      { installationInfo: { line2: 'あ'.repeat(61) } },
      'installationInfo.line2',
      '建物名は60文字以内で入力してください',
    ],
    [
      { contactInfo: { type: 'other', address: '' } },
      'contactInfo.address',
      '書類の送付先住所を入力してください',
    ],
    [{ currentCarrier: '' }, 'currentCarrier', '現在ご利用中のインターネット回線を選択してください'],
    [{ dowConstruction: [] }, 'dowConstruction', '工事のご希望曜日を1つ以上選択してください'],
    [{ dowConstruction: ['holiday'] }, 'dowConstruction[0]', '工事のご希望曜日を選択してください'],
    [{ contactHours: '' }, 'contactHours', 'ご連絡のつきやすい時間帯を選択してください'],
    [{ contactHours: '22-23' }, 'contactHours', 'ご連絡のつきやすい時間帯を選択してください'],
    [{ requestColumn: 'あ'.repeat(1001) }, 'requestColumn', 'ご要望は1000文字以内で入力してください'],
    [
      { isMobileRental: true, isMobileRentalAgree: false },
      'isMobileRentalAgree',
      'モバイルルーターのレンタル規約に同意してください',
    ],
    [{ introducerId: 'ab' }, 'introducerId', 'ご紹介コードは半角英数字6～16文字で入力してください'],
  ])('%j → %s: %s', (overrides, path, message) => {
    expect(errorsOf(overrides)[path]).toBe(message);
  });

  it('counts the request text in characters, so 1000 emoji still fit', () => {
    expect(errorsOf({ requestColumn: '😀'.repeat(1000) })).toEqual({});
  });

  it('accepts a mobile-router rental with its agreement', () => {
    expect(errorsOf({ isMobileRental: true, isMobileRentalAgree: true })).toEqual({});
  });
});

describe('moving date: optional, but a real date after today', () => {
  it.each([
    [['', '', ''], undefined],
    [['2025', '8', '2'], undefined],
    [['2025', '8', '1'], '引っ越し予定日は明日以降の日付を入力してください'],
    [['2025', '7', '31'], '引っ越し予定日は明日以降の日付を入力してください'],
    [['2025', '9', '31'], '存在しない日付です。日付をご確認ください'],
    [['2025', '9', ''], '引っ越し予定日は年・月・日をすべて入力してください'],
    [['２０２５', '１２', '２４'], undefined],
  ])('%j → %p', ([movingYear, movingMonth, movingDate], message) => {
    expect(errorsOf({ movingYear, movingMonth, movingDate }).movingYear).toBe(message);
  });
});

describe('document sending deadline (contact address different from the installation address)', () => {
  it.each([
    [{ type: 'other', address: '東京都千代田区1-1', isNonSendingDeadline: true }, undefined],
    [
      {
        type: 'other',
        address: '東京都千代田区1-1',
        isNonSendingDeadline: false,
        sendingDeadlineYear: '2025',
        sendingDeadlineMonth: '9',
        sendingDeadlineDate: '1',
      },
      undefined,
    ],
    [
      { type: 'other', address: '東京都千代田区1-1', isNonSendingDeadline: false },
      '送付先の利用期限を選択してください',
    ],
    [
      {
        type: 'other',
        address: '東京都千代田区1-1',
        isNonSendingDeadline: false,
        sendingDeadlineYear: '2025',
        sendingDeadlineMonth: '2',
        sendingDeadlineDate: '29',
      },
      '存在しない日付です。日付をご確認ください',
    ],
    [
      {
        type: 'other',
        address: '東京都千代田区1-1',
        isNonSendingDeadline: false,
        sendingDeadlineYear: '2025',
        sendingDeadlineMonth: '7',
        sendingDeadlineDate: '1',
      },
      '送付先の利用期限は明日以降の日付を入力してください',
    ],
    [{ type: 'same', isNonSendingDeadline: false }, undefined],
  ])('%j → %p', (contactInfo, message) => {
    expect(errorsOf({ contactInfo })['contactInfo.sendingDeadlineYear']).toBe(message);
  });
});

describe('number portability (current phone)', () => {
  const keep = {
    isPhoneNumberPortability: true,
    currentPhoneInfo: {
      number: '052-123-4567',
      carrier: 'NTT西日本',
      relationship: 'self',
      addressType: 'same',
    },
  };

  it('accepts the applicant’s own number', () => {
    const result = check(keep);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.currentPhoneInfo.number).toBe('0521234567');
  });

  it('ignores the current-phone fields without portability', () => {
    expect(errorsOf({ currentPhoneInfo: { number: 'x', relationship: 'self' } })).toEqual({});
  });

  it.each([
    [{ number: '' }, 'currentPhoneInfo.number', '現在お使いの電話番号を入力してください'],
    [
      { number: '090-1234-5678' },
      'currentPhoneInfo.number',
      '現在お使いの電話番号は市外局番から10桁の数字で入力してください',
    ],
    [{ carrier: '' }, 'currentPhoneInfo.carrier', '現在ご利用中の電話会社を選択してください'],
    [{ relationship: 'neighbour' }, 'currentPhoneInfo.relationship', '名義人とのご関係を選択してください'],
    [{ relationship: 'family' }, 'currentPhoneInfo.lastName', '名義人の姓を入力してください'],
    [
      { relationship: 'family', lastName: '山田', firstName: '花子🌸' },
      'currentPhoneInfo.firstName',
      messages.pictograph('名義人の名'),
    ],
    [
      { relationship: 'family', lastName: '山田', firstName: '花子' },
      'currentPhoneInfo.lastNameKana',
      '名義人のセイを入力してください',
    ],
    [
      {
        relationship: 'other',
        lastName: '山田',
        firstName: '花子',
        lastNameKana: '山田',
        firstNameKana: 'ハナコ',
      },
      'currentPhoneInfo.lastNameKana',
      '名義人のセイは全角カタカナで入力してください',
    ],
    [
      { addressType: 'other', address: '' },
      'currentPhoneInfo.address',
      '電話番号の登録住所を入力してください',
    ],
  ])('%j → %s: %s', (info, path, message) => {
    expect(errorsOf({ ...keep, currentPhoneInfo: { ...keep.currentPhoneInfo, ...info } })[path]).toBe(
      message,
    );
  });

  it('accepts a family member as the holder with names in kana', () => {
    const info = {
      relationship: 'family',
      lastName: '山田',
      firstName: '花子',
      lastNameKana: 'やまだ',
      firstNameKana: 'はなこ',
    };
    const result = check({ ...keep, currentPhoneInfo: { ...keep.currentPhoneInfo, ...info } });
    expect(result.ok && result.value.currentPhoneInfo.firstNameKana).toBe('ハナコ');
  });

  it('refuses portability when the plan has no phone', () => {
    const errors = errorsOf(keep, { now: NOW, planData: { ...defaultPlanData, isPhone: false } });
    expect(errors.isPhoneNumberPortability).toBe(
      '番号ポータビリティは光電話をお申し込みの場合にご利用いただけます',
    );
    expect(errorsOf(keep, { now: NOW, planData: { ...defaultPlanData, isPhone: true } })).toEqual({});
  });
});

describe('bank account', () => {
  it.each([
    [{ isAgree: false }, 'bankInfo.isAgree', '口座振替に関する規約に同意してください'],
    [{ bankCode: '005' }, 'bankInfo.bankCode', '金融機関コードは4桁の数字で入力してください'],
    [{ bankCode: '' }, 'bankInfo.bankCode', '金融機関コードを入力してください'],
    [{ bankBranchCode: '12' }, 'bankInfo.bankBranchCode', '支店コードは3桁の数字で入力してください'],
    [{ accountKind: 3 }, 'bankInfo.accountKind', '預金種目を選択してください'],
    // a 6-digit number is not padded: the visitor adds the zero
    [
      { accountNo: '123456' },
      'bankInfo.accountNo',
      '口座番号は7桁の数字で入力してください（7桁に満たない場合は、先頭に0を付けて7桁にしてください）',
    ],
    [
      { accountNo: '12345678' },
      'bankInfo.accountNo',
      '口座番号は7桁の数字で入力してください（7桁に満たない場合は、先頭に0を付けて7桁にしてください）',
    ],
    [{ accountNo: '' }, 'bankInfo.accountNo', '口座番号を入力してください'],
    [{ accountNameKana: '' }, 'bankInfo.accountNameKana', '口座名義（カナ）を入力してください'],
    [
      { accountNameKana: 'Yamada Taro' },
      'bankInfo.accountNameKana',
      '口座名義（カナ）は全角カタカナで入力してください',
    ],
    [
      { accountNameKana: '山田　太郎' },
      'bankInfo.accountNameKana',
      '口座名義（カナ）は全角カタカナで入力してください',
    ],
  ])('%j → %s: %s', (bankInfo, path, message) => {
    expect(errorsOf({ bankInfo })[path]).toBe(message);
  });

  describe('codes that name no bank or branch', () => {
    const unknownBank =
      '金融機関コードに該当する金融機関が見つかりません。コードをご確認いただくか、金融機関名で検索してください';
    const unknownBranch =
      '支店コードに該当する支店が見つかりません。コードをご確認いただくか、支店名で検索してください';
    // The server's directory: 0005 with its branch 123 only.
    const banks = {
      bankName: (code: string) => (code === '0005' ? '三菱ＵＦＪ' : null),
      branchName: (bank: string, branch: string) => (bank === '0005' && branch === '123' ? '本店' : null),
    };

    it.each([
      [
        'browser: the look-up found no bank for 9999',
        { bankCode: '9999', bankName: '' },
        undefined,
        { 'bankInfo.bankCode': unknownBank },
      ],
      [
        'browser: the look-up found no branch',
        { bankBranchCode: '999', bankBranch: '' },
        undefined,
        { 'bankInfo.bankBranchCode': unknownBranch },
      ],
      ['browser: both named by the look-up', {}, undefined, {}],
      [
        'server: a bank the directory lacks, whatever name was sent',
        { bankCode: '9999', bankName: 'ニセ銀行' },
        banks,
        { 'bankInfo.bankCode': unknownBank },
      ],
      [
        'server: a branch the directory lacks',
        { bankBranchCode: '999', bankBranch: 'ニセ支店' },
        banks,
        { 'bankInfo.bankBranchCode': unknownBranch },
      ],
      ['server: both in the directory, names left empty', { bankName: '', bankBranch: '' }, banks, {}],
    ] as const)('%s', (_name, bankInfo, directory, expected) => {
      expect(errorsOf({ bankInfo }, { now: NOW, banks: directory })).toEqual(expected);
    });
  });

  it.each([['カ）ヒカリネット'], ['ヒカリネット（カ'], ['ヤマダ タロウ']])(
    'accepts the account name %s',
    (accountNameKana) => {
      expect(errorsOf({ bankInfo: { accountNameKana } })).toEqual({});
    },
  );

  it('asks for nothing when the transfer form is posted', () => {
    expect(
      errorsOf({
        bankInfo: {
          type: 'paper',
          isAgree: false,
          bankCode: '',
          bankBranchCode: '',
          accountNo: '',
          accountNameKana: '',
        },
      }),
    ).toEqual({});
  });
});
