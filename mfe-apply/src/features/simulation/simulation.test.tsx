import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildPriceBreakdown,
  computeEstimate,
  formatYen,
  paths,
  type EstimateInput,
  type PlanData,
  type PriceBreakdown,
} from '@hikari/shared/domain';
import { applicationDetailsChanged, areaResultApplied, planDataChanged } from '@hikari/shared/store';
import { applyStore } from '../../test-support/application-fixture';
import { renderWithStore } from '@hikari/shared/testing';
import type { AppStoreBundle } from '@hikari/shared/store';
import { SimulationPage } from './components/simulation-page';
import { simulationSlice } from './state/simulation-slice';
import { selectCompletedSteps } from '../apply-flow';

const noBase = { isChangeCP: false, isOneYear980CP: false, is50000CP: false };

/** The breakdown straight from the domain functions, with the choices computeEstimate does not decide added on top. */
function expected(input: Partial<EstimateInput>, extra: Partial<PlanData> = {}): PriceBreakdown {
  const now = new Date();
  const estimate = computeEstimate(
    {
      isAreaChecked: false,
      buildingType: 0,
      selectedPlan: 'plan10G',
      baseMenu: 0,
      campaignPolicy: 'benefits',
      baseCampaign: noBase,
      ...input,
    },
    now,
  );
  return buildPriceBreakdown({ ...estimate.planData, ...extra }, estimate.campaignData, now);
}

function summaryFigures() {
  return {
    firstYear: screen.getByTestId('summary-first-year').textContent,
    afterFirstYear: screen.getByTestId('summary-after-first-year').textContent,
    oneTime: screen.getByTestId('summary-one-time').textContent,
    cashBack: screen.getByTestId('summary-cash-back').textContent,
    effective: screen.getByTestId('summary-effective').textContent,
  };
}

function figuresOf(breakdown: PriceBreakdown) {
  return {
    firstYear: formatYen(breakdown.monthlyTotal.firstYear),
    afterFirstYear: formatYen(breakdown.monthlyTotal.afterFirstYear),
    oneTime: formatYen(breakdown.oneTimeTotal),
    cashBack: formatYen(breakdown.cashBackTotal),
    effective: formatYen(breakdown.effectiveMonthly),
  };
}

async function render(given?: AppStoreBundle) {
  const bundle = given ?? (await applyStore());
  return renderWithStore(<SimulationPage />, {
    slices: [simulationSlice],
    path: paths.applyForm,
    otherPaths: [paths.applyArea, paths.applyForm2],
    bundle,
  });
}

describe('SimulationPage', () => {
  it('opens with the defaults (10G, home, net only, the paid 安心サポートPlus unticked) and their price', async () => {
    await render();
    expect(screen.getByRole('radio', { name: /戸建て/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /10ギガ/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^インターネットのみ/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /安心サポートPlus/ })).not.toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'キャッシュバック 開通後にまとまった金額を受け取る' }),
    ).toBeChecked();
    expect(summaryFigures()).toEqual(figuresOf(expected({})));
  });

  it('updates every total at once as choices change, matching the domain functions', async () => {
    const user = userEvent.setup();
    await render();

    await user.click(screen.getByRole('radio', { name: /マンション/ }));
    await user.click(screen.getByRole('radio', { name: /1ギガ/ }));
    await user.click(screen.getByRole('radio', { name: /^インターネット＋光電話＋光テレビ/ }));
    await user.click(screen.getByRole('checkbox', { name: /メッシュWi-Fi/ }));
    await user.click(screen.getByRole('radio', { name: /Netflixパック プレミアム/ }));
    expect(summaryFigures()).toEqual(
      figuresOf(
        expected({
          buildingType: 1,
          selectedPlan: 'plan1G',
          baseMenu: 2,
          selectedOptions: ['isMeshWiFi'],
          netflixPlan: 'premium',
        }),
      ),
    );

    // Choices computeEstimate does not decide are carried into the price too.
    await user.click(screen.getByRole('checkbox', { name: /DAZN/ }));
    await user.click(screen.getByRole('radio', { name: /年間プラン/ }));
    await user.click(screen.getByRole('checkbox', { name: /ギガぞう/ }));
    await user.click(screen.getByRole('checkbox', { name: /^ナンバー・ディスプレイ/ }));
    await user.click(screen.getByRole('checkbox', { name: /安心サポートPlus/ }));
    await user.click(screen.getByRole('checkbox', { name: /土日・祝日の工事/ }));
    const withExtras = expected(
      {
        buildingType: 1,
        selectedPlan: 'plan1G',
        baseMenu: 2,
        selectedOptions: ['isMeshWiFi'],
        netflixPlan: 'premium',
      },
      {
        isDazn: true,
        daznPlan: 'annual',
        isGigazo: true,
        isNumberDisplay: true,
        isAnshinSupport: true,
        isHolidayConstruction: true,
      },
    );
    expect(summaryFigures()).toEqual(figuresOf(withExtras));
    expect(screen.getByTestId('summary-yearly')).toHaveTextContent('32,000円');
    expect(screen.getByText('休日工事費').closest('li')).toHaveTextContent('3,300円');
  });

  it.each([
    [['sat', 'sun'], true, '3,300円'],
    [['sat', 'mon'], false, '0円'],
  ])(
    'once step 3 has the days %j, they decide the holiday works fee (%s, %s once)',
    async (days, on, oneTime) => {
      const bundle = await applyStore();
      bundle.store.dispatch(planDataChanged({ isHolidayConstruction: !on }));
      bundle.store.dispatch(applicationDetailsChanged({ dowConstruction: days }));
      await render(bundle);
      const box = screen.getByRole('checkbox', { name: /土日・祝日の工事/ });
      expect(box).toBeDisabled();
      expect((box as HTMLInputElement).checked).toBe(on);
      expect(screen.getByTestId('summary-one-time')).toHaveTextContent(oneTime);
    },
  );

  /** The simulation after an area search that found a served home without 10G. */
  async function renderOneGigaOnly() {
    const bundle = await applyStore();
    bundle.store.dispatch(
      areaResultApplied({
        buildingType: 0,
        prefecture: '愛知県',
        result: {
          result: 'success',
          status: 'identified',
          isServiceArea: true,
          is10GArea: false,
          isTVArea: true,
          period: null,
          isRegister: false,
          isNonAvailable: false,
          isApprovedMansion: null,
          mansionPlanType: null,
          isMansionWari12: null,
          isKDDI: null,
          isAllCommufaMansion: null,
          notes: null,
        },
      }),
    );
    await render(bundle);
  }

  it('offers 10G only where the area allows it', async () => {
    await renderOneGigaOnly();
    expect(screen.getByRole('radio', { name: /10ギガ/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /1ギガ/ })).toBeChecked();
    expect(screen.getByText(/10ギガの提供エリア外のため、1ギガをお選びいただけます/)).toBeInTheDocument();
  });

  it('says once, beside the plans, why 10G is closed', async () => {
    await renderOneGigaOnly();
    expect(screen.getAllByText(/10ギガの提供エリア外/)).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'プラン' })).toHaveAccessibleDescription(
      'お調べしたご住所は10ギガの提供エリア外のため、1ギガをお選びいただけます。',
    );
    expect(screen.getByText('ご住所が提供エリア内であることを確認しました。')).toBeInTheDocument();
  });

  it('moves a stored 10G choice to 1G when the area is not a 10G area', async () => {
    const bundle = await applyStore();
    bundle.store.dispatch(planDataChanged({ ereaType: 1, selectedPlan: 'plan10G' }));
    await render(bundle);
    expect(bundle.store.getState().planData.selectedPlan).toBe('plan1G');
    expect(summaryFigures()).toEqual(figuresOf(expected({ selectedPlan: 'plan1G', is10GArea: false })));
  });

  it('keeps phone options closed until a menu with 光電話 is chosen', async () => {
    const user = userEvent.setup();
    await render();
    const display = screen.getByRole('checkbox', { name: /^ナンバー・ディスプレイ/ });
    expect(display).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /^インターネット＋光電話 / }));
    expect(display).toBeEnabled();
    await user.click(display);
    expect(summaryFigures().afterFirstYear).toBe(
      formatYen(expected({ baseMenu: 1 }, { isNumberDisplay: true }).monthlyTotal.afterFirstYear),
    );
  });

  it('lists the campaigns that apply and why, following the switching benefit choice', async () => {
    const user = userEvent.setup();
    await render();
    await user.click(screen.getByRole('radio', { name: /^インターネット＋光電話 / }));
    await user.click(screen.getByRole('checkbox', { name: /お乗り換えを予定している/ }));
    const campaigns = () => within(screen.getByTestId('summary-campaigns'));

    expect(campaigns().getByRole('link', { name: '25,000円キャッシュバック' })).toHaveAttribute(
      'href',
      '/campaign/cash-back-2/',
    );
    expect(campaigns().getByText('お乗り換えの特典で「キャッシュバック」を選択したため')).toBeInTheDocument();
    expect(campaigns().getByRole('link', { name: 'Web限定 30,000円キャッシュバック' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^月額割引/ }));
    expect(campaigns().queryByRole('link', { name: '25,000円キャッシュバック' })).not.toBeInTheDocument();
    expect(campaigns().getByRole('link', { name: '1年割' })).toBeInTheDocument();
    expect(summaryFigures()).toEqual(
      figuresOf(
        expected({
          baseMenu: 1,
          campaignPolicy: 'price',
          baseCampaign: { ...noBase, isChangeCP: true },
        }),
      ),
    );
  });

  it('opens the monthly breakdown on demand', async () => {
    const user = userEvent.setup();
    await render();
    const toggle = screen.getByRole('button', { name: '月額料金の内訳を見る' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: '月額料金の内訳を閉じる' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('rowheader', { name: '10ギガプラン（戸建て）' })).toBeVisible();
  });

  it('sends a visitor whose area is not checked to the area step first', async () => {
    const user = userEvent.setup();
    const { store } = await render();
    await user.click(screen.getByRole('button', { name: 'この内容で申し込む' }));
    expect(screen.getByTestId('location')).toHaveTextContent(paths.applyArea);
    expect(selectCompletedSteps(store.getState())).not.toContain(paths.applyForm);
  });

  it('stores the estimate and continues to form2 when the area is checked', async () => {
    const user = userEvent.setup();
    const bundle = await applyStore();
    bundle.store.dispatch(planDataChanged({ isAreaChecked: true }));
    await render(bundle);
    await user.click(screen.getByRole('radio', { name: /^インターネット＋光電話 / }));
    await user.click(screen.getByRole('checkbox', { name: /ギガぞう/ }));
    await user.click(screen.getByRole('button', { name: 'この内容で申し込む' }));

    expect(screen.getByTestId('location')).toHaveTextContent(paths.applyForm2);
    const state = bundle.store.getState();
    expect(selectCompletedSteps(state)).toContain(paths.applyForm);
    expect(state.planData).toMatchObject({
      baseMenu: 1,
      isPhone: true,
      isTV: false,
      isGigazo: true,
      isAreaChecked: true,
    });
    expect(state.campaignData).toMatchObject({ isAuCouponCP: true, isOriginal5000CP: true });
  });
});
