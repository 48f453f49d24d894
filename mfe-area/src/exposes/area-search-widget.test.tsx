import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { injectSlice } from '@hikari/shared/store';
import { createTestStore, renderWithStore } from '@hikari/shared/testing';
import { areaSearchSlice, draftChanged } from '../features/area-search/state/area-search-slice';
import { searchAddress } from '../features/area-search/state/search-address';
import { installFakeApi, servedResult } from '../test-support/fake-api';
import AreaSearchWidget from './area-search-widget';

/** Renders the widget and searches a home by its postal code (the look-up must fill in `town`). */
async function searchHome(address: { postalCode: string; town: string; banchi: string }) {
  const onComplete = jest.fn();
  const user = userEvent.setup();
  renderWithStore(<AreaSearchWidget onComplete={onComplete} />, {
    slices: [areaSearchSlice],
    path: '/apply/area/',
  });
  await user.click(screen.getByRole('radio', { name: /戸建て/ }));
  await user.type(screen.getByLabelText(/^郵便番号/), address.postalCode);
  await waitFor(() => expect(screen.getByLabelText(/^町名/)).toHaveValue(address.town));
  await user.type(screen.getByLabelText(/^番地/), address.banchi);
  await user.click(screen.getByRole('button', { name: 'この住所で検索する' }));
  return onComplete;
}

describe('the area-search widget of /apply/area/', () => {
  it('runs the same search and hands the answer to its host, leaving the next step to it', async () => {
    const api = installFakeApi();
    api.answerArea = () => servedResult({ is10GArea: false });
    const onComplete = await searchHome({ postalCode: '4600008', town: '栄', banchi: '1-1' });

    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(onComplete).toHaveBeenCalledWith({
      address: expect.objectContaining({ buildingType: 0, postalCode: '4600008', town: '栄', banchi: '1-1' }),
      result: expect.objectContaining({ result: 'success', isServiceArea: true, is10GArea: false }),
    });
    expect(await screen.findByRole('heading', { name: '検索結果' })).toHaveFocus();
    expect(
      screen.queryByRole('button', { name: 'この内容で料金シミュレーションへ' }),
    ).not.toBeInTheDocument();
  });

  it('reports an answer outside the area too, with no search made', async () => {
    const api = installFakeApi();
    const onComplete = await searchHome({ postalCode: '100-0001', town: '千代田', banchi: '1' });

    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(onComplete.mock.calls[0][0].result).toMatchObject({ result: 'success', isServiceArea: false });
    expect(api.areaSearches).toHaveLength(0);
    expect(screen.getByRole('link', { name: '提供開始のお知らせを受け取る' })).toBeInTheDocument();
  });

  it('opens on the form, filled in, when the visitor comes back to the step after a search', async () => {
    installFakeApi();
    const bundle = createTestStore();
    injectSlice(areaSearchSlice, bundle);
    const address = {
      buildingType: 0 as const,
      postalCode: '4600008',
      prefecture: '愛知県',
      city: '名古屋市中区',
      town: '栄',
      chome: '',
      banchi: '1-1',
      buildingName: '',
    };
    bundle.store.dispatch(draftChanged(address));
    await bundle.store.dispatch(searchAddress({ surface: 'widget', address }));
    expect(bundle.store.getState().areaSearch?.surfaces.widget.outcome).not.toBeNull();

    renderWithStore(<AreaSearchWidget onComplete={jest.fn()} />, { path: '/apply/area/', bundle });
    expect(screen.queryByRole('heading', { name: '検索結果' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^番地/)).toHaveValue('1-1');
    expect(screen.getByRole('button', { name: 'この住所で検索する' })).toBeInTheDocument();
  });
});
