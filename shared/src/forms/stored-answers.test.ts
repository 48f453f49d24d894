import { validCustomer } from '@hikari/shared/testing/fixtures';
import { applicationAnswers, currentPhoneText, ymdLabel } from './stored-answers';

const customer = {
  ...validCustomer,
  dobMonth: '04',
  currentCarrier: 'フレッツ光',
  dowConstruction: ['sat', 'sun'],
  contactHours: 'anytime',
  isPhoneNumberPortability: true,
  currentPhoneInfo: {
    ...validCustomer.currentPhoneInfo,
    number: '0521112222',
    carrier: 'NTT',
    relationship: 'family',
    lastName: '山田',
    firstName: '花子',
  },
  isMobileRental: true,
  isMobileRentalAgree: true,
};
const payload = {
  customer,
  campaignData: { introducerId: 'ABC12345' },
  agreements: {
    agreeOfTelecomServiceInfo: { isNet: true, isPhone: true, isTV: false, isGigazo: false },
    isAgreeExplanation: true,
  },
};

const answers = applicationAnswers(payload);
const valueOf = (label: string) => answers.find((answer) => answer.label === label)?.value;

describe('applicationAnswers: every stored answer in Japanese', () => {
  it.each([
    ['お申し込み区分', '個人'],
    ['お名前', '山田 太郎'],
    ['性別', '男性'],
    ['生年月日', '1990年4月1日'],
    ['現在ご利用中のインターネット回線', 'フレッツ光'],
    ['番号ポータビリティ（いまの固定電話の番号を光電話で使う）', 'はい'],
    ['現在お使いの電話番号', '0521112222'],
    ['現在ご利用中の電話会社', 'NTT'],
    ['電話の名義人とのご関係', 'ご家族'],
    ['電話の名義人', '山田 花子'],
    ['工事のご希望曜日', '土曜日・日曜日'],
    ['ご連絡のつきやすい時間帯', 'いつでも可'],
    ['開通までのモバイルルーター無料レンタル', '希望する'],
    ['預金種目', '普通'],
    ['ご紹介コード', 'ABC12345'],
    ['インターネットサービスの重要事項説明', '同意済み'],
    ['光テレビの重要事項説明', '同意なし'],
  ])('%s: %s', (label, value) => {
    expect(valueOf(label)).toBe(value);
  });

  it('shows no raw key or raw value', () => {
    const text = JSON.stringify(answers);
    for (const raw of ['currentCarrier', 'sat', 'anytime', 'private', 'male', 'family', 'isMobileRental']) {
      expect(text).not.toContain(`"${raw}"`);
      expect(answers.map((a) => a.label)).not.toContain(raw);
    }
  });

  it('says so when nothing was chosen, rather than leaving the answer out', () => {
    const none = applicationAnswers({
      customer: {
        ...customer,
        currentCarrier: '',
        dowConstruction: [],
        isMobileRental: false,
        isPhoneNumberPortability: false,
      },
    });
    const of = (label: string) => none.find((answer) => answer.label === label)?.value;
    expect(of('現在ご利用中のインターネット回線')).toBe('未回答');
    expect(of('工事のご希望曜日')).toBe('指定なし');
    expect(of('開通までのモバイルルーター無料レンタル')).toBe('希望しない');
    expect(of('番号ポータビリティ（いまの固定電話の番号を光電話で使う）')).toBe('いいえ');
    expect(of('現在お使いの電話番号')).toBeUndefined();
  });

  it('names a corporate applicant and its contact person', () => {
    const corp = applicationAnswers({
      customer: { ...customer, applicantType: 'corporate', corporationName: '東海テスト株式会社' },
    });
    expect(corp.find((a) => a.label === 'お申し込み区分')?.value).toBe('法人');
    expect(corp.find((a) => a.label === '法人名')?.value).toBe('東海テスト株式会社');
    expect(corp.find((a) => a.label === 'ご担当者さまのお名前')?.value).toBe('山田 太郎');
  });
});

describe('currentPhoneText and ymdLabel', () => {
  it('summarises the kept phone line, or nothing without porting', () => {
    expect(currentPhoneText(customer)).toBe('0521112222、電話会社: NTT、名義: ご家族（山田 花子）');
    expect(currentPhoneText({ ...customer, isPhoneNumberPortability: false })).toBe('');
  });
  it.each([
    [['1990', '4', '1'], '1990年4月1日'],
    [['1990', '', '1'], ''],
  ])('%j -> %s', (parts, text) => {
    expect(ymdLabel(parts[0], parts[1], parts[2])).toBe(text);
  });
});
