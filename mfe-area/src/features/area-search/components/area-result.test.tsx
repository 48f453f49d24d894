import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { selectApplicationDetails, selectPlanChoice, selectPlanData } from '@hikari/shared/store';
import { renderWithStore } from '@hikari/shared/testing';
import { installFakeApi, servedResult, type FakeApi } from '../../../test-support/fake-api';
import { areaSearchSlice } from '../state/area-search-slice';
import { AreaSearchPage } from './area-search-page';

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi();
});

function renderPage() {
  const user = userEvent.setup();
  const view = renderWithStore(<AreaSearchPage />, {
    slices: [areaSearchSlice],
    path: '/area/',
    otherPaths: ['/apply/form/', '/contact/'],
  });
  return { user, ...view };
}

const field = (label: RegExp) => screen.getByLabelText(label);

async function search(
  user: UserEvent,
  { building = 'home', postalCode = '4600008', town = '栄', buildingName = '' } = {},
) {
  await user.click(
    screen.getByRole('radio', { name: building === 'home' ? /戸建て/ : /マンション・アパート/ }),
  );
  await user.type(field(/^郵便番号/), postalCode);
  await waitFor(() => expect(field(/^町名/)).toHaveValue(town));
  await user.type(field(/^丁目/), '3');
  await user.type(field(/^番地/), '1-1');
  if (buildingName) await user.type(field(/^マンション・アパート名/), buildingName);
  await user.click(screen.getByRole('button', { name: 'この住所で検索する' }));
  return screen.findByRole('heading', { name: '検索結果' });
}

/** The row of the answer's table for a term. */
const row = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('a served address', () => {
  it('says so plainly, lists 10G, TV and the opening, and focuses the answer', async () => {
    const { user } = renderPage();
    const heading = await search(user);

    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('ご入力のご住所は提供エリア内です。')).toBeInTheDocument();
    expect(screen.getByText(/〒460-0008 愛知県名古屋市中区栄3丁目1-1/)).toBeInTheDocument();
    expect(row('提供エリア')).toBe('提供エリア内です');
    expect(row('10ギガプラン')).toBe('ご利用いただけます');
    expect(row('光テレビ')).toBe('ご利用いただけます');
    expect(row('提供開始時期')).toBe('提供中です（すぐにお申し込みいただけます）');
    expect(screen.queryByText('建物の登録')).not.toBeInTheDocument();
  });

  it('says when 10G and TV are not offered, when service opens, and shows the notes', async () => {
    api.answerArea = () =>
      servedResult({
        is10GArea: false,
        isTVArea: false,
        period: '2026年4月以降',
        notes: '提供開始までお時間をいただきます。',
      });
    const { user } = renderPage();
    await search(user);

    expect(row('10ギガプラン')).toBe('ご利用いただけません（1ギガプランをご利用いただけます）');
    expect(row('光テレビ')).toBe('ご利用いただけません');
    expect(row('提供開始時期')).toBe('2026年4月以降');
    expect(screen.getByText(/2026年4月以降に提供を開始する予定です/)).toBeInTheDocument();
    expect(screen.getByText('提供開始までお時間をいただきます。')).toBeInTheDocument();
  });

  it('carries the answer into the plan data and the installation address, then opens the simulation', async () => {
    api.answerArea = () => servedResult({ is10GArea: false });
    const { user, store } = renderPage();
    await search(user);

    await user.click(screen.getByRole('button', { name: 'この内容で料金シミュレーションへ' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/apply/form/');
    expect(selectPlanData(store.getState())).toMatchObject({
      buildingType: 0,
      prefecture: '愛知県',
      ereaType: 1,
      isAreaChecked: true,
      mansionPlanType: null,
    });
    const { installationInfo, areaData } = selectApplicationDetails(store.getState());
    expect(installationInfo).toMatchObject({
      postalCode: '4600008',
      state: '愛知県',
      city: '名古屋市中区',
      town: '栄',
      line1: '3丁目1-1',
    });
    expect(areaData).toMatchObject({ result: 'success', is10GArea: false });
  });
});

describe('an apartment', () => {
  it('searches as a home and as the building at once, and shows the registered building with its plan type', async () => {
    api.answerArea = (input) =>
      input.buildingType === 0
        ? servedResult({ period: '2026年5月以降', is10GArea: false })
        : servedResult({
            isRegister: true,
            isApprovedMansion: true,
            mansionPlanType: 'FTTH',
            period: null,
            is10GArea: true,
          });
    const { user, store } = renderPage();
    await search(user, { building: 'apartment', buildingName: 'ひかりハイツ栄' });

    expect(api.areaSearches.map((i) => [i.buildingType, i.buildingName])).toEqual(
      expect.arrayContaining([
        [0, ''],
        [1, 'ひかりハイツ栄'],
      ]),
    );
    expect(row('建物の登録')).toBe('ご入力の建物は登録済みです');
    expect(row('建物の配線方式')).toBe('光配線方式（FTTH）：お部屋まで光ファイバーを引き込みます');
    // docs/business-rules.md#area-search: period and the 10G flag come from the home search
    expect(row('提供開始時期')).toBe('2026年5月以降');
    expect(row('10ギガプラン')).toBe('ご利用いただけません（1ギガプランをご利用いただけます）');

    await user.click(screen.getByRole('button', { name: 'この内容で料金シミュレーションへ' }));
    expect(selectPlanData(store.getState())).toMatchObject({
      buildingType: 1,
      mansionPlanType: 'FTTH',
      isAreaChecked: true,
    });
  });

  it("makes the building searched for the visitor's choice at once, which the header chip shows", async () => {
    const { user, store } = renderPage();
    await search(user, { building: 'apartment', buildingName: 'ひかりハイツ栄' });

    expect(selectPlanData(store.getState()).buildingType).toBe(1);
    expect(selectPlanChoice(store.getState())).toMatchObject({ buildingType: true, selectedPlan: false });
  });

  it('reports a made-up building as not registered, although the home search knows the address', async () => {
    // What the API answers at 〒460-0008: the home search knows 栄 (isRegister
    // true for the address); the search for the building finds no such building.
    api.answerArea = (input) =>
      input.buildingType === 0
        ? servedResult({ isRegister: true })
        : servedResult({
            isRegister: false,
            status: 'unidentified',
            notes: 'ご入力の建物は登録されていません。戸建てタイプでのご案内となる場合があります。',
          });
    const { user, store } = renderPage();
    await search(user, { building: 'apartment', buildingName: '存在しないマンション' });

    expect(row('建物の登録')).toBe(
      'ご入力の建物は登録されていません（戸建てと同じ方式でのご案内となる場合があります）',
    );
    expect(screen.queryByText('ご入力の建物は登録済みです')).not.toBeInTheDocument();
    expect(screen.queryByText('建物の配線方式')).not.toBeInTheDocument();
    // Still a served address: the visitor may go on, priced as an unregistered building.
    await user.click(screen.getByRole('button', { name: 'この内容で料金シミュレーションへ' }));
    expect(selectPlanData(store.getState())).toMatchObject({ buildingType: 1, isMansionHome: true });
  });

  it('says when the building cannot take the service, and how to get in touch', async () => {
    api.answerArea = (input) =>
      input.buildingType === 0
        ? servedResult()
        : servedResult({
            isServiceArea: false,
            isRegister: true,
            isNonAvailable: true,
            notes: '建物の設備により、お申し込みいただけません。',
          });
    const { user } = renderPage();
    await search(user, { building: 'apartment', buildingName: 'サンコーポ栄' });

    expect(
      screen.getByText('申し訳ございません。この建物ではお申し込みいただけません。'),
    ).toBeInTheDocument();
    expect(screen.getByText('建物の設備により、お申し込みいただけません。')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'この内容で料金シミュレーションへ' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '提供開始のお知らせを受け取る' })).toHaveAttribute(
      'href',
      '/contact/?request=notice',
    );
  });
});

describe('outside the area', () => {
  it('answers for a prefecture outside the five without any search, and says how to be told when service arrives', async () => {
    const { user, store } = renderPage();
    const heading = await search(user, { postalCode: '1000001', town: '千代田' });

    expect(api.areaSearches).toHaveLength(0);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('申し訳ございません。東京都は提供エリア外です。')).toBeInTheDocument();
    expect(
      screen.getByText('東海ひかりネットは、愛知県・三重県・岐阜県・静岡県・長野県で提供しています。'),
    ).toBeInTheDocument();
    // What fits out of the area: be told when service starts, or a question; neither books a visit.
    expect(screen.getByRole('link', { name: '提供開始のお知らせを受け取る' })).toHaveAttribute(
      'href',
      '/contact/?request=notice',
    );
    expect(screen.getByRole('link', { name: '訪問日を決めずに質問する' })).toHaveAttribute(
      'href',
      '/contact/?request=question',
    );
    expect(screen.queryByRole('link', { name: /お問い合わせフォーム/ })).not.toBeInTheDocument();
    expect(screen.getByText(/お電話でもご相談いただけます（受付時間 10:00～18:00）/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'この内容で料金シミュレーションへ' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '電話番号を確認する' }));
    expect(store.getState().ui.isPhoneModalOpen).toBe(true);
  });

  it('says so for a town of a served prefecture that is not served', async () => {
    api.answerArea = () => servedResult({ isServiceArea: false, is10GArea: false, isTVArea: false });
    const { user } = renderPage();
    await search(user);

    expect(
      screen.getByText('申し訳ございません。ご入力のご住所は、現在提供エリア外です。'),
    ).toBeInTheDocument();
    expect(row('提供エリア')).toBe('提供エリア外です');
    expect(screen.getByRole('link', { name: '訪問日を決めずに質問する' })).toBeInTheDocument();
  });

  it('offers to correct an address the master does not know', async () => {
    api.answerArea = () =>
      servedResult({
        status: 'unidentified',
        isServiceArea: false,
        isRegister: false,
        notes: 'ご入力の住所を特定できませんでした。',
      });
    const { user } = renderPage();
    await search(user);

    expect(screen.getByText('ご入力のご住所では、提供エリアを確認できませんでした。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '入力内容を修正する' }));
    expect(field(/^番地/)).toHaveValue('1-1');
    expect(field(/^郵便番号/)).toHaveFocus();
  });

  it('goes back to an empty address to search another one, keeping the building type', async () => {
    api.answerArea = () => servedResult({ isServiceArea: false });
    const { user } = renderPage();
    await search(user);

    await user.click(screen.getByRole('button', { name: '別のご住所を検索する' }));
    expect(field(/^郵便番号/)).toHaveValue('');
    expect(field(/^番地/)).toHaveValue('');
    expect(field(/^郵便番号/)).toHaveFocus();
    expect(screen.getByRole('radio', { name: /戸建て/ })).toBeChecked();
  });
});

describe('a failed search', () => {
  it('says so with a retry, and the retry searches the same address again', async () => {
    api.answerArea = (_input, call) => (call <= 3 ? 'network-error' : servedResult());
    const { user } = renderPage();
    await search(user);

    expect(
      await screen.findByText('提供エリアを確認できませんでした。', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('もう一度お試しください');
    // the base query's own retries (docs/business-rules.md#calls-and-retries: up to 3 attempts) happened first
    expect(api.areaSearches).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'もう一度検索する' }));
    expect(await screen.findByText('ご入力のご住所は提供エリア内です。')).toBeInTheDocument();
    expect(api.areaSearches).toHaveLength(4);
    expect(api.areaSearches[3]).toEqual(api.areaSearches[0]);
  });

  it('treats an answer other than success as a failure', async () => {
    api.answerArea = () => ({ ...servedResult(), result: 'failed' });
    const { user } = renderPage();
    await search(user);
    expect(screen.getByText('提供エリアを確認できませんでした。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'もう一度検索する' })).toBeInTheDocument();
  });
});
