import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLY_FLOW, paths } from '@hikari/shared/domain';
import { planDataChanged } from '@hikari/shared/store';
import {
  stepCompleted,
  submissionSucceeded,
  selectCompletedSteps,
  selectSubmission,
} from './state/application-slice';
import { applyStore } from '../../test-support/application-fixture';
import { renderWithStore } from '@hikari/shared/testing';
import { stepLabels } from '../../content/apply-flow-content';
import { ApplyStep } from './components/apply-step';
import { firstIncompleteStep, redirectFor, type FlowProgress } from './flow-progress';

const progress = (overrides: Partial<FlowProgress> = {}): FlowProgress => ({
  completedSteps: [],
  isAreaChecked: false,
  isSubmitted: false,
  ...overrides,
});

describe('redirectFor', () => {
  it.each([
    [paths.applyArea, progress(), null],
    [paths.applyForm, progress(), null],
    [paths.applyForm2, progress(), paths.applyArea],
    [paths.applyForm2, progress({ isAreaChecked: true }), paths.applyForm],
    [paths.applyForm2, progress({ isAreaChecked: true, completedSteps: [paths.applyForm] }), null],
    [
      paths.applyTerms,
      progress({ isAreaChecked: true, completedSteps: [paths.applyForm] }),
      paths.applyForm2,
    ],
    [
      paths.applyTerms,
      progress({ completedSteps: [paths.applyArea, paths.applyForm, paths.applyForm2, paths.applyForm3] }),
      null,
    ],
    [paths.applyCompleted, progress({ completedSteps: [...APPLY_FLOW.slice(0, 5)] }), paths.applyTerms],
    [paths.applyCompleted, progress({ completedSteps: [paths.applyArea] }), paths.applyForm],
    [paths.applyCompleted, progress({ isSubmitted: true }), null],
  ])('%s with %o goes to %s', (step, state, target) => {
    expect(redirectFor(step, state)).toBe(target);
  });

  it('names terms as the open step when everything before the submission is done', () => {
    expect(firstIncompleteStep(progress({ completedSteps: [...APPLY_FLOW.slice(0, 5)] }))).toBe(
      paths.applyCompleted,
    );
    expect(
      firstIncompleteStep(
        progress({ completedSteps: [paths.applyArea, paths.applyForm, paths.applyForm2, paths.applyForm3] }),
      ),
    ).toBe(paths.applyTerms);
  });
});

describe('ApplyStep', () => {
  const others = APPLY_FLOW.filter((step) => step !== paths.applyForm3);

  it('says in place of a typed later step which step is not done yet, and links to it', async () => {
    const bundle = await applyStore();
    bundle.store.dispatch(planDataChanged({ isAreaChecked: true }));
    bundle.store.dispatch(stepCompleted(paths.applyForm));
    renderWithStore(
      <ApplyStep path={paths.applyForm3}>
        <p>form3 content</p>
      </ApplyStep>,
      { path: paths.applyForm3, otherPaths: others, bundle },
    );
    // No redirect: the visitor stays where they went and is told why.
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.queryByText('form3 content')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: '前の手順がまだ済んでいません' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '「設置先・お支払い」の画面は、それより前の手順を済ませると表示されます。まだ「ご契約者さま情報」が済んでいませんので、そこから続けてください。',
    );
    await userEvent.click(screen.getByRole('link', { name: '「ご契約者さま情報」から続ける' }));
    expect(screen.getByTestId('location')).toHaveTextContent(paths.applyForm2);
  });

  it.each([
    [paths.applyForm3, '前の手順がまだ済んでいません', 'まだ「提供エリアの確認」が済んでいません'],
    [paths.applyTerms, '前の手順がまだ済んでいません', 'まだ「提供エリアの確認」が済んでいません'],
    [
      paths.applyCompleted,
      'お申し込みはまだ送信されていません',
      '「重要事項の確認」でお申し込みを送信すると表示されます。まだ「提供エリアの確認」が済んでいません',
    ],
  ])('%s opened without any progress says why and leads back to the area check', async (step, title, why) => {
    const bundle = await applyStore();
    renderWithStore(
      <ApplyStep path={step}>
        <p>step content</p>
      </ApplyStep>,
      { path: step, otherPaths: APPLY_FLOW.filter((other) => other !== step), bundle },
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.queryByText('step content')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(why);
    expect(screen.getByRole('link', { name: '「提供エリアの確認」から続ける' })).toHaveAttribute(
      'href',
      paths.applyArea,
    );
    // The step indicator stays, marking the step that was opened.
    expect(
      screen.getByRole('navigation', { name: 'お申し込みの手順' }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent(stepLabels[step]);
  });

  it('the completed page opened with everything answered but not sent leads to the terms step', async () => {
    const bundle = await applyStore();
    for (const step of APPLY_FLOW.slice(0, 5)) bundle.store.dispatch(stepCompleted(step));
    renderWithStore(
      <ApplyStep path={paths.applyCompleted}>
        <p>done</p>
      </ApplyStep>,
      { path: paths.applyCompleted, otherPaths: [paths.applyTerms], bundle },
    );
    expect(screen.getByRole('status')).toHaveTextContent('内容をご確認のうえ、送信してください。');
    await userEvent.click(screen.getByRole('link', { name: '「重要事項の確認」から続ける' }));
    expect(screen.getByTestId('location')).toHaveTextContent(paths.applyTerms);
  });

  it('shows the step with the indicator marking the current and finished steps', async () => {
    const bundle = await applyStore();
    for (const step of [paths.applyArea, paths.applyForm, paths.applyForm2])
      bundle.store.dispatch(stepCompleted(step));
    renderWithStore(
      <ApplyStep path={paths.applyForm3}>
        <p>form3 content</p>
      </ApplyStep>,
      { path: paths.applyForm3, otherPaths: others, bundle },
    );
    expect(screen.getByText('form3 content')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'お申し込みの手順' });
    const items = nav.querySelectorAll('li');
    expect(items).toHaveLength(6);
    expect(items[3]).toHaveAttribute('aria-current', 'step');
    expect(items[3]).toHaveTextContent('ステップ4／6：設置先・お支払い');
    // jsdom's name computation puts a space at the <wbr> between a name's pieces; browsers do not.
    expect(
      screen.getByRole('link', { name: /ステップ3／6：\s*ご契約者さま\s*情報\s*（完了）/ }),
    ).toHaveAttribute('href', paths.applyForm2);
    expect(items[4]).not.toHaveClass('steps__done');
  });

  it.each([
    ['an unregistered building (priced as a home)', { buildingType: 1, isMansionHome: true }, true],
    ['a registered building', { buildingType: 1, isMansionHome: false }, false],
    ['a home', { buildingType: 0, isMansionHome: false }, false],
  ] as const)('carries the area answer’s caveat onto the step for %s: %s', async (_label, plan, shown) => {
    const bundle = await applyStore();
    bundle.store.dispatch(planDataChanged({ isAreaChecked: true, ...plan }));
    renderWithStore(
      <ApplyStep path={paths.applyForm}>
        <p>simulation</p>
      </ApplyStep>,
      { path: paths.applyForm, otherPaths: APPLY_FLOW.filter((step) => step !== paths.applyForm), bundle },
    );
    if (shown) {
      expect(screen.getByTestId('area-caveat')).toHaveTextContent('ご入力の建物は登録されていません');
      expect(screen.getByTestId('area-caveat')).toHaveTextContent('戸建てタイプの料金でお見積もり');
    } else expect(screen.queryByTestId('area-caveat')).not.toBeInTheDocument();
  });

  it('opens the completed page only with an accepted application', async () => {
    const bundle = await applyStore();
    bundle.store.dispatch(
      submissionSucceeded({ receptionId: 'AP-20250801-7KQ3MZ', introductionId: 'AB12CD34' }),
    );
    renderWithStore(
      <ApplyStep path={paths.applyCompleted}>
        <p>done</p>
      </ApplyStep>,
      { path: paths.applyCompleted, otherPaths: [paths.applyArea], bundle },
    );
    expect(screen.getByText('done')).toBeInTheDocument();
    expect(
      screen.getByRole('navigation', { name: 'お申し込みの手順' }).querySelectorAll('li.steps__done'),
    ).toHaveLength(5);
  });

  it('back from the completed page starts a new application from the area check and says so', async () => {
    const bundle = await applyStore();
    bundle.store.dispatch(planDataChanged({ isAreaChecked: true, selectedPlan: 'plan1G' }));
    for (const step of APPLY_FLOW.slice(0, 5)) bundle.store.dispatch(stepCompleted(step));
    bundle.store.dispatch(
      submissionSucceeded({ receptionId: 'AP-20250801-7KQ3MZ', introductionId: 'AB12CD34' }),
    );
    // Browser Back from /apply/completed/ lands on the terms step.
    const back = renderWithStore(
      <ApplyStep path={paths.applyTerms}>
        <p>terms content</p>
      </ApplyStep>,
      { path: paths.applyTerms, otherPaths: [paths.applyArea], bundle },
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(paths.applyArea);
    expect(screen.queryByText('terms content')).not.toBeInTheDocument();
    back.unmount();

    // The area step it leads to.
    renderWithStore(
      <ApplyStep path={paths.applyArea}>
        <p>area content</p>
      </ApplyStep>,
      { path: paths.applyArea, bundle },
    );
    expect(screen.getByText('area content')).toBeInTheDocument();
    expect(screen.getByTestId('restart-note')).toHaveTextContent(
      '前回のお申し込み（受付番号 AP-20250801-7KQ3MZ）は受け付け済みです',
    );
    const nav = screen.getByRole('navigation', { name: 'お申し込みの手順' });
    // Nothing of the accepted application is shown as done, 完了 least of all.
    expect(nav.querySelectorAll('li.steps__done')).toHaveLength(0);
    expect(nav.querySelector('[aria-current="step"]')).toHaveTextContent('提供エリアの確認');
    const state = bundle.store.getState();
    expect(selectSubmission(state)).toMatchObject({ status: 'idle', receptionId: null });
    expect(selectCompletedSteps(state)).toEqual([]);
    expect(state.planData.isAreaChecked).toBe(false);

    // The note goes once the new application is under way.
    act(() => {
      bundle.store.dispatch(stepCompleted(paths.applyArea));
    });
    expect(screen.queryByTestId('restart-note')).not.toBeInTheDocument();
  });

  it('the step that sends the application goes on to the completed page, not into a new application', async () => {
    const bundle = await applyStore();
    bundle.store.dispatch(planDataChanged({ isAreaChecked: true }));
    for (const step of APPLY_FLOW.slice(0, 4)) bundle.store.dispatch(stepCompleted(step));
    renderWithStore(
      <ApplyStep path={paths.applyTerms}>
        <p>terms content</p>
      </ApplyStep>,
      { path: paths.applyTerms, otherPaths: [paths.applyArea], bundle },
    );
    expect(screen.getByText('terms content')).toBeInTheDocument();
    act(() => {
      bundle.store.dispatch(
        submissionSucceeded({ receptionId: 'AP-20250801-7KQ3MZ', introductionId: 'AB12CD34' }),
      );
    });
    const state = bundle.store.getState();
    expect(selectSubmission(state)).toMatchObject({ status: 'done', receptionId: 'AP-20250801-7KQ3MZ' });
    expect(screen.queryByTestId('restart-note')).not.toBeInTheDocument();
  });
});
