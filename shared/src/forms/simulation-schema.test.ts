import { computeEstimate } from '@hikari/shared/domain';
import { simulationSchema } from './simulation-schema';
import { validateWith, validationErrors } from './validate-with';

const valid = {
  buildingType: 0,
  ereaType: 0,
  selectedPlan: 'plan10G',
  baseMenu: 1,
  selectedOptions: ['isMeshWiFi'],
  netflixPlan: null,
  campaignPolicy: 'benefits',
  isLimitedCampaignArea: false,
};

const errorsOf = (value: object, context = {}) => validationErrors(simulationSchema, value, context);

describe('simulationSchema', () => {
  it('accepts a complete choice, and its value feeds computeEstimate', () => {
    const result = validateWith(simulationSchema, valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { campaignData } = computeEstimate(
      {
        ...result.value,
        isAreaChecked: true,
        baseCampaign: { isChangeCP: true, isOneYear980CP: false, is50000CP: false },
      },
      new Date('2025-11-01T00:00:00+09:00'),
    );
    expect(campaignData.is25000CP).toBe(true);
  });

  it('casts select values sent as text and fills the defaults', () => {
    const result = validateWith(simulationSchema, {
      buildingType: '1',
      selectedPlan: 'plan1G',
      baseMenu: '2',
      campaignPolicy: 'price',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        buildingType: 1,
        ereaType: 0,
        selectedPlan: 'plan1G',
        baseMenu: 2,
        selectedOptions: [],
        netflixPlan: null,
        campaignPolicy: 'price',
        isLimitedCampaignArea: false,
      },
    });
  });

  it.each([
    [
      { selectedPlan: 'plan10G', ereaType: 1 },
      {},
      'selectedPlan',
      'お住まいの地域は10ギガプランの提供エリア外のため、1ギガプランをお選びください',
    ],
    [
      { selectedPlan: 'plan10G' },
      { is10GArea: false },
      'selectedPlan',
      'お住まいの地域は10ギガプランの提供エリア外のため、1ギガプランをお選びください',
    ],
    [{ selectedPlan: 'plan5G' }, {}, 'selectedPlan', '料金プランを選択してください'],
    [{ selectedPlan: undefined }, {}, 'selectedPlan', '料金プランを選択してください'],
    [{ baseMenu: 3 }, {}, 'baseMenu', 'ご利用サービスを選択してください'],
    [{ buildingType: undefined }, {}, 'buildingType', '建物の種類を選択してください'],
    [{ selectedOptions: ['isTV'] }, {}, 'selectedOptions[0]', 'お選びいただけないオプションが含まれています'],
    [{ selectedOptions: ['isVideo', 'isVideo'] }, {}, 'selectedOptions', '同じオプションが重複しています'],
    [{ netflixPlan: 'basic' }, {}, 'netflixPlan', 'Netflixパックのプランを選択してください'],
    [{ campaignPolicy: '' }, {}, 'campaignPolicy', 'お乗り換え特典を選択してください'],
  ])('%j (context %j) → %s: %s', (overrides, context, path, message) => {
    expect(errorsOf({ ...valid, ...overrides }, context)[path]).toBe(message);
  });

  it.each([
    [{ selectedPlan: 'plan1G', ereaType: 1 }, {}],
    [{ selectedPlan: 'plan10G' }, { is10GArea: null }],
    [{ selectedPlan: 'plan10G' }, { is10GArea: true }],
  ])('allows %j with context %j', (overrides, context) => {
    expect(errorsOf({ ...valid, ...overrides }, context)).toEqual({});
  });
});
