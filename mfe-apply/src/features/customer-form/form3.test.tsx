import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, type AreaSearchResult } from '@hikari/shared/domain';
import { applyForm3Schema, messages } from '@hikari/shared/forms';
import { planDataChanged, type AppStoreBundle } from '@hikari/shared/store';
import { applyStore } from '../../test-support/application-fixture';
import { renderWithStore, testStorage } from '@hikari/shared/testing';
import { servedAreaResult } from '@hikari/shared/testing/fixtures';
import { mockFetch, type MockHandler } from '../../test-support/fetch-mock';
import { Form3Page } from './components/form3-page';
import { FORM3_FIELDS } from './components/form3-values';
import { selectCompletedSteps } from '../apply-flow';

type User = ReturnType<typeof userEvent.setup>;

// Filling the whole step by keyboard takes a few seconds on a busy machine.
jest.setTimeout(30_000);

const postal = {
  postalCode: '4600001',
  prefecture: '愛知県',
  city: '名古屋市中区',
  town: '三の丸',
  prefectureKana: 'アイチケン',
  cityKana: 'ナゴヤシナカク',
  towns: [
    {
      prefecture: '愛知県',
      city: '名古屋市中区',
      town: '三の丸',
      prefectureKana: 'アイチケン',
      cityKana: 'ナゴヤシナカク',
    },
  ],
};

const servedArea = servedAreaResult();

/** The master's answer to each SearchCommufaArea of a test; default: served with 10G. */
let answerArea: (input: { buildingType: number; town: string }) => AreaSearchResult = () => servedArea;
beforeEach(() => {
  answerArea = () => servedArea;
});

/** The API's lookups as the tests need them. */
const api: MockHandler = (call) => {
  const url = new URL(call.url, 'http://site.test');
  if (call.operation === 'SearchCommufaArea') {
    const { input } = (call.body as { variables: { input: { buildingType: number; town: string } } })
      .variables;
    return { body: { data: { searchCommufaArea: answerArea(input) } } };
  }
  if (url.pathname === '/postal/4600001') return { body: postal };
  if (url.pathname === '/postal/4980000') {
    return {
      body: {
        ...postal,
        postalCode: '4980000',
        towns: [
          { ...postal.towns[0], city: '弥富市', town: '以下に掲載がない場合' },
          { ...postal.towns[0], city: '海部郡飛島村', town: '以下に掲載がない場合' },
        ],
      },
    };
  }
  if (url.pathname.startsWith('/postal/'))
    return { status: 404, body: { message: '該当する住所が見つかりませんでした。' } };
  if (url.pathname === '/banks' && url.searchParams.get('code') === '0005') {
    return { body: { banks: [{ code: '0005', name: '三菱ＵＦＪ', kana: 'ミツビシユ-エフジエイ' }] } };
  }
  if (url.pathname === '/banks' && url.searchParams.get('code')) return { body: { banks: [] } };
  if (url.pathname === '/banks' && url.searchParams.get('q')) {
    return { body: { banks: [{ code: '0009', name: '三井住友', kana: 'ミツイスミトモ' }] } };
  }
  if (url.pathname === '/banks/0005/branches' && url.searchParams.get('code') === '251') {
    return { body: { bankCode: '0005', branches: [{ code: '251', name: '名古屋営業部', kana: 'ナゴヤ' }] } };
  }
  if (url.pathname === '/banks/0009/branches') {
    return { body: { bankCode: '0009', branches: [{ code: '270', name: '名古屋', kana: 'ナゴヤ' }] } };
  }
  if (call.operation === 'CheckIntroductionId') {
    const code = (call.body as { variables: { introductionId: string } }).variables.introductionId;
    const usable = code === 'FRIEND01';
    return {
      body: {
        data: {
          checkIntroductionId: {
            exists: usable,
            usable,
            message: usable ? 'ご紹介コードを確認しました。' : 'ご紹介コードが見つかりません。',
          },
        },
      },
    };
  }
  return undefined;
};

async function render(bundle?: AppStoreBundle) {
  return renderWithStore(<Form3Page />, {
    path: paths.applyForm3,
    otherPaths: [paths.applyTerms],
    bundle: bundle ?? (await applyStore()),
  });
}

async function fillValid(user: User) {
  await user.type(screen.getByLabelText(/^郵便番号/), '４６０－０００１');
  await user.click(screen.getByRole('button', { name: '住所を検索' }));
  await screen.findByText('愛知県名古屋市中区三の丸 を入力しました。');
  await user.type(screen.getByLabelText(/^丁目・番地/), '１丁目２－３');
  await user.selectOptions(screen.getByLabelText(/^現在ご利用中のインターネット回線/), 'フレッツ光');
  await user.click(screen.getByRole('checkbox', { name: '土曜日' }));
  await user.click(screen.getByRole('radio', { name: '10時～12時' }));
  await user.type(screen.getByLabelText(/^金融機関コード/), '0005');
  await screen.findByText('金融機関名：三菱ＵＦＪ');
  await user.type(screen.getByLabelText(/^支店コード/), '251');
  await screen.findByText('支店名：名古屋営業部');
  await user.type(screen.getByLabelText(/^口座番号/), '1234567');
  await user.type(screen.getByLabelText(/^口座名義/), 'ﾔﾏﾀﾞ ﾀﾛｳ');
  await user.click(screen.getByRole('checkbox', { name: '口座振替に関する規約に同意する' }));
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Form3Page', () => {
  it('covers every field of the step schema', () => {
    expect([...FORM3_FIELDS].sort()).toEqual(Object.keys(applyForm3Schema.fields).sort());
  });

  it('fills prefecture, city and town from the postal code, full-width digits and all', async () => {
    const calls = mockFetch(api);
    const user = userEvent.setup();
    const { store } = await render();
    await user.type(screen.getByLabelText(/^郵便番号/), '４６０－０００１');
    await user.click(screen.getByRole('button', { name: '住所を検索' }));

    expect(await screen.findByText('愛知県名古屋市中区三の丸 を入力しました。')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/postal/4600001']);
    expect(screen.getByLabelText(/^都道府県/)).toHaveValue('愛知県');
    expect(screen.getByLabelText(/^市区町村/)).toHaveValue('名古屋市中区');
    expect(screen.getByLabelText(/^町名/)).toHaveValue('三の丸');
    expect(store.getState().customer.applicationDetails.installationInfo).toMatchObject({
      state: '愛知県',
      cityKana: 'ナゴヤシナカク',
    });
  });

  it('lets the visitor pick the town when a postal code covers several, and says when none is found', async () => {
    mockFetch(api);
    const user = userEvent.setup();
    await render();
    await user.type(screen.getByLabelText(/^郵便番号/), '498-0000');
    await user.click(screen.getByRole('button', { name: '住所を検索' }));
    const choice = await screen.findByRole('group', { name: '該当する町名を選んでください' });
    await user.click(within(choice).getByRole('button', { name: /海部郡飛島村/ }));
    expect(screen.getByLabelText(/^市区町村/)).toHaveValue('海部郡飛島村');

    await user.clear(screen.getByLabelText(/^郵便番号/));
    await user.type(screen.getByLabelText(/^郵便番号/), '1000001');
    await user.click(screen.getByRole('button', { name: '住所を検索' }));
    expect(await screen.findByText(/該当する住所が見つかりませんでした/)).toBeInTheDocument();
  });

  it('fills bank and branch names from their codes, or from a search by name', async () => {
    const calls = mockFetch(api);
    const user = userEvent.setup();
    const { store } = await render();
    await user.type(screen.getByLabelText(/^金融機関コード/), '０００５');
    expect(await screen.findByText('金融機関名：三菱ＵＦＪ')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^支店コード/), '251');
    expect(await screen.findByText('支店名：名古屋営業部')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/banks?code=0005', '/banks/0005/branches?code=251']);

    await user.type(screen.getByLabelText('金融機関名で探す'), 'みついすみとも');
    await user.click(screen.getByRole('button', { name: '金融機関を探す' }));
    await user.click(await screen.findByRole('button', { name: '三井住友（0009）' }));
    expect(screen.getByLabelText(/^金融機関コード/)).toHaveValue('0009');
    await user.type(screen.getByLabelText('支店名で探す'), 'なごや');
    await user.click(screen.getByRole('button', { name: '支店を探す' }));
    await user.click(await screen.findByRole('button', { name: '名古屋（270）' }));
    expect(store.getState().customer.applicationDetails.bankInfo).toMatchObject({
      bankCode: '0009',
      bankName: '三井住友',
      bankBranchCode: '270',
      bankBranch: '名古屋',
    });
  });

  it('says when a bank code names no bank', async () => {
    mockFetch(api);
    const user = userEvent.setup();
    await render();
    await user.type(screen.getByLabelText(/^金融機関コード/), '9999');
    expect(await screen.findByText('該当する金融機関が見つかりませんでした。')).toBeInTheDocument();
  });

  it('shows the messages next to their fields and focuses the first', async () => {
    mockFetch(api);
    const user = userEvent.setup();
    await render();
    await user.type(screen.getByLabelText(/^口座番号/), '12345');
    await user.click(screen.getByRole('button', { name: '次へ進む' }));

    const postalCode = screen.getByLabelText(/^郵便番号/);
    await waitFor(() => expect(postalCode).toHaveFocus());
    expect(postalCode).toHaveAccessibleDescription(/郵便番号を入力してください/);
    expect(screen.getByLabelText(/^口座番号/)).toHaveAccessibleDescription(
      /口座番号は7桁の数字で入力してください/,
    );
    expect(screen.getByRole('group', { name: /工事のご希望曜日/ })).toHaveAccessibleDescription(
      /工事のご希望曜日を1つ以上選択してください/,
    );
    expect(
      screen.getByRole('checkbox', { name: '口座振替に関する規約に同意する' }),
    ).toHaveAccessibleDescription('口座振替に関する規約に同意してください');
    // A select left empty is marked like a text field: the red border comes from field__input in an invalid field.
    const carrier = screen.getByLabelText(/^現在ご利用中のインターネット回線/);
    expect(carrier).toHaveAttribute('aria-invalid', 'true');
    expect(carrier).toHaveClass('field__input');
    expect(carrier.closest('.field')).toHaveClass('field--invalid');
  });

  it('asks for the current number only with 光電話, and the holder when it is not the applicant', async () => {
    mockFetch(api);
    const user = userEvent.setup();
    const bundle = await applyStore();
    const first = await render(bundle);
    expect(screen.queryByRole('checkbox', { name: /番号ポータビリティ/ })).not.toBeInTheDocument();
    first.unmount();

    bundle.store.dispatch(planDataChanged({ baseMenu: 1, isPhone: true }));
    await render(bundle);
    await user.click(screen.getByRole('checkbox', { name: /番号ポータビリティ/ }));
    await user.click(screen.getByRole('radio', { name: 'ご家族' }));
    await user.click(screen.getByRole('button', { name: '次へ進む' }));
    expect(await screen.findByLabelText(/^現在お使いの電話番号/)).toHaveAccessibleDescription(
      /現在お使いの電話番号を入力してください/,
    );
    expect(screen.getByLabelText(/^名義人の姓/)).toHaveAccessibleDescription('名義人の姓を入力してください');
  });

  it('says before the terms step why a quote with holiday works loses it when a weekday is wished', async () => {
    mockFetch(api);
    const user = userEvent.setup();
    const bundle = await applyStore();
    bundle.store.dispatch(planDataChanged({ isHolidayConstruction: true }));
    await render(bundle);
    await user.click(screen.getByRole('checkbox', { name: '土曜日' }));
    // Only a weekend day: the holiday works the simulation quoted, with its fee.
    expect(screen.getByTestId('holiday-fee-notice')).toHaveTextContent('休日工事費3,300円がかかります');
    expect(screen.queryByTestId('holiday-dropped-notice')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '木曜日' }));
    const notice = screen.getByTestId('holiday-dropped-notice');
    expect(notice).toHaveTextContent('ご希望曜日に平日（木曜日）が含まれるため、工事は平日に行います');
    expect(notice).toHaveTextContent('予約できる工事日は平日だけになり、休日工事費はかかりません');
    expect(notice).toHaveTextContent('初期費用は3,300円から0円に');
    expect(notice.textContent).toMatch(/実質月額（24ヶ月平均）は[\d,]+円から[\d,]+円になります/);
    expect(screen.queryByTestId('holiday-fee-notice')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '木曜日' }));
    expect(screen.queryByTestId('holiday-dropped-notice')).not.toBeInTheDocument();
  });

  it('checks the referral code with CheckIntroductionId before going on', async () => {
    const calls = mockFetch(api);
    const user = userEvent.setup();
    const { store } = await render();
    await fillValid(user);
    await user.type(screen.getByLabelText(/^ご紹介コード/), 'nobody99');
    await user.click(screen.getByRole('button', { name: '次へ進む' }));

    const code = screen.getByLabelText(/^ご紹介コード/);
    await waitFor(() => expect(code).toHaveAccessibleDescription(/ご紹介コードが見つかりません。/));
    expect(code).toHaveFocus();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    const check = calls.find((c) => c.operation === 'CheckIntroductionId');
    expect(check?.body).toMatchObject({ variables: { introductionId: 'NOBODY99' } });
    expect(check?.headers.Authorization).toBe('Bearer guest-token');

    await user.clear(code);
    await user.type(code, 'friend01');
    await user.click(screen.getByRole('button', { name: '次へ進む' }));
    await screen.findByTestId('location');
    expect(screen.getByTestId('location')).toHaveTextContent(paths.applyTerms);
    const state = store.getState();
    expect(state.campaignData.introducerId).toBe('FRIEND01');
    expect(selectCompletedSteps(state)).toContain(paths.applyForm3);
    expect(state.customer.applicationDetails).toMatchObject({
      installationInfo: { postalCode: '4600001', line1: '1丁目2-3', state: '愛知県' },
      currentCarrier: 'フレッツ光',
      dowConstruction: ['sat'],
      contactHours: '10-12',
      bankInfo: {
        bankCode: '0005',
        bankBranchCode: '251',
        accountNo: '1234567',
        accountNameKana: 'ヤマダ　タロウ',
      },
    });
  });

  describe('the installation address and the account, checked before going on as the API checks them', () => {
    const next = () => screen.getByRole('button', { name: '次へ進む' });

    it('searches the area for exactly this address, keeps the answer with it, and goes on', async () => {
      const calls = mockFetch(api);
      const user = userEvent.setup();
      const { store } = await render();
      await fillValid(user);
      expect(
        screen.getByText('「次へ進む」を押すと、このご住所で提供エリアを確認します。'),
      ).toBeInTheDocument();
      await user.click(next());

      await screen.findByTestId('location');
      expect(screen.getByTestId('location')).toHaveTextContent(paths.applyTerms);
      const search = calls.find((c) => c.operation === 'SearchCommufaArea');
      expect(search?.body).toMatchObject({
        variables: {
          input: {
            buildingType: 0,
            postalCode: '4600001',
            prefecture: '愛知県',
            city: '名古屋市中区',
            town: '三の丸',
            chome: '1',
            banchi: '2-3',
          },
        },
      });
      expect(store.getState().customer.applicationDetails).toMatchObject({
        areaData: { isServiceArea: true },
        areaCheckedAddress: { buildingType: 0, postalCode: '4600001', town: '三の丸', line1: '1丁目2-3' },
      });
      expect(store.getState().planData.isAreaChecked).toBe(true);
    });

    it.each([
      [
        'an address that does not belong to its postal code',
        async (user: User) => {
          await user.clear(screen.getByLabelText(/^市区町村/));
          await user.type(screen.getByLabelText(/^市区町村/), '豊田市');
        },
        /^郵便番号/,
        messages.postalCodeMismatch,
      ],
      [
        'an address outside the service area',
        async () => {
          answerArea = () => ({ ...servedArea, isServiceArea: false, is10GArea: false });
        },
        /^町名/,
        messages.outsideArea,
      ],
      [
        'an address the master does not know',
        async () => {
          answerArea = () => ({ ...servedArea, isServiceArea: false, status: 'unidentified' });
        },
        /^町名/,
        messages.areaUnidentified,
      ],
      [
        '10G chosen where only 1G is offered',
        async () => {
          answerArea = () => ({ ...servedArea, is10GArea: false });
        },
        /^町名/,
        messages.plan10GNotInArea,
      ],
    ])(
      'stops at %s, with the message by the field, and keeps every answer',
      async (_name, arrange, field, message) => {
        mockFetch(api);
        const user = userEvent.setup();
        const bundle = await applyStore();
        bundle.store.dispatch(planDataChanged({ selectedPlan: 'plan10G' }));
        const { store } = await render(bundle);
        await fillValid(user);
        await arrange(user);
        await user.click(next());

        const input = screen.getByLabelText(field);
        await waitFor(() => expect(input).toHaveAccessibleDescription(new RegExp(message)));
        expect(input).toHaveFocus();
        expect(screen.queryByTestId('location')).not.toBeInTheDocument();
        expect(selectCompletedSteps(store.getState())).not.toContain(paths.applyForm3);
        expect(store.getState().customer.applicationDetails).toMatchObject({
          areaCheckedAddress: null,
          installationInfo: { postalCode: '４６０－０００１', line1: '１丁目２－３' },
          bankInfo: { bankCode: '0005', accountNameKana: 'ﾔﾏﾀﾞ ﾀﾛｳ' },
        });
        if (message === messages.plan10GNotInArea) {
          expect(
            screen.getByRole('link', { name: '料金シミュレーションでプランを選び直す' }),
          ).toHaveAttribute('href', paths.applyForm);
        }
      },
    );

    it('stops on a bank code that names no bank (9999), with the message by the field', async () => {
      mockFetch(api);
      const user = userEvent.setup();
      const { store } = await render();
      await fillValid(user);
      const bankCode = screen.getByLabelText(/^金融機関コード/);
      await user.clear(bankCode);
      await user.type(bankCode, '9999');
      await screen.findByText('該当する金融機関が見つかりませんでした。');
      await user.click(next());

      await waitFor(() => expect(bankCode).toHaveAccessibleDescription(new RegExp(messages.bankUnknown)));
      expect(bankCode).toHaveFocus();
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
      expect(store.getState().customer.applicationDetails.bankInfo).toMatchObject({
        bankCode: '9999',
        bankName: '',
        accountNameKana: 'ﾔﾏﾀﾞ ﾀﾛｳ',
      });
    });
  });

  it('keeps the answers through a reload, except the account number, which never reaches storage', async () => {
    mockFetch(api);
    const user = userEvent.setup();
    const storage = testStorage();
    const before = await applyStore(storage);
    const page = await render(before);
    await fillValid(user);
    await act(() => before.persistor.flush());

    const saved = await storage.session.getItem('persist:hikari:customer');
    expect(saved).toContain('名古屋市中区');
    expect(saved).not.toContain('1234567');
    page.unmount();

    const after = await applyStore(storage);
    await render(after);
    expect(screen.getByLabelText(/^町名/)).toHaveValue('三の丸');
    expect(screen.getByLabelText(/^丁目・番地/)).toHaveValue('１丁目２－３');
    expect(screen.getByRole('checkbox', { name: '土曜日' })).toBeChecked();
    expect(screen.getByText('金融機関名：三菱ＵＦＪ')).toBeInTheDocument();
    const accountNo = screen.getByLabelText(/^口座番号/);
    expect(accountNo).toHaveValue('');
    expect(accountNo).toHaveAccessibleDescription(
      /ページを再読み込みした場合は、お手数ですがもう一度入力してください/,
    );
  });
});
