import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  APPLY_FLOW,
  defaultCampaignData,
  defaultPlanData,
  paths,
  type CampaignData,
  type PlanData,
} from '@hikari/shared/domain';
import { type AppStoreBundle } from '@hikari/shared/store';
import { memoryKeyValueStorage } from '@hikari/shared/testing';
import { resumeCopy } from '../../content/resume-content';
import { applyStore, validCustomer } from '../../test-support/application-fixture';
import { mockFetch, type MockReply, type RecordedCall } from '../../test-support/fetch-mock';
import {
  ApplyStep,
  selectCompletedSteps,
  selectSubmission,
  stepCompleted,
  submissionSucceeded,
} from '../apply-flow';
import { ResumePage } from './components/resume-page';
import { DRAFT_TOKENS_KEY, readDraftTokens, rememberDraftToken } from './draft-tokens';

const TOKEN = 'dr_Q8w2Lk5Zp0Hs';

const planData: PlanData = {
  ...defaultPlanData,
  isAreaChecked: true,
  selectedPlan: 'plan1G',
  baseMenu: 1,
  isPhone: true,
  prefecture: '愛知県',
};
const campaignData: CampaignData = { ...defaultCampaignData, isNetflixCP: true };
/** As the server keeps it: without the account number. */
const customer = { ...validCustomer, bankInfo: { ...validCustomer.bankInfo, accountNo: '' } };

const lookup = (answer: Record<string, unknown>): MockReply => ({
  body: {
    data: {
      applicationDraft: {
        result: 'found',
        message: null,
        step: null,
        draftJSON: null,
        expiresAt: null,
        ...answer,
      },
    },
  },
});

const foundDraft = (step: string, draft: unknown = { planData, campaignData, customer }) =>
  lookup({
    result: 'found',
    step,
    draftJSON: JSON.stringify(draft),
    // 10:00 in Japan.
    expiresAt: '2026-12-01T01:00:00.000Z',
  });

const STEPS = APPLY_FLOW.filter((step) => step !== paths.applyCompleted);

/** The resume page and every step (framed as the routes module frames them), as the shell routes them. */
async function renderResume(
  answer: MockReply,
  entry = `${paths.applyResume}#t=${TOKEN}`,
  given?: AppStoreBundle,
) {
  const calls = mockFetch((call) => (call.operation === 'ApplicationDraft' ? answer : undefined));
  const bundle = given ?? (await applyStore());
  render(
    <Provider store={bundle.store}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={paths.applyResume} element={<ResumePage />} />
          {STEPS.map((step) => (
            <Route
              key={step}
              path={step}
              element={
                <ApplyStep path={step}>
                  <p data-testid="location">{step}</p>
                </ApplyStep>
              }
            />
          ))}
          <Route path={paths.top} element={<p data-testid="location">{paths.top}</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { calls, bundle };
}

const draftCalls = (calls: RecordedCall[]) => calls.filter((call) => call.operation === 'ApplicationDraft');

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('/apply/resume/', () => {
  it('restores the answers, marks the earlier steps done, remembers the token and opens the step', async () => {
    const { calls, bundle } = await renderResume(foundDraft(paths.applyForm3));

    expect(await screen.findByTestId('location')).toHaveTextContent(paths.applyForm3);
    expect(draftCalls(calls).map((call) => (call.body as { variables: unknown }).variables)).toEqual([
      { token: TOKEN },
    ]);
    const state = bundle.store.getState();
    // The persisted slices carry redux-persist's record besides the answers.
    expect(state.planData).toEqual({ ...planData, _persist: expect.anything() });
    expect(state.campaignData).toEqual({ ...campaignData, _persist: expect.anything() });
    expect(state.customer.applicationDetails).toEqual(customer);
    expect(state.customer.applicationDetails.bankInfo.accountNo).toBe('');
    expect(selectCompletedSteps(state)).toEqual([paths.applyArea, paths.applyForm, paths.applyForm2]);
    expect(readDraftTokens()).toEqual([TOKEN]);

    // The step says the answers are back and the account number has to be typed again.
    expect(screen.getByTestId('resumed-notice')).toHaveTextContent(resumeCopy.restoredTitle);
    expect(screen.getByTestId('account-no-again')).toHaveTextContent(resumeCopy.accountNoAgain);
    expect(screen.getByText(resumeCopy.validUntil('2026年12月1日（火）10:00'))).toBeInTheDocument();
  });

  it('keeps only the steps before the draft’s step from what the tab held, and leaves out unknown answers', async () => {
    const bundle = await applyStore();
    for (const step of [paths.applyArea, paths.applyForm, paths.applyForm2, paths.applyForm3]) {
      bundle.store.dispatch(stepCompleted(step));
    }
    const draft = {
      planData: { ...planData, removedLongAgo: true },
      campaignData,
      customer: { ...customer, lastName: '佐藤', bankInfo: { type: 'bank' }, gender: 1 },
    };
    await renderResume(foundDraft(paths.applyForm2, draft), undefined, bundle);

    expect(await screen.findByTestId('location')).toHaveTextContent(paths.applyForm2);
    const state = bundle.store.getState();
    expect(selectCompletedSteps(state)).toEqual([paths.applyArea, paths.applyForm]);
    expect(state.planData).not.toHaveProperty('removedLongAgo');
    expect(state.customer.applicationDetails.lastName).toBe('佐藤');
    // A value of another type is not taken; the default stays.
    expect(state.customer.applicationDetails.gender).toBe('');
    // No bank account begun: nothing to type again.
    expect(screen.queryByTestId('account-no-again')).not.toBeInTheDocument();
  });

  it('in a tab that sent an application before, opens the step with the answers instead of starting over', async () => {
    const bundle = await applyStore();
    bundle.store.dispatch(
      submissionSucceeded({ receptionId: 'AP-20261120-AAAAAA', introductionId: 'AB12345' }),
    );
    await renderResume(foundDraft(paths.applyForm3), undefined, bundle);

    expect(await screen.findByTestId('location')).toHaveTextContent(paths.applyForm3);
    const state = bundle.store.getState();
    expect(state.customer.applicationDetails.lastName).toBe(validCustomer.lastName);
    expect(selectSubmission(state).status).toBe('idle');
  });

  it('says an application already sent deleted the answers, with a link to the top page', async () => {
    const { bundle } = await renderResume(lookup({ result: 'sent' }));
    expect(await screen.findByTestId('resume-message')).toHaveTextContent(
      'このお申し込みはすでに送信済みです。保存していた入力内容は削除しました。',
    );
    expect(screen.getByRole('link', { name: resumeCopy.topLink })).toHaveAttribute('href', paths.top);
    expect(bundle.store.getState().customer.applicationDetails.lastName).toBe('');
    expect(readDraftTokens()).toEqual([]);
  });

  it('says the link expired after 7 days, with a link to start again', async () => {
    await renderResume(lookup({ result: 'expired' }));
    expect(await screen.findByTestId('resume-message')).toHaveTextContent(
      'リンクの有効期限（7日間）が過ぎたため、保存していた入力内容は削除しました。',
    );
    expect(screen.getByRole('link', { name: resumeCopy.startLink })).toHaveAttribute('href', APPLY_FLOW[0]);
  });

  it('says plainly when the link finds nothing', async () => {
    await renderResume(
      lookup({ result: 'not-found', message: 'このリンクの入力内容は見つかりませんでした。' }),
    );
    expect(await screen.findByTestId('resume-message')).toHaveTextContent(
      'このリンクの入力内容は見つかりませんでした。',
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('without a token in the fragment asks the server nothing', async () => {
    const { calls } = await renderResume(foundDraft(paths.applyForm3), `${paths.applyResume}?t=${TOKEN}`);
    expect(screen.getByText(resumeCopy.noTokenTitle)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('does not restore a draft it cannot read', async () => {
    const { bundle } = await renderResume(
      lookup({ result: 'found', step: paths.applyForm3, draftJSON: '{"x":' }),
    );
    expect(await screen.findByText(resumeCopy.brokenTitle)).toBeInTheDocument();
    expect(selectCompletedSteps(bundle.store.getState())).toEqual([]);
    expect(readDraftTokens()).toEqual([]);
  });
});

describe('draft tokens', () => {
  it('remembers each token once, oldest first, and reads garbage as none', () => {
    const storage = memoryKeyValueStorage();
    expect(readDraftTokens(storage)).toEqual([]);
    rememberDraftToken('a', storage);
    rememberDraftToken('b', storage);
    rememberDraftToken('a', storage);
    expect(readDraftTokens(storage)).toEqual(['b', 'a']);
    expect(JSON.parse(storage.getItem(DRAFT_TOKENS_KEY) ?? '')).toEqual(['b', 'a']);
    storage.setItem(DRAFT_TOKENS_KEY, '{not json');
    expect(readDraftTokens(storage)).toEqual([]);
    storage.setItem(DRAFT_TOKENS_KEY, JSON.stringify(['c', 3, '']));
    expect(readDraftTokens(storage)).toEqual(['c']);
  });

  it('keeps them in the tab’s sessionStorage under hikari:draft-tokens', () => {
    rememberDraftToken('t1');
    expect(window.sessionStorage.getItem('hikari:draft-tokens')).toBe('["t1"]');
    expect(readDraftTokens()).toEqual(['t1']);
  });
});
