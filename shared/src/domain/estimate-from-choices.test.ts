import { defaultCampaignData, defaultPlanData, type PlanData } from './entities';
import { estimateFromChoices, simulate } from './estimate-from-choices';

const now = new Date('2026-01-15T12:00:00+09:00');
const context = { now };
const plan = (changes: Partial<PlanData>): PlanData => ({
  ...defaultPlanData,
  isAreaChecked: true,
  ...changes,
});

describe('estimateFromChoices', () => {
  it.each([
    ['net only drops the phone sub-options', 0, false],
    ['with phone keeps them', 1, true],
  ] as const)('%s', (_name, baseMenu, kept) => {
    const { planData } = estimateFromChoices(
      plan({ baseMenu, isNumberDisplay: true, isTensou: true, isTensouTel: '0521234567' }),
      defaultCampaignData,
      context,
    );
    expect(planData.isNumberDisplay).toBe(kept);
    expect(planData.isTensouTel).toBe(kept ? '0521234567' : '');
    expect(planData.isPhone).toBe(kept);
  });

  it('keeps the choices the estimate rules do not decide (DAZN, gigazo, holiday installation)', () => {
    const { planData } = estimateFromChoices(
      plan({ isDazn: true, daznPlan: 'annual', isGigazo: true, isHolidayConstruction: true }),
      defaultCampaignData,
      context,
    );
    expect(planData).toMatchObject({
      isDazn: true,
      daznPlan: 'annual',
      isGigazo: true,
      isHolidayConstruction: true,
    });
  });

  it('prices 1G outside a 10G area, whether the choices or a trusted source say so', () => {
    const fromChoices = simulate(
      plan({ selectedPlan: 'plan10G', ereaType: 1 }),
      defaultCampaignData,
      context,
    );
    expect(fromChoices.estimate.planData.selectedPlan).toBe('plan1G');

    const fromServer = estimateFromChoices(
      plan({ selectedPlan: 'plan10G', ereaType: 0 }),
      defaultCampaignData,
      {
        ...context,
        is10GArea: false,
      },
    );
    expect(fromServer.planData.ereaType).toBe(1);
  });
});
