import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestStore, renderWithStore } from '@hikari/shared/testing';
import { areaSearchInput } from '@hikari/shared/testing/fixtures';
import { installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { areaSearchSlice, selectAreaDraft } from '../state/area-search-slice';
import { AREA_SEARCH_STORAGE_KEY, prepareAreaSearchState } from '../state/area-search-storage';
import { AreaSearchPage } from './area-search-page';

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi();
});

function renderPage(ui = <AreaSearchPage />) {
  const user = userEvent.setup();
  const view = renderWithStore(ui, { slices: [areaSearchSlice], path: '/area/' });
  return { user, ...view };
}

const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'この住所で検索する' });

describe('validation', () => {
  it('names every missing field next to it, tied to the field, and focuses the first one', async () => {
    const { user } = renderPage();
    await user.click(submit());

    const home = screen.getByRole('radio', { name: /戸建て/ });
    await waitFor(() => expect(home).toHaveFocus());
    expect(home).toHaveAccessibleDescription('建物の種類を選択してください');
    expect(field(/^都道府県/)).toHaveAccessibleDescription('都道府県を選択してください');
    expect(field(/^市区町村/)).toHaveAccessibleDescription(/郵便番号、または市区町村を入力してください/);
    expect(field(/^番地/)).toHaveAccessibleDescription(/番地を入力してください/);
    expect(field(/^番地/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.areaSearches).toHaveLength(0);
  });

  it('asks for the building name of an apartment only', async () => {
    const { user } = renderPage();
    expect(screen.queryByLabelText(/^マンション・アパート名/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /マンション・アパート/ }));
    await user.click(submit());
    // the first field in error in reading order
    await waitFor(() => expect(field(/^都道府県/)).toHaveFocus());

    expect(await screen.findByText('マンション・アパート名を入力してください')).toBeInTheDocument();
    expect(field(/^マンション・アパート名/)).toHaveAccessibleDescription(
      /マンション・アパート名を入力してください/,
    );
  });

  it('refuses a 丁目 that is not a number, with the schema message next to the field', async () => {
    const { user } = renderPage();
    await user.type(field(/^丁目/), '3-1');
    await user.tab();
    await waitFor(() =>
      expect(field(/^丁目/)).toHaveAccessibleDescription(
        /丁目は数字で入力してください（例：3、3丁目、三丁目）/,
      ),
    );
  });

  it.each(['3丁目', '３丁目', '三丁目', '３'])(
    'takes the 丁目 written %p as 3丁目 and searches with it',
    async (typed) => {
      const { user } = renderPage();
      await user.click(screen.getByRole('radio', { name: /戸建て/ }));
      await user.type(field(/^郵便番号/), '4600008');
      await waitFor(() => expect(field(/^町名/)).toHaveValue('栄'));
      await user.type(field(/^丁目/), typed);
      await user.type(field(/^番地/), '1-1');
      await user.tab();
      expect(field(/^丁目/)).toHaveValue('3');
      expect(field(/^丁目/)).not.toHaveAccessibleDescription(/丁目は数字で入力してください/);

      await user.click(submit());
      await screen.findByRole('heading', { name: '検索結果' });
      expect(api.areaSearches).toEqual([areaSearchInput()]);
    },
  );
});

describe('postal code', () => {
  it('accepts full-width digits and hyphens, fills the address and searches with half-width values', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('radio', { name: /戸建て/ }));
    await user.type(field(/^郵便番号/), '４６０－０００８');

    await waitFor(() => expect(field(/^都道府県/)).toHaveValue('愛知県'));
    expect(api.postalRequests).toContain('/postal/4600008');
    await waitFor(() => expect(field(/^市区町村/)).toHaveValue('名古屋市中区'));
    await waitFor(() => expect(field(/^町名/)).toHaveValue('栄'));
    expect(screen.getByText('愛知県名古屋市中区栄を入力しました。')).toBeInTheDocument();

    await user.type(field(/^丁目/), '３');
    await user.type(field(/^番地/), '１ー１');
    await user.tab();
    expect(field(/^郵便番号/)).toHaveValue('460-0008');
    expect(field(/^丁目/)).toHaveValue('3');
    expect(field(/^番地/)).toHaveValue('1-1');

    await user.click(submit());
    await screen.findByRole('heading', { name: '検索結果' });
    expect(api.areaSearches).toEqual([areaSearchInput()]);
  });

  it('says when a code has no address, and does not search with it', async () => {
    const { user } = renderPage();
    await user.type(field(/^郵便番号/), '9999999');

    expect(await screen.findByText(/この郵便番号に該当する住所が見つかりませんでした/)).toBeInTheDocument();
    expect(field(/^郵便番号/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('radio', { name: /戸建て/ }));
    await user.type(field(/^番地/), '1');
    await user.click(submit());
    expect(api.areaSearches).toHaveLength(0);
  });

  it('lets the visitor pick among the towns of one code', async () => {
    const { user, store } = renderPage();
    await user.click(screen.getByRole('radio', { name: /戸建て/ }));
    await user.type(field(/^郵便番号/), '498-0017');

    const choice = await screen.findByRole('group', { name: '町名を選んでください' });
    expect(
      screen.getByText('郵便番号に該当する町名が複数あります。お住まいの町名を選んでください。'),
    ).toBeInTheDocument();
    await user.type(field(/^番地/), '1');
    await user.click(submit());
    expect(await within(choice).findByText('該当する町名を選択してください')).toBeInTheDocument();
    expect(within(choice).getByRole('radio', { name: '弥富市前ケ須町' })).toHaveFocus();
    expect(api.areaSearches).toHaveLength(0);

    await user.click(within(choice).getByRole('radio', { name: '弥富市鯏浦町' }));
    expect(field(/^町名/)).toHaveValue('鯏浦町');
    expect(selectAreaDraft(store.getState()).postalCode).toBe('498-0017');
    await user.click(submit());
    await screen.findByRole('heading', { name: '検索結果' });
    expect(api.areaSearches[0]).toMatchObject({ postalCode: '4980017', city: '弥富市', town: '鯏浦町' });
  });

  it('says the connection dropped, offers a retry and still lets the visitor use the select boxes', async () => {
    api.postalDown = true;
    const { user } = renderPage();
    await user.type(field(/^郵便番号/), '4600008');
    expect(
      await screen.findByText(
        '通信が途切れたため、住所を検索できませんでした。通信環境をご確認のうえ、もう一度お試しください。都道府県から選んで入力することもできます。',
      ),
    ).toBeInTheDocument();
    expect(api.postalRequests).toEqual(['/postal/4600008']);

    api.postalDown = false;
    await user.click(screen.getByRole('button', { name: 'もう一度検索する' }));
    await waitFor(() => expect(field(/^町名/)).toHaveValue('栄'));
    expect(api.postalRequests.filter((p) => p === '/postal/4600008')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'もう一度検索する' })).not.toBeInTheDocument();
  });

  it('retries a struggling server once by itself before showing the retry message', async () => {
    api.postalStatus = 503;
    const { user } = renderPage();
    await user.type(field(/^郵便番号/), '4600008');
    expect(
      await screen.findByText(
        'ただいま住所を検索できません。しばらくしてから、もう一度お試しください。都道府県から選んで入力することもできます。',
      ),
    ).toBeInTheDocument();
    expect(api.postalRequests).toEqual(['/postal/4600008', '/postal/4600008']);
  });
});

describe('prefecture → city → town', () => {
  it('loads the cities of the prefecture and the towns of the city, and empties what a change makes stale', async () => {
    const { user } = renderPage();
    expect(field(/^市区町村/)).toBeDisabled();
    expect(field(/^町名/)).toBeDisabled();

    await user.selectOptions(field(/^都道府県/), '愛知県');
    await screen.findByRole('option', { name: '名古屋市東区' });
    expect(field(/^町名/)).toBeDisabled();
    await user.selectOptions(field(/^市区町村/), '名古屋市東区');
    await screen.findByRole('option', { name: '東桜' });
    await user.selectOptions(field(/^町名/), '東桜');
    expect(api.postalRequests).toEqual([
      '/postal/prefectures/愛知県/cities',
      '/postal/prefectures/愛知県/cities/名古屋市東区/towns',
    ]);

    await user.selectOptions(field(/^市区町村/), '名古屋市中区');
    expect(field(/^町名/)).toHaveValue('');
    await screen.findByRole('option', { name: '丸の内' });

    await user.selectOptions(field(/^都道府県/), '三重県');
    expect(field(/^市区町村/)).toHaveValue('');
    expect(field(/^町名/)).toHaveValue('');
    await screen.findByRole('option', { name: '津市' });
    expect(screen.queryByRole('option', { name: '名古屋市東区' })).not.toBeInTheDocument();
  });

  it('drops a postal code when the visitor changes the prefecture by hand', async () => {
    const { user } = renderPage();
    await user.type(field(/^郵便番号/), '4600008');
    await waitFor(() => expect(field(/^町名/)).toHaveValue('栄'));

    await user.selectOptions(field(/^都道府県/), '三重県');
    expect(field(/^郵便番号/)).toHaveValue('');
    expect(screen.queryByText(/を入力しました。/)).not.toBeInTheDocument();
  });

  it('tells a visitor outside the five prefectures so before the search', async () => {
    const { user } = renderPage();
    await user.selectOptions(field(/^都道府県/), '東京都');
    expect(field(/^都道府県/)).toHaveAccessibleDescription(/東京都は現在、提供エリア外です/);
  });
});

describe('/area/home/', () => {
  it('starts with home chosen', () => {
    renderPage(<AreaSearchPage startWithHome />);
    expect(screen.getByRole('heading', { level: 1, name: '提供エリア検索（戸建て）' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /戸建て/ })).toBeChecked();
    expect(screen.queryByLabelText(/^マンション・アパート名/)).not.toBeInTheDocument();
  });
});

describe('a reload', () => {
  it('brings back what the visitor typed, and keeps what they type next', async () => {
    const saved = new Map<string, string>();
    const storage = {
      getItem: (k: string) => saved.get(k) ?? null,
      setItem: (k: string, v: string) => void saved.set(k, v),
    };
    const draft = {
      buildingType: 1,
      postalCode: '460-0008',
      prefecture: '愛知県',
      city: '名古屋市中区',
      town: '栄',
      chome: '3',
      banchi: '1-1',
      buildingName: 'ひかりハイツ栄',
    };
    saved.set(AREA_SEARCH_STORAGE_KEY, JSON.stringify({ version: 1, draft, pageOutcome: null }));
    const bundle = createTestStore();
    prepareAreaSearchState(bundle, storage);
    const user = userEvent.setup();
    renderWithStore(<AreaSearchPage />, { path: '/area/', bundle });

    expect(screen.getByRole('radio', { name: /マンション・アパート/ })).toBeChecked();
    expect(field(/^郵便番号/)).toHaveValue('460-0008');
    expect(field(/^都道府県/)).toHaveValue('愛知県');
    await waitFor(() => expect(field(/^町名/)).toHaveValue('栄'));
    expect(field(/^マンション・アパート名/)).toHaveValue('ひかりハイツ栄');

    await user.clear(field(/^番地/));
    await user.type(field(/^番地/), '2-5');
    await waitFor(() => expect(JSON.parse(saved.get(AREA_SEARCH_STORAGE_KEY)!).draft.banchi).toBe('2-5'));
  });
});
