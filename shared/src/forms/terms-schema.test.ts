import { defaultPlanData } from '@hikari/shared/domain';
import { termsSchema } from './terms-schema';
import { validationErrors } from './validate-with';

const allAgreed = {
  agreeOfTelecomServiceInfo: { isNet: true, isPhone: true, isTV: true, isGigazo: true },
  isAgreeOfConstruction1: true,
  isAgreeOfConstruction2: true,
  isAgreeExplanation: true,
};

const errorsOf = (value: object, planData?: object) =>
  validationErrors(termsSchema, value, planData ? { planData: { ...defaultPlanData, ...planData } } : {});

describe('termsSchema', () => {
  it('accepts everything agreed', () => {
    expect(errorsOf(allAgreed, { isPhone: true, isTV: true, isGigazo: true })).toEqual({});
  });

  it.each([
    ['isAgreeOfConstruction1', '開通工事の内容に関する注意事項に同意してください'],
    ['isAgreeOfConstruction2', '工事の立ち会い・宅内設備に関する注意事項に同意してください'],
    ['isAgreeExplanation', 'お申し込みに関する重要事項の説明に同意してください'],
  ])('requires %s', (field, message) => {
    expect(errorsOf({ ...allAgreed, [field]: false })[field]).toBe(message);
    expect(errorsOf({ ...allAgreed, [field]: undefined })[field]).toBe(message);
  });

  it('always requires the net explanation', () => {
    const value = {
      ...allAgreed,
      agreeOfTelecomServiceInfo: { ...allAgreed.agreeOfTelecomServiceInfo, isNet: false },
    };
    expect(errorsOf(value, {})['agreeOfTelecomServiceInfo.isNet']).toBe(
      'インターネットサービスの重要事項説明に同意してください',
    );
  });

  it.each([
    // service in the plan, agreement given → error?
    ['isPhone', true, false, '光電話の重要事項説明に同意してください'],
    ['isPhone', false, false, undefined],
    ['isTV', true, false, '光テレビの重要事項説明に同意してください'],
    ['isTV', false, false, undefined],
    ['isGigazo', true, false, 'ギガぞうの重要事項説明に同意してください'],
    ['isGigazo', false, false, undefined],
    ['isPhone', true, true, undefined],
  ] as const)('%s in plan %s, agreed %s → %p', (service, inPlan, agreed, message) => {
    const value = {
      ...allAgreed,
      agreeOfTelecomServiceInfo: { ...allAgreed.agreeOfTelecomServiceInfo, [service]: agreed },
    };
    expect(errorsOf(value, { [service]: inPlan })[`agreeOfTelecomServiceInfo.${service}`]).toBe(message);
  });

  it('without a known plan, requires only the net', () => {
    const value = {
      ...allAgreed,
      agreeOfTelecomServiceInfo: { isNet: true, isPhone: false, isTV: false, isGigazo: false },
    };
    expect(errorsOf(value)).toEqual({});
  });
});
