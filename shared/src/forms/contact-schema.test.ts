import { FIXTURE_NOW as NOW } from '@hikari/shared/testing/fixtures';
import { contactSchema } from './contact-schema';
import { messages } from './messages';
import { validateWith, validationErrors } from './validate-with';

const valid = {
  lastName: '山田',
  firstName: '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  phone: '09012345678',
  mail: 'hanako@example.jp',
  postalCode: '4600001',
  address: '愛知県名古屋市中区三の丸1-1-1',
  contractNumber: '',
  topic: 'construction',
  firstChoiceDate: '2025-08-05',
  firstChoiceTime: '10-12',
  secondChoiceDate: '2025-08-06',
  secondChoiceTime: '13-15',
  message: '',
};

const errorsOf = (overrides: object, now = NOW) =>
  validationErrors(contactSchema, { ...valid, ...overrides }, { now });

describe('contactSchema', () => {
  it('accepts a booking', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('normalises dates typed with slashes or full-width digits, and the contract number', () => {
    const result = validateWith(
      contactSchema,
      {
        ...valid,
        firstChoiceDate: '２０２５/８/５',
        secondChoiceDate: '2025年8月6日',
        contractNumber: 'ｃ１２３４－５６７８',
      },
      { now: NOW },
    );
    expect(result.ok && result.value).toMatchObject({
      firstChoiceDate: '2025-08-05',
      secondChoiceDate: '2025-08-06',
      contractNumber: 'C12345678',
    });
  });

  it.each([
    // first choice date, now → message
    ['2025-08-02', NOW, undefined],
    ['2025-08-01', NOW, '第1希望日は明日以降の日付を入力してください'],
    ['2025-07-30', NOW, '第1希望日は明日以降の日付を入力してください'],
    ['2025-09-30', NOW, undefined], // 60 days ahead
    ['2025-10-01', NOW, '第1希望日は60日以内の日付を選択してください'],
    // The example is tomorrow of the day the visitor types it.
    ['2025-02-30', NOW, '第1希望日を正しく入力してください（例：2025-08-02）'],
    ['next week', NOW, '第1希望日を正しく入力してください（例：2025-08-02）'],
    [
      'next week',
      new Date('2026-11-25T12:00:00+09:00'),
      '第1希望日を正しく入力してください（例：2026-11-26）',
    ],
    ['', NOW, '第1希望日を選択してください'],
    // 2025-07-31 15:30 UTC is already 8月1日 in Japan: 8月1日 is today, not future
    ['2025-08-01', new Date('2025-07-31T15:30:00Z'), '第1希望日は明日以降の日付を入力してください'],
    ['2025-08-01', new Date('2025-07-31T14:30:00Z'), undefined],
  ])('first choice %s at %s → %p', (firstChoiceDate, now, message) => {
    expect(errorsOf({ firstChoiceDate }, now as Date).firstChoiceDate).toBe(message);
  });

  it.each([
    [
      { secondChoiceDate: '2025-08-05', secondChoiceTime: '10-12' },
      'secondChoiceTime',
      '第2希望は第1希望と異なる日時を選択してください',
    ],
    [{ firstChoiceTime: '' }, 'firstChoiceTime', '第1希望の時間帯を選択してください'],
    [{ secondChoiceTime: '20-21' }, 'secondChoiceTime', '第2希望の時間帯を選択してください'],
    [{ topic: '' }, 'topic', 'ご用件を選択してください'],
    [{ lastNameKana: 'yamada' }, 'lastNameKana', 'セイは全角カタカナで入力してください'],
    [{ lastName: '山田😀' }, 'lastName', messages.pictograph('姓')],
    [{ phone: '1234' }, 'phone', '電話番号は0から始まる10桁または11桁の数字で入力してください'],
    [{ mail: '' }, 'mail', 'メールアドレスを入力してください'],
    [{ postalCode: '46000011' }, 'postalCode', '郵便番号は7桁の数字で入力してください'],
    [{ address: '' }, 'address', 'ご住所を入力してください'],
    [
      { contractNumber: '12345678' },
      'contractNumber',
      'ご契約番号は「C」と8桁の数字（例：C12345678）、お申し込みの受付番号は「AP-」で始まる番号（例：AP-20261124-7KQ3MZ）で入力してください',
    ],
    [
      { contractNumber: 'CT-20261124-7KQ3MZ' },
      'contractNumber',
      'ご契約番号は「C」と8桁の数字（例：C12345678）、お申し込みの受付番号は「AP-」で始まる番号（例：AP-20261124-7KQ3MZ）で入力してください',
    ],
    [{ message: 'あ'.repeat(1001) }, 'message', 'お問い合わせ内容は1000文字以内で入力してください'],
  ])('%j → %s: %s', (overrides, path, message) => {
    expect(errorsOf(overrides)[path]).toBe(message);
  });

  it.each([
    ['AP-20261124-7KQ3MZ', 'AP-20261124-7KQ3MZ'],
    ['ap２０２６１１２４７kq3mz', 'AP-20261124-7KQ3MZ'],
    ['ＡＰ－２０２６１１２４－７ＫＱ３ＭＺ', 'AP-20261124-7KQ3MZ'],
    ['c1234-5678', 'C12345678'],
  ])('accepts %s as the reference, stored as %s', (typed, stored) => {
    const result = validateWith(contactSchema, { ...valid, contractNumber: typed }, { now: NOW });
    expect(result.ok && result.value.contractNumber).toBe(stored);
  });

  it.each(['contract', 'other'])(
    'topic %s asks for no visit: neither dates nor the address are needed, and none are stored',
    (topic) => {
      const result = validateWith(
        contactSchema,
        {
          ...valid,
          topic,
          postalCode: '',
          address: '',
          firstChoiceDate: '2025-08-05',
          firstChoiceTime: '',
          secondChoiceDate: '',
          secondChoiceTime: '',
          message: '請求書の送付先を変えたい',
        },
        { now: NOW },
      );
      expect(result.ok).toBe(true);
      expect(result.ok && result.value).toMatchObject({
        postalCode: '',
        address: '',
        firstChoiceDate: '',
        secondChoiceDate: '',
        message: '請求書の送付先を変えたい',
      });
    },
  );

  it('topic その他 needs the question itself', () => {
    expect(errorsOf({ topic: 'other', message: '  ' }).message).toBe('お問い合わせ内容を入力してください');
    expect(errorsOf({ topic: 'other', message: '' }).firstChoiceDate).toBeUndefined();
  });

  it.each(['construction', 'visit'])('topic %s still needs the address and both dates', (topic) => {
    const errors = errorsOf({ topic, address: '', firstChoiceDate: '', secondChoiceTime: '' });
    expect(errors).toMatchObject({
      address: 'ご住所を入力してください',
      firstChoiceDate: '第1希望日を選択してください',
      secondChoiceTime: '第2希望の時間帯を選択してください',
    });
    expect(errors.message).toBeUndefined();
  });

  it('allows the same day with another slot as the second choice', () => {
    expect(errorsOf({ secondChoiceDate: '2025-08-05', secondChoiceTime: '15-18' })).toEqual({});
  });
});
