import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, type AreaAddressInput, type AreaSearchResult } from '@hikari/shared/domain';
import { applyStore } from '../../test-support/application-fixture';
import { renderWithStore } from '@hikari/shared/testing';
import { registerRemoteLoader, type AreaSearchWidgetProps } from '@hikari/shared/ui';
import { ApplyAreaPage } from './components/apply-area-page';
import { selectCompletedSteps } from '../apply-flow';

const address: AreaAddressInput = {
  buildingType: 1,
  postalCode: '4600001',
  prefecture: '愛知県',
  city: '名古屋市中区',
  town: '三の丸',
  chome: '1',
  banchi: '2-3',
  buildingName: 'ひかりマンション',
};

const result = (overrides: Partial<AreaSearchResult>): AreaSearchResult => ({
  result: 'success',
  status: 'identified',
  isServiceArea: true,
  is10GArea: false,
  isTVArea: true,
  period: null,
  isRegister: true,
  isNonAvailable: false,
  isApprovedMansion: true,
  mansionPlanType: 'typeA',
  isMansionWari12: null,
  isKDDI: null,
  isAllCommufaMansion: null,
  notes: null,
  ...overrides,
});

/** Stands in for mfe-area's widget: one button per answer it could give. */
function fakeWidget(answer: AreaSearchResult) {
  return function FakeWidget({ onComplete }: AreaSearchWidgetProps) {
    return (
      <button type="button" onClick={() => onComplete({ address, result: answer })}>
        検索する
      </button>
    );
  };
}

async function render() {
  const bundle = await applyStore();
  return renderWithStore(<ApplyAreaPage />, {
    path: paths.applyArea,
    otherPaths: [paths.applyForm],
    bundle,
  });
}

describe('ApplyAreaPage', () => {
  it('carries a served answer into the plan data and the installation address, then opens the simulation', async () => {
    const load = jest.fn(async () => ({ default: fakeWidget(result({})) }));
    registerRemoteLoader(load);
    const { store } = await render();

    await userEvent.click(await screen.findByRole('button', { name: '検索する' }));

    expect(load).toHaveBeenCalledWith('mfe_area/area-search-widget');
    expect(screen.getByTestId('location')).toHaveTextContent(paths.applyForm);
    const state = store.getState();
    expect(state.planData).toMatchObject({
      buildingType: 1,
      prefecture: '愛知県',
      isAreaChecked: true,
      ereaType: 1,
      selectedPlan: 'plan1G',
      mansionPlanType: 'typeA',
    });
    expect(selectCompletedSteps(state)).toContain(paths.applyArea);
    expect(state.customer.applicationDetails.installationInfo).toMatchObject({
      postalCode: '4600001',
      state: '愛知県',
      city: '名古屋市中区',
      town: '三の丸',
      line1: '1丁目2-3',
      line2: 'ひかりマンション',
    });
    expect(state.customer.applicationDetails.areaData?.mansionPlanType).toBe('typeA');
  });

  it('explains an address outside the area and offers the contact page', async () => {
    registerRemoteLoader(async () => ({ default: fakeWidget(result({ isServiceArea: false })) }));
    const { store } = await render();

    await userEvent.click(await screen.findByRole('button', { name: '検索する' }));

    expect(screen.getByText('このご住所では、お申し込みに進めません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'お問い合わせ・ご相談' })).toHaveAttribute('href', paths.contact);
    expect(store.getState().planData.isAreaChecked).toBe(false);
    expect(selectCompletedSteps(store.getState())).toEqual([]);
  });

  it('says so when the search itself failed', async () => {
    registerRemoteLoader(async () => ({ default: fakeWidget(result({ result: 'failed' })) }));
    await render();
    await userEvent.click(await screen.findByRole('button', { name: '検索する' }));
    expect(screen.getByRole('alert')).toHaveTextContent('エリアを確認できませんでした');
  });

  it('shows a Japanese fallback when the widget cannot load, and loads it again on retry', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    registerRemoteLoader(async () => {
      calls += 1;
      if (calls === 1) throw new Error('RUNTIME-008 remote mfe_area failed');
      return { default: fakeWidget(result({})) };
    });
    await render();

    expect(
      await screen.findByRole('heading', { name: 'エリア検索を表示できませんでした' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'もう一度読み込む' }));

    expect(await screen.findByRole('button', { name: '検索する' })).toBeInTheDocument();
    expect(calls).toBe(2);
    errors.mockRestore();
  });
});
