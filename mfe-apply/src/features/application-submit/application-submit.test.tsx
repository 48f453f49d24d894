import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COMPANY_NAME,
  buildPriceBreakdown,
  computeEstimate,
  contractTerms,
  formatYen,
  paths,
  simulate,
  type CustomerData,
} from '@hikari/shared/domain';
import { applicationSchema, parseApplicationPayload, validateWith } from '@hikari/shared/forms';
import {
  accessLogLoaded,
  applicationDetailsChanged,
  arrivalRecorded,
  planDataChanged,
  selectSettings,
  type AppStoreBundle,
} from '@hikari/shared/store';
import {
  APPLICATION_STORAGE_KEY,
  selectCompletedSteps,
  selectSubmission,
  submissionStarted,
} from '../apply-flow';
import { renderWithStore, testStorage } from '@hikari/shared/testing';
import {
  applyStore,
  fillApplication,
  tabStorageOf,
  validCustomer,
} from '../../test-support/application-fixture';
import {
  maintenanceReply,
  mockFetch,
  type MockReply,
  type RecordedCall,
} from '../../test-support/fetch-mock';
import { buildApplication } from './build-application';
import { CompletedPage } from './components/completed-page';
import { TermsPage } from './components/terms-page';

const accepted: MockReply = {
  body: {
    data: { applyCTC: { result: 'success', introductionId: 'HK7Q2M9X', receptionId: 'AP-20250801-7KQ3MZ' } },
  },
};

function applyCalls(calls: RecordedCall[]) {
  return calls.filter((call) => call.operation === 'ApplyCTC');
}

function variablesOf(call: RecordedCall | undefined) {
  return (
    call?.body as { variables: { formDataJSON: string; idempotencyKey: string; trackingJSON?: string } }
  ).variables;
}

async function renderTerms(bundle: AppStoreBundle) {
  return renderWithStore(<TermsPage />, {
    path: paths.applyTerms,
    otherPaths: [paths.applyCompleted, paths.applyForm3],
    bundle,
  });
}

const submitButton = () => screen.getByRole('button', { name: /この内容で申し込む|送信しています/ });

describe('TermsPage', () => {
  it('keeps the button disabled until every agreement the chosen services need is given', async () => {
    mockFetch(() => accepted);
    const user = userEvent.setup();
    const bundle = await applyStore();
    fillApplication(bundle, { phone: true });
    await renderTerms(bundle);

    expect(screen.getByRole('region', { name: '重要事項説明の本文' })).toHaveTextContent('初期契約解除制度');
    expect(screen.getByRole('region', { name: '重要事項説明の本文' })).toHaveTextContent(
      `${contractTerms.earlyTermination()}お選びのプランの契約解除料は${formatYen(5940)}です。`,
    );
    expect(screen.queryByRole('checkbox', { name: /光テレビの重要事項説明/ })).not.toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(5);
    for (const box of boxes.slice(0, -1)) await user.click(box);
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(/すべての項目に同意いただくと/);
    await user.click(boxes[boxes.length - 1] as HTMLElement);
    expect(submitButton()).toBeEnabled();
    expect(bundle.store.getState().agreements.agreeOfTelecomServiceInfo).toMatchObject({
      isNet: true,
      isPhone: true,
    });
  });

  it('sends the application once, with one key, however often the button is clicked', async () => {
    let release: () => void = () => undefined;
    const calls = mockFetch(async (call) => {
      if (call.operation !== 'ApplyCTC') return undefined;
      await new Promise<void>((resolve) => (release = resolve));
      return accepted;
    });
    const user = userEvent.setup();
    const bundle = await applyStore();
    fillApplication(bundle, { agreed: true, phone: true });
    await renderTerms(bundle);

    await user.dblClick(submitButton());
    await user.click(submitButton());
    await waitFor(() => expect(applyCalls(calls)).toHaveLength(1));
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('送信しています…');
    release();

    await screen.findByTestId('location');
    expect(screen.getByTestId('location')).toHaveTextContent(paths.applyCompleted);
    expect(applyCalls(calls)).toHaveLength(1);

    const { formDataJSON, idempotencyKey } = variablesOf(applyCalls(calls)[0]);
    expect(idempotencyKey).toMatch(/^[A-Za-z0-9._:-]{8,200}$/);
    const payload = JSON.parse(formDataJSON);
    expect(Object.keys(payload).sort()).toEqual(['agreements', 'campaignData', 'customer', 'planData']);
    expect(payload.customer).toMatchObject({
      lastName: '山田',
      mail: 'taro@example.jp',
      bankInfo: { accountNo: '1234567' },
    });
    expect(payload.agreements).toMatchObject({
      agreeOfTelecomServiceInfo: { isNet: true, isPhone: true },
      isAgreeExplanation: true,
    });
    // The estimate sent is the domain's, for the choices in the store.
    const expected = computeEstimate(
      {
        isAreaChecked: true,
        buildingType: 0,
        selectedPlan: 'plan10G',
        baseMenu: 1,
        campaignPolicy: 'benefits',
        baseCampaign: { isChangeCP: false, isOneYear980CP: false, is50000CP: false },
      },
      new Date(),
    );
    expect(payload.campaignData).toEqual(expected.campaignData);
    expect(buildPriceBreakdown(payload.planData, payload.campaignData).monthlyTotal).toEqual(
      buildPriceBreakdown(expected.planData, expected.campaignData).monthlyTotal,
    );
    expect(selectSubmission(bundle.store.getState())).toMatchObject({
      status: 'done',
      receptionId: 'AP-20250801-7KQ3MZ',
      introductionId: 'HK7Q2M9X',
      idempotencyKey: null,
    });
  });

  it('sends only fields the API knows, leaving out one an older version of the site saved', async () => {
    const calls = mockFetch((call) => (call.operation === 'ApplyCTC' ? accepted : undefined));
    const user = userEvent.setup();
    const bundle = await applyStore();
    fillApplication(bundle, { agreed: true });
    // Exactly what the page would send, as the API checks it (unknown fields refused).
    const fresh = buildApplication(bundle.store.getState(), new Date());
    expect(validateWith(applicationSchema, fresh, { now: new Date() })).toMatchObject({ ok: true });
    act(() => {
      bundle.store.dispatch(
        applicationDetailsChanged({
          oldField: 'x',
          installationInfo: { ...validCustomer.installationInfo, oldPart: 'y' },
        } as unknown as Partial<CustomerData>),
      );
    });
    await renderTerms(bundle);
    await user.click(submitButton());
    await screen.findByTestId('location');
    const { formDataJSON } = variablesOf(applyCalls(calls)[0]);
    expect(parseApplicationPayload(formDataJSON, { now: new Date() })).toMatchObject({ ok: true });
    const sent = JSON.parse(formDataJSON);
    expect(sent.customer).not.toHaveProperty('oldField');
    expect(sent.customer.installationInfo).not.toHaveProperty('oldPart');
    expect(sent.customer.installationInfo).toMatchObject({ town: '三の丸' });
  });

  it('keeps every answer after a network failure and retries with the same key', async () => {
    let fail = true;
    const calls = mockFetch((call) => {
      if (call.operation !== 'ApplyCTC') return undefined;
      if (fail) throw new TypeError('Failed to fetch');
      return accepted;
    });
    const user = userEvent.setup();
    const bundle = await applyStore();
    fillApplication(bundle, { agreed: true });
    await renderTerms(bundle);

    await user.click(submitButton());
    expect(
      await screen.findByText(/通信が途切れたため、お申し込みが届いたか確認できませんでした/),
    ).toBeInTheDocument();
    expect(screen.getByText('入力いただいた内容はそのまま残っています。')).toBeInTheDocument();
    const state = bundle.store.getState();
    expect(state.customer.applicationDetails).toMatchObject({
      lastName: '山田',
      installationInfo: { town: '三の丸' },
    });
    expect(selectSubmission(state).status).toBe('failed');

    fail = false;
    await user.click(submitButton());
    await screen.findByTestId('location');
    const [first, second] = applyCalls(calls);
    expect(variablesOf(second).idempotencyKey).toBe(variablesOf(first).idempotencyKey);
    expect(variablesOf(second).formDataJSON).toBe(variablesOf(first).formDataJSON);
  });

  it('sends where the visitor came from (arrival parameters and access log) with the application', async () => {
    const calls = mockFetch((call) => (call.operation === 'ApplyCTC' ? accepted : undefined));
    const user = userEvent.setup();
    const bundle = await applyStore();
    fillApplication(bundle, { agreed: true });
    const entry = {
      path: '/campaign/',
      columnId: 'c3',
      type: 'ad',
      datetime: '2025-08-01T10:00:00.000+09:00',
      params: { gclid: 'G-1', columnId: 'c3' },
    };
    act(() => {
      bundle.store.dispatch(accessLogLoaded({ totalCount: 3, log: [entry] }));
      bundle.store.dispatch(
        arrivalRecorded({ source: 'ad', arrivalParams: { gclid: 'G-1', columnId: 'c3' } }),
      );
    });
    await renderTerms(bundle);
    await user.click(submitButton());
    await screen.findByTestId('location');
    const { trackingJSON } = variablesOf(applyCalls(calls)[0]);
    expect(JSON.parse(trackingJSON ?? 'null')).toEqual({
      arrivalParams: { gclid: 'G-1', columnId: 'c3' },
      accessLog: { totalCount: 3, log: [entry] },
    });
  });

  it('during maintenance, says so, keeps every answer and has the settings read again', async () => {
    const calls = mockFetch((call) => {
      if (call.operation === 'ApplyCTC') return maintenanceReply;
      if (call.operation === 'GetSettingLambda') {
        return {
          body: {
            data: {
              getSettingLambda: {
                name: 'hikari',
                version: '4.0.0',
                pickupId: 218,
                callTime: { displayFirstTime: 10, displayLastTime: 18, telFirstTime: 10, telLastTime: 19 },
                maintenance: {
                  isAlwaysDisplay: true,
                  category: 'tel',
                  text: '',
                  firstDate: null,
                  lastDate: null,
                },
                createdAt: null,
                updatedAt: null,
              },
            },
          },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const bundle = await applyStore();
    fillApplication(bundle, { agreed: true });
    await renderTerms(bundle);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ただいまシステムメンテナンス中のため、お申し込みを受け付けられませんでした。',
    );
    expect(screen.queryByTestId('location')).toBeNull();
    const state = bundle.store.getState();
    expect(state.customer.applicationDetails.lastName).toBe('山田');
    expect(selectSubmission(state).status).toBe('failed');
    // The shell shows its maintenance notice from the settings read again.
    await waitFor(() =>
      expect(selectSettings(bundle.store.getState())?.maintenance.isAlwaysDisplay).toBe(true),
    );
    expect(calls.filter((call) => call.operation === 'GetSettingLambda')).toHaveLength(1);
  });

  it('shows what the server refused and links to the step that holds it', async () => {
    mockFetch((call) =>
      call.operation === 'ApplyCTC'
        ? {
            body: {
              errors: [
                {
                  message: '入力内容に誤りがあります。各項目をご確認ください。',
                  extensions: {
                    code: 'BAD_USER_INPUT',
                    fields: {
                      'customer.installationInfo.town':
                        'ご入力の設置先住所は提供エリア外のため、お申し込みいただけません。',
                    },
                  },
                },
              ],
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    const bundle = await applyStore();
    fillApplication(bundle, { agreed: true });
    await renderTerms(bundle);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ご入力の設置先住所は提供エリア外のため、お申し込みいただけません。');
    expect(screen.getByRole('link', { name: '「設置先・お支払い」で修正する' })).toHaveAttribute(
      'href',
      paths.applyForm3,
    );
    expect(selectSubmission(bundle.store.getState()).fieldErrors).toEqual({
      'customer.installationInfo.town': 'ご入力の設置先住所は提供エリア外のため、お申し込みいただけません。',
    });
  });

  it('after a reload mid-submit, says so and sends again with the key of the first attempt', async () => {
    const calls = mockFetch((call) => (call.operation === 'ApplyCTC' ? accepted : undefined));
    const storage = testStorage();
    const before = await applyStore(storage);
    fillApplication(before, { agreed: true });
    before.store.dispatch(submissionStarted({ idempotencyKey: 'key-from-the-first-attempt' }));
    await before.persistor.flush();

    // The reload: a new store from the same browser storage. The account number was never stored.
    const after = await applyStore(storage);
    expect(after.store.getState().customer.applicationDetails.bankInfo.accountNo).toBe('');
    const user = userEvent.setup();
    await renderTerms(after);

    expect(screen.getByRole('alert')).toHaveTextContent('前回の送信中にページが閉じられたため');
    await user.click(submitButton());
    // Nothing is sent without the account number; the visitor is shown where to type it again.
    expect(await screen.findByRole('link', { name: '「設置先・お支払い」で修正する' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('口座番号を入力してください');
    expect(applyCalls(calls)).toHaveLength(0);

    act(() => {
      after.store.dispatch(applicationDetailsChanged({ bankInfo: validCustomer.bankInfo }));
    });
    await user.click(submitButton());
    await screen.findByTestId('location');
    expect(variablesOf(applyCalls(calls)[0]).idempotencyKey).toBe('key-from-the-first-attempt');
  });
});

describe('TermsPage: what the law asks to explain before the contract', () => {
  it("names the provider, this application's charges from the estimate, the contact and the cooling-off period", async () => {
    mockFetch(() => undefined);
    const bundle = await applyStore();
    fillApplication(bundle, { phone: true });
    await renderTerms(bundle);
    const state = bundle.store.getState();
    // As the page computes it: the wished works days decide the holiday works fee.
    const { breakdown } = simulate(state.planData, state.campaignData, {
      now: new Date(),
      wishedWorksDays: state.customer.applicationDetails.dowConstruction,
    });
    const text = screen.getByRole('region', { name: '重要事項説明の本文' });
    expect(text).toHaveTextContent(`サービスの提供者（電気通信事業者）は、${COMPANY_NAME}`);
    // The figures are the estimate's, the same ones the confirmation above shows.
    expect(text).toHaveTextContent(
      `このお申し込みの月額料金は、1年目が${formatYen(breakdown.monthlyTotal.firstYear)}、2年目以降が${formatYen(breakdown.monthlyTotal.afterFirstYear)}です`,
    );
    expect(text).toHaveTextContent(`初期費用の合計は${formatYen(breakdown.oneTimeTotal)}です`);
    expect(text).toHaveTextContent(contractTerms.contractPeriod(24));
    expect(text).toHaveTextContent(contractTerms.billingStart);
    expect(text).not.toHaveTextContent('翌月分から');
    expect(text).toHaveTextContent('8日が経過するまでは');
    expect(within(text).getByRole('heading', { name: '7. お問い合わせ先' })).toBeInTheDocument();
    expect(text).toHaveTextContent('受付時間 10:00～18:00');
    expect(within(text).getByRole('link', { name: 'サポート窓口のページ' })).toHaveAttribute(
      'href',
      paths.support,
    );
  });

  it('puts the full text of every agreement it asks for one click from its checkbox', async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    const bundle = await applyStore();
    fillApplication(bundle, { phone: true });
    await renderTerms(bundle);
    const boxes = screen.getAllByRole('checkbox');
    const opens = screen.getAllByText(/の全文を読む」?$/, { selector: 'summary' });
    expect(opens).toHaveLength(boxes.length);

    const phone = screen.getByText('「光電話の重要事項説明」の全文を読む');
    expect(screen.queryByText(/停電のとき/)).not.toBeVisible();
    await user.click(phone);
    expect(screen.getByText(/停電のとき、宅内機器の電源が切れたとき/)).toBeVisible();
    // The net's explanation is the one printed on this page: the disclosure leads there.
    await user.click(screen.getByText('「インターネットサービスの重要事項説明」の全文を読む'));
    expect(screen.getAllByRole('link', { name: '重要事項説明へ移動する' })[0]).toHaveAttribute(
      'href',
      '#terms-explanation-heading',
    );
  });
});

describe('TermsPage: the confirmation of everything chosen and answered', () => {
  const group = (name: RegExp) => screen.getByRole('region', { name });

  it('lists the plan, every option and variant, campaigns and figures, and every answer but the account number', async () => {
    mockFetch(() => undefined);
    const bundle = await applyStore();
    fillApplication(bundle, { phone: true });
    act(() => {
      bundle.store.dispatch(
        planDataChanged({
          isMeshWiFi: true,
          netflixPlan: 'premium',
          isDazn: true,
          daznPlan: 'annual',
          isKurashiSupport: true,
          kurashiSupportPlan: 'home',
          isNumberDisplay: true,
          isAnshinSupport: true,
        }),
      );
      bundle.store.dispatch(
        applicationDetailsChanged({ daytimePhone2: '09012345678', requestColumn: '午前の工事を希望します' }),
      );
    });
    await renderTerms(bundle);

    const plan = group(/ご契約プランと料金/);
    expect(within(plan).getByTestId('confirm-plan')).toHaveTextContent('10ギガプラン（戸建て） 5,940円／月');
    expect(within(plan).getByText('インターネット＋光電話')).toBeInTheDocument();
    const options = within(plan).getByTestId('confirm-options');
    for (const label of [
      '光電話',
      'ナンバー・ディスプレイ',
      'Netflixパック（プレミアム）',
      'DAZN（年間プラン）',
      'メッシュWi-Fi',
      'くらしサポート（住まい）',
      '安心サポートPlus',
    ]) {
      expect(within(options).getByText(label)).toBeInTheDocument();
    }
    expect(options).toHaveTextContent('32,000円／年');
    // Every change of a price over time, in the words the contract document repeats.
    expect(options).toHaveTextContent('770円／月（最初の3ヶ月は無料、25ヶ月目から880円）');
    expect(options).toHaveTextContent('2,290円／月（最初の12ヶ月は無料）');
    // The figures are the domain's estimate of the choices in the store.
    const state = bundle.store.getState();
    const expected = simulate(state.planData, state.campaignData, {
      now: new Date(),
      wishedWorksDays: state.customer.applicationDetails.dowConstruction,
    }).breakdown;
    expect(within(plan).getByTestId('terms-first-year')).toHaveTextContent(
      formatYen(expected.monthlyTotal.firstYear),
    );
    expect(within(plan).getByTestId('terms-after-first-year')).toHaveTextContent(
      formatYen(expected.monthlyTotal.afterFirstYear),
    );
    expect(within(plan).getByTestId('terms-effective')).toHaveTextContent(
      formatYen(expected.effectiveMonthly),
    );
    for (const campaign of expected.appliedCampaigns) {
      expect(within(plan).getByTestId('confirm-campaigns')).toHaveTextContent(campaign.name);
    }
    const oneTime = within(plan).getByTestId('confirm-one-time');
    expect(oneTime).toHaveTextContent('契約事務手数料無料（通常770円）');
    expect(oneTime).toHaveTextContent(`初期費用の合計${formatYen(expected.oneTimeTotal)}`);
    // Only 土曜日 is wished (the fixture), so the works fall on a holiday: the fee is charged, as the API stores it.
    expect(oneTime).toHaveTextContent('休日工事費3,300円');
    expect(oneTime).toHaveTextContent('開通工事費実質無料（通常27,500円）');
    expect(within(plan).getByTestId('quote-conditions')).toHaveTextContent('残りの分割払い分');
    expect(within(plan).getByTestId('confirm-campaigns')).not.toHaveTextContent('初期費用0円');

    const applicant = group(/ご契約者さま/);
    expect(within(applicant).getByTestId('confirm-name-kana')).toHaveTextContent('ヤマダ タロウ');
    expect(within(applicant).getByTestId('confirm-dob')).toHaveTextContent('1985年4月1日（月）');
    expect(within(applicant).getByTestId('confirm-phone')).toHaveTextContent('0521234567');
    expect(applicant).toHaveTextContent('09012345678');
    expect(applicant).toHaveTextContent('男性');
    expect(applicant).toHaveTextContent('taro@example.jp');

    const installation = group(/設置先と工事のご希望/);
    expect(within(installation).getByTestId('confirm-address')).toHaveTextContent(
      '〒460-0001愛知県名古屋市中区三の丸1丁目2-3',
    );
    expect(installation).toHaveTextContent('フレッツ光');
    expect(installation).toHaveTextContent('土曜日');
    expect(installation).toHaveTextContent('10時～12時');
    expect(installation).toHaveTextContent('午前の工事を希望します');

    const payment = group(/お支払い/);
    expect(payment).toHaveTextContent('三菱ＵＦＪ（0005）');
    expect(payment).toHaveTextContent('名古屋営業部（251）');
    expect(payment).toHaveTextContent('普通');
    expect(payment).toHaveTextContent(/ヤマダ\sタロウ/);
    expect(payment).toHaveTextContent('＊＊＊＊567');
    expect(payment).not.toHaveTextContent('1234567');

    // Each group leads back to the step where it was answered.
    const links = screen.getAllByRole('link', { name: /^変更する/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['変更する（ご契約プランと料金）', paths.applyForm],
      ['変更する（ご契約者さま）', paths.applyForm2],
      ['変更する（設置先と工事のご希望）', paths.applyForm3],
      ['変更する（お支払い）', paths.applyForm3],
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the holiday works fee only when holiday works were chosen', async () => {
    mockFetch(() => undefined);
    const bundle = await applyStore();
    fillApplication(bundle);
    act(() => {
      bundle.store.dispatch(planDataChanged({ isHolidayConstruction: true }));
    });
    await renderTerms(bundle);
    expect(screen.getByTestId('confirm-one-time')).toHaveTextContent('休日工事費3,300円');
  });
});

describe('CompletedPage', () => {
  it('shows the reception number and clears the personal data from the browser', async () => {
    mockFetch(() => accepted);
    const user = userEvent.setup();
    const storage = testStorage();
    const bundle = await applyStore(storage);
    fillApplication(bundle, { agreed: true });
    await renderTerms(bundle);
    await user.click(submitButton());
    await screen.findByTestId('location');

    renderWithStore(<CompletedPage />, { path: paths.applyCompleted, bundle });
    // The number ops find the application under, and the referral code named as such.
    expect(screen.getByRole('heading', { name: '受付番号' })).toBeInTheDocument();
    expect(screen.getByTestId('reception-number')).toHaveTextContent(/^AP-20250801-7KQ3MZ$/);
    expect(screen.getByRole('heading', { name: '紹介コード' })).toBeInTheDocument();
    expect(screen.getByTestId('referral-code')).toHaveTextContent(/^HK7Q2M9X$/);
    expect(screen.getByRole('heading', { name: 'これからの流れ' })).toBeInTheDocument();
    // Only what the system does: nothing here promises a mail, and the next step is the call.
    expect(screen.queryByText(/確認メール|メールをお送りします/)).not.toBeInTheDocument();
    expect(screen.getByText('担当者からのお電話')).toBeInTheDocument();

    const state = bundle.store.getState();
    expect(state.customer.applicationDetails.lastName).toBe('');
    expect(state.customer.applicationDetails.bankInfo.accountNo).toBe('');
    expect(selectCompletedSteps(state)).toEqual([]);
    expect(state.agreements.agreeOfTelecomServiceInfo.isNet).toBe(false);
    await act(() => bundle.persistor.flush());
    const saved = (await storage.session.getItem('persist:hikari:customer')) ?? '';
    expect(saved).not.toContain('山田');
    expect(saved).not.toContain('taro@example.jp');
    // The reception number stays in the application's own record of this tab, for a reload of the page.
    const progress = tabStorageOf(storage).data.get(APPLICATION_STORAGE_KEY) ?? '';
    expect(progress).toContain('AP-20250801-7KQ3MZ');
    expect(progress).not.toContain('山田');
  });
});
