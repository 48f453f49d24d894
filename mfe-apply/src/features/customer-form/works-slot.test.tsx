import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractTerms, paths, worksSlotLabel, type WorksSlotChoice } from '@hikari/shared/domain';
import { applicationDetailsChanged, type AppStoreBundle } from '@hikari/shared/store';
import { renderWithStore, testStorage } from '@hikari/shared/testing';
import { servedAreaResult } from '@hikari/shared/testing/fixtures';
import { applyStore, fillApplication } from '../../test-support/application-fixture';
import { mockFetch, type MockHandler, type RecordedCall } from '../../test-support/fetch-mock';
import { selectSubmission, submissionRejected } from '../apply-flow';
import { Form3Page } from './components/form3-page';

// The whole step is on the page: a few seconds on a busy machine.
jest.setTimeout(30_000);

type Band = 'am' | 'pm';

const slot = (date: string, band: Band) => ({
  date,
  band,
  label: worksSlotLabel({ date, band }),
  holiday: true,
});
const labelOf = (date: string, band: Band) => worksSlotLabel({ date, band });

/** Free slots of the fixture's answers (愛知県, a house, only Saturday wished: holiday works). */
const FREE = [
  slot('2026-12-05', 'am'),
  slot('2026-12-05', 'pm'),
  slot('2026-12-06', 'am'),
  slot('2026-12-12', 'pm'),
  slot('2026-12-19', 'am'),
];
/** 14:07 in Japan: far enough ahead that no test sees the hold run out. */
const EXPIRES_AT = '2099-01-01T05:07:00.000Z';

interface HoldVariables {
  input: { prefecture: string; buildingType: number; wishedDays: string[] };
  date: string;
  band: string;
  previousHoldId: string | null;
}

const variablesOf = <T,>(call: RecordedCall | undefined) => (call?.body as { variables: T }).variables;
const callsOf = (calls: RecordedCall[], operation: string) => calls.filter((c) => c.operation === operation);

/**
 * The API as these tests need it: the works calendar (free slots, holds,
 * releases), and the postal and area look-ups of the step's submit.
 * `taken` names the slots whose hold the server refuses.
 */
function worksApi(options: { free?: typeof FREE; taken?: string[]; alternatives?: typeof FREE } = {}) {
  let holds = 0;
  const handler: MockHandler = (call) => {
    const url = new URL(call.url, 'http://site.test');
    if (call.operation === 'WorksSlots') {
      return { body: { data: { worksSlots: { slots: options.free ?? FREE, message: null } } } };
    }
    if (call.operation === 'HoldWorksSlot') {
      const { date, band } = variablesOf<HoldVariables>(call);
      if (options.taken?.includes(`${date}|${band}`)) {
        return {
          body: {
            data: {
              holdWorksSlot: {
                result: 'taken',
                holdId: null,
                slot: null,
                expiresAt: null,
                message:
                  'お選びの工事日は、ほかのお客さまのご予約で埋まりました。下の空いている日からお選びください。',
                alternatives: options.alternatives ?? [],
              },
            },
          },
        };
      }
      holds += 1;
      return {
        body: {
          data: {
            holdWorksSlot: {
              result: 'held',
              holdId: `hold-${holds}`,
              slot: slot(date, band as Band),
              expiresAt: EXPIRES_AT,
              message: null,
              alternatives: [],
            },
          },
        },
      };
    }
    if (call.operation === 'ReleaseWorksHold') return { body: { data: { releaseWorksHold: true } } };
    if (call.operation === 'SearchCommufaArea') {
      return { body: { data: { searchCommufaArea: servedAreaResult() } } };
    }
    if (url.pathname === '/postal/4600001') {
      const town = {
        prefecture: '愛知県',
        city: '名古屋市中区',
        town: '三の丸',
        prefectureKana: 'アイチケン',
        cityKana: 'ナゴヤシナカク',
      };
      return { body: { postalCode: '4600001', ...town, towns: [town] } };
    }
    if (url.pathname === '/banks') {
      return { body: { banks: [{ code: '0005', name: '三菱ＵＦＪ', kana: 'ミツビシユ-エフジエイ' }] } };
    }
    if (url.pathname === '/banks/0005/branches') {
      return {
        body: { bankCode: '0005', branches: [{ code: '251', name: '名古屋営業部', kana: 'ナゴヤ' }] },
      };
    }
    return undefined;
  };
  return handler;
}

/** Steps 1-3 answered (the fixture), on form3 again. */
async function filledStore(storage = testStorage()): Promise<AppStoreBundle> {
  const bundle = await applyStore(storage);
  fillApplication(bundle);
  return bundle;
}

function render(bundle: AppStoreBundle) {
  return renderWithStore(<Form3Page />, {
    path: paths.applyForm3,
    otherPaths: [paths.applyTerms],
    bundle,
  });
}

const field = () => screen.getByRole('group', { name: '工事日のご予約' });
const slotRadio = (date: string, band: Band) => screen.getByRole('radio', { name: labelOf(date, band) });
const worksSlotOf = (bundle: AppStoreBundle) => bundle.store.getState().customer.applicationDetails.worksSlot;
const heldText = (date: string, band: Band) =>
  `${labelOf(date, band)} をお取りしています。14:07まで確保します（20分）。お申し込みを送信すると予約が確定します。`;

async function startBooking(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(field()).getByRole('radio', { name: '工事日を選んで予約する' }));
  return screen.findByRole('radio', { name: labelOf('2026-12-05', 'am') });
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('工事日のご予約 on form3', () => {
  it('leaves the date to the phone call by default, and asks the server nothing', async () => {
    const calls = mockFetch(worksApi());
    render(await filledStore());
    expect(within(field()).getByRole('radio', { name: '工事日は後で相談する' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: labelOf('2026-12-05', 'am') })).not.toBeInTheDocument();
    expect(callsOf(calls, 'WorksSlots')).toHaveLength(0);
  });

  it('offers the free slots by day for the address, the plan and the wished days, and holds the one chosen', async () => {
    const calls = mockFetch(worksApi());
    const user = userEvent.setup();
    const bundle = await filledStore();
    render(bundle);
    await startBooking(user);

    expect(variablesOf<{ input: unknown }>(callsOf(calls, 'WorksSlots')[0])).toEqual({
      input: { prefecture: '愛知県', buildingType: 0, wishedDays: ['sat'] },
    });
    // One group per day, earliest first, each radio named by the server's label.
    const days = screen.getAllByRole('group', { name: /^2026年12月/ });
    expect(days.map((day) => day.getAttribute('aria-labelledby'))).toEqual([
      'works-day-2026-12-05',
      'works-day-2026-12-06',
      'works-day-2026-12-12',
      'works-day-2026-12-19',
    ]);
    expect(within(days[0]!).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('group', { name: '2026年12月5日（土）' })).toBeInTheDocument();

    const chosen = slotRadio('2026-12-05', 'am');
    await user.click(chosen);
    await waitFor(() => expect(screen.getByText(heldText('2026-12-05', 'am'))).toBeInTheDocument());
    expect(screen.getByText(heldText('2026-12-05', 'am')).closest('[role="status"]')).not.toBeNull();
    expect(chosen).toBeChecked();
    expect(chosen).toHaveFocus();
    expect(variablesOf<HoldVariables>(callsOf(calls, 'HoldWorksSlot')[0])).toEqual({
      input: { prefecture: '愛知県', buildingType: 0, wishedDays: ['sat'] },
      date: '2026-12-05',
      band: 'am',
      previousHoldId: null,
      idempotencyKey: expect.stringMatching(/^hold-/),
    });
    expect(worksSlotOf(bundle)).toEqual({
      date: '2026-12-05',
      band: 'am',
      holdId: 'hold-1',
      expiresAt: EXPIRES_AT,
    });

    // Choosing again gives the first hold back in the same call.
    await user.click(slotRadio('2026-12-12', 'pm'));
    await waitFor(() => expect(screen.getByText(heldText('2026-12-12', 'pm'))).toBeInTheDocument());
    expect(variablesOf<HoldVariables>(callsOf(calls, 'HoldWorksSlot')[1])).toMatchObject({
      date: '2026-12-12',
      band: 'pm',
      previousHoldId: 'hold-1',
    });
    expect(worksSlotOf(bundle)).toMatchObject({ date: '2026-12-12', band: 'pm', holdId: 'hold-2' });
  });

  it('when the slot is gone, says so by the field, offers the nearest free slots first and keeps every other answer', async () => {
    const calls = mockFetch(
      worksApi({
        taken: ['2026-12-05|am'],
        alternatives: [slot('2026-12-06', 'am'), slot('2026-12-12', 'pm')],
      }),
    );
    const user = userEvent.setup();
    const bundle = await filledStore();
    const before = bundle.store.getState().customer.applicationDetails;
    render(bundle);
    await startBooking(user);
    await user.click(slotRadio('2026-12-05', 'am'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('お選びの工事日は、ほかのお客さまのご予約で埋まりました。');
    const alternatives = screen.getByRole('group', { name: 'お選びの日に近い、空いている工事日' });
    expect(
      within(alternatives)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual([labelOf('2026-12-06', 'am'), labelOf('2026-12-12', 'pm')]);
    // The alternatives lead the list; the slot that is gone is no longer offered.
    const radios = within(screen.getByRole('group', { name: '予約できる工事日' })).getAllByRole('radio');
    expect(radios[0]).toBe(within(alternatives).getAllByRole('radio')[0]);
    expect(screen.queryByRole('radio', { name: labelOf('2026-12-05', 'am') })).not.toBeInTheDocument();
    await waitFor(() => expect(radios[0]).toHaveFocus());
    expect(radios[0]).toHaveAccessibleDescription(/ほかのお客さまのご予約で埋まりました/);
    expect(radios[0]).not.toBeChecked();
    // The list is asked for again, and nothing but the slot changed.
    await waitFor(() => expect(callsOf(calls, 'WorksSlots')).toHaveLength(2));
    expect(bundle.store.getState().customer.applicationDetails).toEqual({ ...before, worksSlot: null });

    // Held from among the nearest slots: the list stays as it is, with the focus on the choice.
    const alternative = slotRadio('2026-12-06', 'am');
    await user.click(alternative);
    await waitFor(() => expect(screen.getByText(heldText('2026-12-06', 'am'))).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(alternative).toBeInTheDocument();
    expect(alternative).toBeChecked();
    expect(alternative).toHaveFocus();
    expect(worksSlotOf(bundle)).toMatchObject({ date: '2026-12-06', band: 'am', holdId: 'hold-1' });
  });

  it('「工事日は後で相談する」 gives the hold back and keeps no slot, through to the next step', async () => {
    const calls = mockFetch(worksApi());
    const user = userEvent.setup();
    const bundle = await filledStore();
    render(bundle);
    await startBooking(user);
    await user.click(slotRadio('2026-12-05', 'pm'));
    await waitFor(() => expect(worksSlotOf(bundle)).toMatchObject({ holdId: 'hold-1' }));

    await user.click(within(field()).getByRole('radio', { name: '工事日は後で相談する' }));
    await waitFor(() => expect(callsOf(calls, 'ReleaseWorksHold')).toHaveLength(1));
    expect(variablesOf(callsOf(calls, 'ReleaseWorksHold')[0])).toEqual({
      holdId: 'hold-1',
      idempotencyKey: expect.stringMatching(/^release-/),
    });
    expect(worksSlotOf(bundle)).toBeNull();
    expect(screen.queryByRole('radio', { name: labelOf('2026-12-05', 'pm') })).not.toBeInTheDocument();
    expect(screen.getByText(contractTerms.worksDayToArrange)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '次へ進む' }));
    await screen.findByTestId('location');
    expect(screen.getByTestId('location')).toHaveTextContent(paths.applyTerms);
    expect(worksSlotOf(bundle)).toBeNull();
  });

  it('goes on with the held slot kept in the answers', async () => {
    mockFetch(worksApi());
    const user = userEvent.setup();
    const bundle = await filledStore();
    render(bundle);
    await startBooking(user);
    await user.click(slotRadio('2026-12-19', 'am'));
    await screen.findByText(heldText('2026-12-19', 'am'));
    await user.click(screen.getByRole('button', { name: '次へ進む' }));
    await screen.findByTestId('location');
    expect(worksSlotOf(bundle)).toEqual({
      date: '2026-12-19',
      band: 'am',
      holdId: 'hold-1',
      expiresAt: EXPIRES_AT,
    });
  });

  it('asks for a slot when 「工事日を選んで予約する」 is chosen without one', async () => {
    mockFetch(worksApi());
    const user = userEvent.setup();
    const bundle = await filledStore();
    render(bundle);
    await startBooking(user);
    await user.click(screen.getByRole('button', { name: '次へ進む' }));

    const first = slotRadio('2026-12-05', 'am');
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription(/工事日を選択してください/);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    // Leaving the date to the phone call answers it.
    await user.click(within(field()).getByRole('radio', { name: '工事日は後で相談する' }));
    await waitFor(() => expect(screen.queryByText('工事日を選択してください')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '次へ進む' }));
    await screen.findByTestId('location');
    expect(worksSlotOf(bundle)).toBeNull();
  });

  it('keeps the held slot through a reload, as the other answers of the step', async () => {
    mockFetch(worksApi());
    const user = userEvent.setup();
    const storage = testStorage();
    const before = await filledStore(storage);
    const page = render(before);
    await startBooking(user);
    await user.click(slotRadio('2026-12-06', 'am'));
    await screen.findByText(heldText('2026-12-06', 'am'));
    await act(() => before.persistor.flush());
    page.unmount();

    const after = await applyStore(storage);
    render(after);
    expect(within(field()).getByRole('radio', { name: '工事日を選んで予約する' })).toBeChecked();
    expect(screen.getByText(heldText('2026-12-06', 'am'))).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: labelOf('2026-12-06', 'am') })).toBeChecked();
  });

  it('says plainly when the hold has run out, and lets the visitor hold the same slot again', async () => {
    const calls = mockFetch(worksApi());
    const user = userEvent.setup();
    const bundle = await filledStore();
    const expired: WorksSlotChoice = {
      date: '2026-12-05',
      band: 'am',
      holdId: 'old-hold',
      expiresAt: '2020-01-01T00:00:00.000Z',
    };
    bundle.store.dispatch(applicationDetailsChanged({ worksSlot: expired }));
    render(bundle);

    expect(within(field()).getByRole('radio', { name: '工事日を選んで予約する' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(
      `お取りしていた工事日（${labelOf('2026-12-05', 'am')}）は、確保できる20分を過ぎました。`,
    );
    const same = await screen.findByRole('radio', { name: labelOf('2026-12-05', 'am') });
    expect(same).not.toBeChecked();
    expect(screen.queryByText(/をお取りしています。/)).not.toBeInTheDocument();

    // Sent as it is, the step stops at the field.
    await user.click(screen.getByRole('button', { name: '次へ進む' }));
    await waitFor(() => expect(same).toHaveFocus());
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    await user.click(same);
    await screen.findByText(heldText('2026-12-05', 'am'));
    expect(variablesOf<HoldVariables>(callsOf(calls, 'HoldWorksSlot')[0])).toMatchObject({
      date: '2026-12-05',
      band: 'am',
      previousHoldId: 'old-hold',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives a hold back when the wished days no longer allow it, and asks for the slots of the new days', async () => {
    const calls = mockFetch(worksApi());
    const user = userEvent.setup();
    const bundle = await filledStore();
    render(bundle);
    await startBooking(user);
    await user.click(slotRadio('2026-12-05', 'am'));
    await screen.findByText(heldText('2026-12-05', 'am'));

    // Saturday and Monday: no longer holiday works, so a Saturday slot cannot be booked.
    await user.click(screen.getByRole('checkbox', { name: '月曜日' }));
    await waitFor(() => expect(callsOf(calls, 'ReleaseWorksHold')).toHaveLength(1));
    expect(variablesOf(callsOf(calls, 'ReleaseWorksHold')[0])).toEqual({
      holdId: 'hold-1',
      idempotencyKey: expect.stringMatching(/^release-/),
    });
    expect(worksSlotOf(bundle)).toBeNull();
    expect(
      screen.getByText(/ご住所またはご希望の曜日が変わったため、お取りしていた工事日（.+）を解除しました。/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(variablesOf(callsOf(calls, 'WorksSlots').at(-1))).toEqual({
        input: { prefecture: '愛知県', buildingType: 0, wishedDays: ['mon', 'sat'] },
      }),
    );
  });

  it('after the server refused the slot with the application, shows its message by the field with the slots loaded again', async () => {
    const calls = mockFetch(worksApi({ free: [slot('2026-12-12', 'pm'), slot('2026-12-19', 'am')] }));
    const user = userEvent.setup();
    const bundle = await filledStore();
    const gone =
      'お選びの工事日の確保時間（20分）が過ぎ、その間にほかのお客さまのご予約で埋まりました。下の空いている日からお選びください。ほかの入力内容はそのまま残っています。';
    bundle.store.dispatch(
      applicationDetailsChanged({
        worksSlot: { date: '2026-12-05', band: 'am', holdId: 'hold-9', expiresAt: EXPIRES_AT },
      }),
    );
    bundle.store.dispatch(
      submissionRejected({
        message: '入力内容をご確認ください',
        fieldErrors: { 'customer.worksSlot': gone },
      }),
    );
    render(bundle);

    expect(screen.getByRole('alert')).toHaveTextContent(gone);
    const offered = await screen.findByRole('radio', { name: labelOf('2026-12-12', 'pm') });
    expect(offered).toHaveAccessibleDescription(new RegExp(gone.slice(0, 20)));
    expect(callsOf(calls, 'WorksSlots')).toHaveLength(1);
    expect(screen.queryByRole('radio', { name: labelOf('2026-12-05', 'am') })).not.toBeInTheDocument();
    expect(screen.queryByText(/をお取りしています。/)).not.toBeInTheDocument();

    await user.click(offered);
    await screen.findByText(heldText('2026-12-12', 'pm'));
    expect(variablesOf<HoldVariables>(callsOf(calls, 'HoldWorksSlot')[0])).toMatchObject({
      previousHoldId: 'hold-9',
    });
    expect(selectSubmission(bundle.store.getState()).fieldErrors).toEqual({});
    await waitFor(() => expect(screen.queryByText(gone)).not.toBeInTheDocument());
  });
});
