import {
  FIXTURE_NOW,
  installationAddress,
  servedAreaResult,
  validApplicationPayload,
} from '@hikari/shared/testing/fixtures';
import { applicationSchema, parseApplicationPayload } from './application-schema';
import { messages } from './messages';
import { validateWith } from './validate-with';

const NOW = FIXTURE_NOW;
const payload = validApplicationPayload();

/** An area answer as the browser keeps it (the SearchCommufaArea fields). */
const forgedArea = servedAreaResult();

const errorsOf = (value: unknown) => {
  const result = validateWith(applicationSchema, value, { now: NOW });
  return result.ok ? {} : result.errors;
};

describe('applicationSchema (the ApplyCTC payload)', () => {
  it('accepts a complete application', () => {
    expect(errorsOf(payload)).toEqual({});
  });

  it('names each bad field by its full path', () => {
    const bad = {
      ...payload,
      planData: { ...payload.planData, ereaType: 1 },
      customer: {
        ...payload.customer,
        mailConfirm: 'other@example.jp',
        installationInfo: { ...payload.customer.installationInfo, postalCode: '123' },
      },
      agreements: {
        ...payload.agreements,
        agreeOfTelecomServiceInfo: { ...payload.agreements.agreeOfTelecomServiceInfo, isPhone: false },
      },
    };
    expect(errorsOf(bad)).toEqual({
      'planData.selectedPlan':
        'お住まいの地域は10ギガプランの提供エリア外のため、1ギガプランをお選びください',
      'customer.mailConfirm': '確認用のメールアドレスが一致しません',
      'customer.installationInfo.postalCode': '郵便番号は7桁の数字で入力してください',
      'agreements.agreeOfTelecomServiceInfo.isPhone': '光電話の重要事項説明に同意してください',
    });
  });

  it('reads the plan from the payload: portability needs the phone in the plan', () => {
    const withPortability = {
      ...payload,
      planData: { ...payload.planData, isPhone: false },
      customer: {
        ...payload.customer,
        isPhoneNumberPortability: true,
        currentPhoneInfo: {
          ...payload.customer.currentPhoneInfo,
          number: '0521234567',
          carrier: 'NTT西日本',
        },
      },
    };
    expect(errorsOf(withPortability)['customer.isPhoneNumberPortability']).toBe(
      '番号ポータビリティは光電話をお申し込みの場合にご利用いただけます',
    );
  });

  it('requires the four parts', () => {
    const errors = errorsOf({});
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['planData.buildingType', 'customer.lastName', 'agreements.isAgreeExplanation']),
    );
  });

  it('refuses a field no schema declares, naming it by its full path, at every level', () => {
    const extra = {
      ...payload,
      note: 'x',
      planData: { ...payload.planData, isCheap: true },
      customer: {
        ...payload.customer,
        hobby: '釣り',
        installationInfo: { ...payload.customer.installationInfo, floor: 3 },
        areaData: { ...forgedArea, bonus: 1 },
      },
      agreements: {
        ...payload.agreements,
        agreeOfTelecomServiceInfo: { ...payload.agreements.agreeOfTelecomServiceInfo, isRadio: true },
      },
    };
    expect(errorsOf(extra)).toEqual({
      _form: messages.unknownFields('note'),
      planData: messages.unknownFields('planData.isCheap'),
      customer: messages.unknownFields('customer.hobby'),
      'customer.installationInfo': messages.unknownFields('customer.installationInfo.floor'),
      'customer.areaData': messages.unknownFields('customer.areaData.bonus'),
      'agreements.agreeOfTelecomServiceInfo': messages.unknownFields(
        'agreements.agreeOfTelecomServiceInfo.isRadio',
      ),
    });
    expect(messages.unknownFields('customer.hobby')).toBe(
      '受け付けていない項目（customer.hobby）が含まれています。送信内容をご確認ください',
    );
  });

  it('names every unknown field of one object', () => {
    const extra = { ...payload, customer: { ...payload.customer, hobby: '釣り', pet: '犬' } };
    expect(errorsOf(extra)).toEqual({ customer: messages.unknownFields('customer.hobby、customer.pet') });
  });

  it('accepts what the saved customer data carries besides the steps, and keeps it as sent', () => {
    const carried = {
      ...payload,
      customer: {
        ...payload.customer,
        phone1: '052',
        isCheckedMap: true,
        areaData: forgedArea,
        areaCheckedAddress: installationAddress({ buildingType: 0 }),
      },
    };
    const result = validateWith(applicationSchema, carried, { now: NOW });
    expect(result).toMatchObject({
      ok: true,
      value: { customer: { phone1: '052', isCheckedMap: true, areaData: forgedArea } },
    });
  });

  it('drops unknown fields instead when asked to (the browser, whose saved answers may hold old fields)', () => {
    const extra = { ...payload, customer: { ...payload.customer, hobby: '釣り' } };
    const result = validateWith(applicationSchema, extra, { now: NOW }, { stripUnknown: true });
    expect(result.ok).toBe(true);
    expect(result.ok && 'hobby' in result.value.customer).toBe(false);
  });

  it('applies the adult rule with the injected now', () => {
    const young = { ...payload, customer: { ...payload.customer, dobYear: '2010' } };
    expect(errorsOf(young)['customer.dobYear']).toBe('お申し込みは18歳以上の方に限らせていただいております');
  });
});

describe('parseApplicationPayload (formDataJSON)', () => {
  it('parses and validates', () => {
    const result = parseApplicationPayload(JSON.stringify(payload), { now: NOW });
    expect(result.ok).toBe(true);
  });

  it('refuses unknown fields', () => {
    const json = JSON.stringify({ ...payload, customer: { ...payload.customer, hobby: '釣り' } });
    expect(parseApplicationPayload(json, { now: NOW })).toEqual({
      ok: false,
      errors: { customer: messages.unknownFields('customer.hobby') },
    });
  });

  it.each([
    ['{not json', 'お申し込み内容を読み取れませんでした。もう一度お試しください'],
    [JSON.stringify({ pad: 'x'.repeat(100_001) }), 'お申し込み内容が大きすぎます。入力内容をご確認ください'],
  ])('refuses %#', (json, message) => {
    expect(parseApplicationPayload(json)).toEqual({ ok: false, errors: { _form: message } });
  });
});
