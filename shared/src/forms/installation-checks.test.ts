import { addressErrorPaths, areaAnswerErrors, postalCodeErrors } from './installation-checks';
import { messages } from './messages';
import { servedAreaResult } from '@hikari/shared/testing';

const served = servedAreaResult;

const aichi = { prefecture: '愛知県' };

describe('areaAnswerErrors', () => {
  it.each([
    ['served, 10G area, 10G chosen', served(), 'plan10G', {}],
    [
      'an unregistered building in a served area',
      served({ isRegister: false, status: 'unidentified' }),
      'plan10G',
      {},
    ],
    ['1G chosen in a 1G area', served({ is10GArea: false }), 'plan1G', {}],
    [
      '10G chosen in a 1G area',
      served({ is10GArea: false }),
      'plan10G',
      { 'planData.selectedPlan': messages.plan10GNotInArea },
    ],
    [
      'not served',
      served({ isServiceArea: false }),
      'plan1G',
      { 'customer.installationInfo.town': messages.outsideArea },
    ],
    [
      'an address the master does not know',
      served({ isServiceArea: false, status: 'unidentified', isRegister: false }),
      'plan1G',
      { 'customer.installationInfo.town': messages.areaUnidentified },
    ],
    [
      'a registered building that cannot take the line',
      served({ isServiceArea: false, isNonAvailable: true }),
      'plan1G',
      { 'customer.installationInfo.line2': messages.buildingNotAvailable },
    ],
    [
      'a failed search',
      served({ result: 'failed' }),
      'plan1G',
      { 'customer.installationInfo.town': messages.areaCheckFailed },
    ],
    [
      'no search for this address',
      null,
      'plan1G',
      { 'customer.installationInfo.town': messages.areaNotChecked },
    ],
  ] as const)('%s', (_name, area, selectedPlan, expected) => {
    expect(areaAnswerErrors(area, { ...aichi, selectedPlan })).toEqual(expected);
  });

  it('leaves a prefecture outside the five to the form schema', () => {
    expect(areaAnswerErrors(null, { prefecture: '東京都', selectedPlan: 'plan1G' })).toEqual({});
  });
});

describe('postalCodeErrors', () => {
  const towns = [{ prefecture: '愛知県', city: '名古屋市中区', town: '栄' }];
  const address = { postalCode: '4600008', state: '愛知県', city: '名古屋市中区', town: '栄' };
  it.each([
    ['the address of the code', towns, address, {}],
    [
      '〒460-0008 with 豊田市',
      towns,
      { ...address, city: '豊田市' },
      { 'customer.installationInfo.postalCode': messages.postalCodeMismatch },
    ],
    [
      'a town that does not exist',
      towns,
      { ...address, town: '存在しない町' },
      { 'customer.installationInfo.postalCode': messages.postalCodeMismatch },
    ],
    ['an unknown code', [], address, { 'customer.installationInfo.postalCode': messages.postalCodeUnknown }],
    ['an address not filled in yet (the schema says so)', towns, { ...address, town: '' }, {}],
  ] as const)('%s', (_name, list, info, expected) => {
    expect(postalCodeErrors(list, info)).toEqual(expected);
  });
});

describe('another address (a transfer’s new address): its own paths, no plan', () => {
  const paths = addressErrorPaths('newAddress');

  it('reports the postal code and the area answer on that address’s fields', () => {
    const towns = [{ prefecture: '愛知県', city: '名古屋市中区', town: '栄' }];
    const info = { postalCode: '4600008', state: '愛知県', city: '豊田市', town: '栄' };
    expect(postalCodeErrors(towns, info, paths)).toEqual({
      'newAddress.postalCode': messages.postalCodeMismatch,
    });
    expect(areaAnswerErrors(served({ isServiceArea: false, status: 'unidentified' }), aichi, paths)).toEqual({
      'newAddress.town': messages.areaUnidentified,
    });
  });

  it('applies no 10G rule when no plan is chosen', () => {
    expect(areaAnswerErrors(served({ is10GArea: false }), aichi, paths)).toEqual({});
  });
});
