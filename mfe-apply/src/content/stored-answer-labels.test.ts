// The ops console and the back-office CSV read an application's answers with
// shared stored-answers.ts; where they name a field the form asks, they must
// use the form's own words, so ops and the visitor talk about the same thing.
import { applicationAnswers } from '@hikari/shared/forms';
import { defaultCustomerData } from '@hikari/shared/domain';
import { form2Copy, form3Copy } from './customer-form-content';

const payload = {
  customer: {
    ...defaultCustomerData,
    applicantType: 'corporate',
    corporationName: '東海テスト株式会社',
    corporationNameKana: 'トウカイテスト',
    gender: 'female',
    dobYear: '1990',
    dobMonth: '1',
    dobDate: '2',
    daytimePhone: '0521234567',
    mail: 'a@example.jp',
    currentCarrier: 'フレッツ光',
    dowConstruction: ['mon'],
    contactHours: 'anytime',
    isPhoneNumberPortability: true,
    currentPhoneInfo: {
      ...defaultCustomerData.currentPhoneInfo,
      number: '0521112222',
      carrier: 'NTT',
      relationship: 'self',
      addressType: 'other',
      address: '津市',
    },
    contactInfo: {
      ...defaultCustomerData.contactInfo,
      type: 'other',
      address: '名古屋市',
      isNonSendingDeadline: true,
    },
    installationInfo: { ...defaultCustomerData.installationInfo, postalCode: '4600008', line3: '101' },
    bankInfo: { ...defaultCustomerData.bankInfo, accountNameKana: 'ヤマダ' },
  },
};

it.each([
  form2Copy.corporationName,
  form2Copy.corporationNameKana,
  form2Copy.genderLegend,
  form2Copy.dobLegend,
  form2Copy.mail,
  form3Copy.postalCode,
  form3Copy.line3,
  form3Copy.contactTypeLegend,
  form3Copy.contactAddress,
  form3Copy.deadlineLegend,
  form3Copy.currentNumber,
  form3Copy.currentPhoneCarrier,
  form3Copy.relationshipLegend,
  form3Copy.holderAddressLegend,
  form3Copy.currentCarrier,
  form3Copy.dowLegend,
  form3Copy.contactHoursLegend,
  form3Copy.paymentTypeLegend,
  form3Copy.accountKindLegend,
  form3Copy.accountNameKana,
])('ops read 「%s」 as the form asks it', (label) => {
  expect(applicationAnswers(payload).map((answer) => answer.label)).toContain(label);
});
