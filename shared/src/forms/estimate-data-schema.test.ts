import { defaultCampaignData, defaultPlanData } from '@hikari/shared/domain';
import { campaignDataSchema, planDataSchema } from './estimate-data-schema';
import { validateWith } from './validate-with';

describe('planDataSchema', () => {
  it('accepts the defaults unchanged', () => {
    expect(validateWith(planDataSchema, defaultPlanData)).toEqual({ ok: true, value: defaultPlanData });
  });

  it('fills a flag an older browser did not send with its default', () => {
    const { isAnshinSupport: _omitted, ...rest } = defaultPlanData;
    const result = validateWith(planDataSchema, rest);
    expect(result.ok && result.value.isAnshinSupport).toBe(false);
  });

  it.each([
    [{ selectedPlan: 'plan10G', ereaType: 1 }, 'selectedPlan'],
    [{ buildingType: 3 }, 'buildingType'],
    [{ baseMenu: -1 }, 'baseMenu'],
    [{ isPhone: 'perhaps' }, 'isPhone'],
    [{ netflixPlan: 'ultra' }, 'netflixPlan'],
    [{ daznPlan: 'weekly' }, 'daznPlan'],
  ])('refuses %j at %s', (overrides, path) => {
    const result = validateWith(planDataSchema, { ...defaultPlanData, ...overrides });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([path]);
  });
});

describe('campaignDataSchema', () => {
  it('accepts the defaults unchanged', () => {
    expect(validateWith(campaignDataSchema, defaultCampaignData)).toEqual({
      ok: true,
      value: defaultCampaignData,
    });
  });

  it('normalises the introducer code', () => {
    const result = validateWith(campaignDataSchema, {
      ...defaultCampaignData,
      introducerId: 'ａｂ１２－ｃｄ３４',
    });
    expect(result.ok && result.value.introducerId).toBe('AB12CD34');
  });

  it.each([
    [{ originalAddCPCost: -1 }, 'originalAddCPCost'],
    [{ originalFriendCPCost: 1.5 }, 'originalFriendCPCost'],
    [{ introducerId: 'AB1' }, 'introducerId'],
    [{ campaignPolicy: 'cash' }, 'campaignPolicy'],
    [{ baseCampaign: { isChangeCP: 'x' } }, 'baseCampaign.isChangeCP'],
  ])('refuses %j at %s', (overrides, path) => {
    const result = validateWith(campaignDataSchema, { ...defaultCampaignData, ...overrides });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([path]);
  });
});
