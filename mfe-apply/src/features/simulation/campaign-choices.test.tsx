import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS, defaultCampaignOffer, paths, type CampaignOffer } from '@hikari/shared/domain';
import { areaChecked, settingsReceived } from '@hikari/shared/store';
import { applyStore } from '../../test-support/application-fixture';
import { renderWithStore } from '@hikari/shared/testing';
import { servedAreaResult } from '@hikari/shared/testing/fixtures';
import { SimulationPage } from './components/simulation-page';
import { simulationSlice } from './state/simulation-slice';

const served = servedAreaResult({ isRegister: false });

async function render(offer?: CampaignOffer) {
  const bundle = await applyStore();
  if (offer) {
    bundle.store.dispatch(
      settingsReceived({ record: { ...DEFAULT_SETTINGS, campaignOffer: offer }, source: 'server' }),
    );
  }
  const view = renderWithStore(<SimulationPage />, {
    slices: [simulationSlice],
    path: paths.applyForm,
    otherPaths: [paths.applyArea, paths.applyForm2],
    bundle,
  });
  return { ...view, bundle, user: userEvent.setup() };
}

const applied = () =>
  within(screen.getByTestId('summary-campaigns'))
    .getAllByRole('link')
    .map((link) => link.textContent);

const without = (...ids: string[]): CampaignOffer => ({
  ...defaultCampaignOffer,
  campaigns: defaultCampaignOffer.campaigns.filter((c) => !ids.includes(c.id)),
});

describe('SimulationPage: every campaign on offer can be reached', () => {
  it('lists the 50,000-yen cash back or the 980 base fee, whichever the visitor chooses as the base campaign', async () => {
    const { user } = await render();
    expect(applied()).not.toContain('50,000円キャッシュバック');
    expect(screen.getByRole('radio', { name: /^選ばない/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /^50,000円キャッシュバック/ }));
    expect(applied()).toContain('50,000円キャッシュバック');
    expect(applied()).not.toContain('10ギガ 1年間 月額980円');
    expect(screen.getByTestId('summary-first-year')).toHaveTextContent('5,940円'); // 安心サポートPlus is not ticked

    await user.click(screen.getByRole('radio', { name: /^1年間 月額980円/ }));
    expect(applied()).toContain('10ギガ 1年間 月額980円');
    expect(applied()).not.toContain('50,000円キャッシュバック');
    expect(screen.getByTestId('summary-first-year')).toHaveTextContent('980円');
  });

  it('net and phone, 50,000-yen cash back and switching: a positive 実質月額, and why the 25,000 is not paid', async () => {
    const { user } = await render();
    await user.click(screen.getByRole('radio', { name: /^インターネット＋光電話(?!＋)/ }));
    await user.click(screen.getByRole('checkbox', { name: /お乗り換えを予定している/ }));
    await user.click(screen.getByRole('radio', { name: /^50,000円キャッシュバック/ }));
    // 50,000 + the Web-only 30,000 of 10G with the switching benefit; the switching 25,000 is not paid on top.
    expect(screen.getByTestId('summary-cash-back')).toHaveTextContent('80,000円');
    expect(screen.getByTestId('summary-effective').textContent).not.toMatch(/-/);
    expect(screen.getByTestId('summary-effective')).toHaveTextContent('2,937円');
    expect(
      screen.getByText(/「50,000円キャッシュバック」と「25,000円キャッシュバック」は重ねて受け取れません/),
    ).toBeVisible();
  });

  it('lists the 10G + gigazo campaign when both are chosen', async () => {
    const { user } = await render();
    await user.click(screen.getByRole('checkbox', { name: /ギガぞう/ }));
    expect(applied()).toContain('10ギガ×ギガぞう キャンペーン');
    await user.click(screen.getByRole('radio', { name: /1ギガ/ }));
    expect(applied()).not.toContain('10ギガ×ギガぞう キャンペーン');
  });

  it('adds the area-limited cash back only after an area search found the address served in its area', async () => {
    const { bundle } = await render();
    const limited = 'エリア限定 5,000円追加キャッシュバック';
    expect(applied()).not.toContain(limited);
    act(() => {
      bundle.store.dispatch(
        areaChecked({
          installationInfo: { state: '愛知県', city: '岡崎市' },
          areaData: served,
          buildingType: 0,
        }),
      );
    });
    expect(applied()).not.toContain(limited);
    act(() => {
      bundle.store.dispatch(
        areaChecked({
          installationInfo: { state: '長野県', city: '松本市' },
          areaData: served,
          buildingType: 0,
        }),
      );
    });
    expect(applied()).toContain(limited);
  });

  it('offers only the base campaigns the offer lists, with its figures', async () => {
    await render({
      ...without('is50000CP', 'isChangeCP'),
      amounts: { ...defaultCampaignOffer.amounts, oneYear980Monthly: 1280 },
    });
    expect(screen.queryByRole('radio', { name: /^50,000円キャッシュバック/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^1年間 月額1,280円/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /お乗り換えを予定している/ })).not.toBeInTheDocument();
  });

  it('shows no base campaign choice when none is on offer', async () => {
    await render(without('is50000CP', 'isOneYear980CP'));
    expect(screen.queryByRole('group', { name: 'お申し込み特典' })).not.toBeInTheDocument();
  });
});
