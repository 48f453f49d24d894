import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SLOT_CHANGE_RULE,
  contractTerms,
  paths,
  worksSlotLabel,
  type WorksSlotChoice,
} from '@hikari/shared/domain';
import { applicationDetailsChanged, type AppStoreBundle } from '@hikari/shared/store';
import { renderWithStore, testStorage } from '@hikari/shared/testing';
import { applyStore, fillApplication } from '../../test-support/application-fixture';
import { mockFetch, type MockReply, type RecordedCall } from '../../test-support/fetch-mock';
import { selectSubmission } from '../apply-flow';
import { CompletedPage } from './components/completed-page';
import { TermsPage } from './components/terms-page';

const held: WorksSlotChoice = {
  date: '2026-12-05',
  band: 'am',
  holdId: 'hold-1',
  // 2099年1月1日 14:07 in Japan.
  expiresAt: '2099-01-01T05:07:00.000Z',
};
const heldLabel = worksSlotLabel(held);

function accepted(worksSlot: { date: string; band: string } | null, followToken: string | null): MockReply {
  return {
    body: {
      data: {
        applyCTC: {
          result: 'success',
          introductionId: 'HK7Q2M9X',
          receptionId: 'AP-20250801-7KQ3MZ',
          worksSlot: worksSlot && { ...worksSlot, label: worksSlotLabel(held), holiday: true },
          followToken,
        },
      },
    },
  };
}

const applyCalls = (calls: RecordedCall[]) => calls.filter((call) => call.operation === 'ApplyCTC');
const sentCustomer = (call: RecordedCall | undefined) =>
  JSON.parse((call?.body as { variables: { formDataJSON: string } }).variables.formDataJSON).customer;

async function storeWith(worksSlot: WorksSlotChoice | null, storage = testStorage()) {
  const bundle = await applyStore(storage);
  fillApplication(bundle, { agreed: true });
  bundle.store.dispatch(applicationDetailsChanged({ worksSlot }));
  return bundle;
}

function renderTerms(bundle: AppStoreBundle) {
  return renderWithStore(<TermsPage />, {
    path: paths.applyTerms,
    otherPaths: [paths.applyCompleted, paths.applyForm3],
    bundle,
  });
}

/** Sends the application from the terms page, then shows the completion page as the route would. */
async function submitAndComplete(bundle: AppStoreBundle) {
  const user = userEvent.setup();
  const terms = renderTerms(bundle);
  await user.click(screen.getByRole('button', { name: 'この内容で申し込む' }));
  await screen.findByTestId('location');
  terms.unmount();
  renderWithStore(<CompletedPage />, { path: paths.applyCompleted, bundle });
}

const worksRow = () =>
  within(screen.getByRole('region', { name: /設置先と工事のご希望/ })).getByTestId('confirm-works-slot');

describe('the works slot on the terms page', () => {
  it('shows the held slot and until when it is kept', async () => {
    mockFetch(() => undefined);
    renderTerms(await storeWith(held));
    expect(worksRow()).toHaveTextContent(`${heldLabel}（2099年1月1日 14:07まで確保）`);
    expect(worksRow().closest('.confirm-list__row')?.querySelector('dt')).toHaveTextContent('工事日');
  });

  it('says the date is arranged by phone when none was chosen', async () => {
    mockFetch(() => undefined);
    renderTerms(await storeWith(null));
    expect(worksRow()).toHaveTextContent('後で相談（担当者からお電話します）');
  });

  it('says so when the hold has run out, and that a free slot is still booked with the application', async () => {
    mockFetch(() => undefined);
    renderTerms(await storeWith({ ...held, expiresAt: '2020-01-01T00:00:00.000Z' }));
    expect(worksRow()).toHaveTextContent(
      `${heldLabel}（確保時間が過ぎました。お申し込みの送信時に空いていれば、この日時で予約します）`,
    );
  });

  it('sends the held slot with the application, and null when the date is left to the phone call', async () => {
    const calls = mockFetch((call) =>
      call.operation === 'ApplyCTC' ? accepted({ date: held.date, band: held.band }, 'tok') : undefined,
    );
    const user = userEvent.setup();
    const first = renderTerms(await storeWith(held));
    await user.click(screen.getByRole('button', { name: 'この内容で申し込む' }));
    await screen.findByTestId('location');
    expect(sentCustomer(applyCalls(calls)[0]).worksSlot).toEqual(held);
    first.unmount();

    renderTerms(await storeWith(null));
    await user.click(screen.getByRole('button', { name: 'この内容で申し込む' }));
    await screen.findByTestId('location');
    expect(sentCustomer(applyCalls(calls)[1]).worksSlot).toBeNull();
  });

  it('sends the visitor back to form3 when the server refuses the slot', async () => {
    const message =
      'お選びの工事日の確保時間（20分）が過ぎ、その間にほかのお客さまのご予約で埋まりました。下の空いている日からお選びください。ほかの入力内容はそのまま残っています。';
    mockFetch((call) =>
      call.operation === 'ApplyCTC'
        ? {
            body: {
              errors: [
                {
                  message: '入力内容に誤りがあります。各項目をご確認ください。',
                  extensions: { code: 'BAD_USER_INPUT', fields: { 'customer.worksSlot': message } },
                },
              ],
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    const bundle = await storeWith(held);
    renderTerms(bundle);
    await user.click(screen.getByRole('button', { name: 'この内容で申し込む' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: '「設置先・お支払い」で修正する' })).toHaveAttribute(
      'href',
      paths.applyForm3,
    );
    expect(selectSubmission(bundle.store.getState())).toMatchObject({
      status: 'failed',
      fieldErrors: { 'customer.worksSlot': message },
    });
    // Every answer stays, the slot included, for the step to show what happened to it.
    expect(bundle.store.getState().customer.applicationDetails.worksSlot).toEqual(held);
  });
});

describe('the works slot on the completion page', () => {
  it('shows the booked slot, the rule for changing it and the link to the application status', async () => {
    mockFetch((call) =>
      call.operation === 'ApplyCTC' ? accepted({ date: held.date, band: held.band }, 'tok_Ab-9') : undefined,
    );
    const storage = testStorage();
    const bundle = await storeWith(held, storage);
    await submitAndComplete(bundle);

    const section = screen.getByRole('region', { name: 'ご予約の工事日' });
    expect(within(section).getByTestId('works-slot')).toHaveTextContent(heldLabel);
    expect(section).toHaveTextContent(SLOT_CHANGE_RULE);
    expect(within(section).getByRole('link', { name: 'お申し込み状況を確認する' })).toHaveAttribute(
      'href',
      `${paths.applyStatus}#t=tok_Ab-9`,
    );
    expect(section).toHaveTextContent('同じリンクを、お送りする契約書面のメールにも記載しています。');
    // The call no longer promises to arrange a date already booked.
    expect(
      screen.getByText(/工事日をまだ決めていない場合は、このお電話で相談して決めます。/),
    ).toBeInTheDocument();

    // A reload of the page keeps them (the application's own record of this tab).
    const again = await applyStore(storage);
    expect(selectSubmission(again.store.getState())).toMatchObject({
      worksSlot: { date: held.date, band: held.band, label: heldLabel },
      followToken: 'tok_Ab-9',
    });
  });

  it('says the date will be arranged by phone when none was booked', async () => {
    mockFetch((call) => (call.operation === 'ApplyCTC' ? accepted(null, 'tok_Cd-1') : undefined));
    await submitAndComplete(await storeWith(null));

    const section = screen.getByRole('region', { name: 'ご予約の工事日' });
    expect(within(section).getByTestId('works-slot')).toHaveTextContent(
      `工事日はまだ決まっていません。${contractTerms.worksDayToArrange}`,
    );
    expect(section).not.toHaveTextContent(SLOT_CHANGE_RULE);
    expect(within(section).getByRole('link', { name: 'お申し込み状況を確認する' })).toHaveAttribute(
      'href',
      `${paths.applyStatus}#t=tok_Cd-1`,
    );
  });
});
