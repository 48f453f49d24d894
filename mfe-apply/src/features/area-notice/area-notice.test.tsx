import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { paths } from '@hikari/shared/domain';
import { areaNoticeMessages } from '@hikari/shared/forms';
import { memoryKeyValueStorage, readyStore, renderWithStore } from '@hikari/shared/testing';
import {
  maintenanceReply,
  mockFetch,
  type MockHandler,
  type MockReply,
  type RecordedCall,
} from '../../test-support/fetch-mock';
import { ContactPage } from '../contact';
import { selectAreaNoticeDraft } from './state/area-notice-slice';
import { prepareAreaNoticeState } from './state/area-notice-storage';

const received: MockReply = {
  body: { data: { requestAreaNotice: { result: 'success', receptionId: 'AN-20250801-7KQ3MZ' } } },
};

/** The address the area search answered "not served" for, as its link hands it over. */
const searched = {
  buildingType: 0,
  postalCode: '6471325',
  prefecture: '三重県',
  city: '熊野市',
  town: '紀和町楊枝',
  chome: '',
  banchi: '12',
  buildingName: '',
};

async function renderRequest(
  handler: MockHandler,
  request: 'notice' | 'question' | 'area',
  withAddress = true,
) {
  const calls = mockFetch(handler);
  const bundle = await readyStore();
  prepareAreaNoticeState(bundle, memoryKeyValueStorage());
  renderWithStore(<ContactPage />, {
    path: paths.contact,
    entry: {
      pathname: paths.contact,
      search: `?request=${request}`,
      state: withAddress ? { areaAddress: searched } : null,
    },
    bundle,
  });
  return { calls, bundle };
}

const noticeCalls = (calls: RecordedCall[]) => calls.filter((call) => call.operation === 'RequestAreaNotice');
const variablesOf = (call: RecordedCall | undefined) =>
  (call?.body as { variables: { input: Record<string, unknown>; idempotencyKey: string } }).variables;
const field = (label: RegExp) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole('button', { name: 'この内容で送信する' });

async function fillPerson(user: UserEvent) {
  await user.type(field(/^姓/), '山田');
  await user.type(field(/^名/), '花子');
  await user.type(field(/^セイ/), 'やまだ');
  await user.type(field(/^メイ/), 'ﾊﾅｺ');
  await user.type(field(/^メールアドレス/), 'hanako@example.jp');
}

describe('/contact/?request=…: out of the area, without visit dates', () => {
  it('opens with the searched address, asks no visit date, and sends a request to be told', async () => {
    const { calls } = await renderRequest(() => received, 'notice');
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { level: 1, name: '提供エリア外の方のご連絡' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '提供開始のお知らせを受け取る' })).toBeChecked();
    expect(field(/^郵便番号/)).toHaveValue('6471325');
    expect(field(/^都道府県/)).toHaveValue('三重県');
    expect(field(/^町名/)).toHaveValue('紀和町楊枝');
    expect(field(/^丁目・番地/)).toHaveValue('12');
    expect(screen.queryByLabelText(/希望日/)).not.toBeInTheDocument();

    await fillPerson(user);
    await user.click(submitButton());

    const reception = await screen.findByTestId('area-notice-reception-id');
    expect(reception).toHaveTextContent(/^AN-20250801-7KQ3MZ$/);
    expect(screen.getByRole('heading', { name: '提供開始のお知らせを承りました' })).toHaveFocus();
    const [call] = noticeCalls(calls);
    expect(variablesOf(call).input).toEqual({
      kind: 'notify',
      lastName: '山田',
      firstName: '花子',
      lastNameKana: 'ヤマダ',
      firstNameKana: 'ハナコ',
      mail: 'hanako@example.jp',
      phone: '',
      buildingType: 0,
      postalCode: '6471325',
      prefecture: '三重県',
      city: '熊野市',
      town: '紀和町楊枝',
      line1: '12',
      buildingName: '',
      message: '',
    });
    expect(variablesOf(call).idempotencyKey).toMatch(/^area-notice-[0-9a-f]{32}$/);
  });

  it('asks for the question by its field, sends nothing and keeps the answers', async () => {
    const { calls, bundle } = await renderRequest(() => received, 'question');
    const user = userEvent.setup();
    await fillPerson(user);
    await user.click(submitButton());

    const message = field(/^ご質問・ご相談の内容/);
    await waitFor(() =>
      expect(message).toHaveAccessibleDescription(/ご質問・ご相談の内容を入力してください/),
    );
    await waitFor(() => expect(message).toHaveFocus());
    expect(noticeCalls(calls)).toHaveLength(0);
    expect(selectAreaNoticeDraft(bundle.store.getState())).toMatchObject({
      lastName: '山田',
      kind: 'question',
    });
  });

  it('lets the visitor choose when the link named no kind, and says which is missing', async () => {
    await renderRequest(() => received, 'area', false);
    const user = userEvent.setup();
    await user.click(submitButton());
    expect(screen.getByRole('group', { name: /ご希望の内容/ })).toHaveAccessibleDescription(
      /ご希望の内容を選択してください/,
    );
    expect(field(/^郵便番号/)).toHaveAccessibleDescription(/郵便番号を入力してください/);
  });

  it("shows the server's refusal by the field it names and keeps every answer", async () => {
    const { calls } = await renderRequest(
      () => ({
        body: {
          errors: [
            {
              message: '入力内容に誤りがあります。各項目をご確認ください。',
              extensions: { code: 'BAD_USER_INPUT', fields: { kind: areaNoticeMessages.alreadyServed } },
            },
          ],
        },
      }),
      'notice',
    );
    const user = userEvent.setup();
    await fillPerson(user);
    await user.click(submitButton());

    const kind = screen.getByRole('group', { name: /ご希望の内容/ });
    await waitFor(() => expect(kind).toHaveAccessibleDescription(/すでに提供エリア内のため/));
    expect(screen.getByText('入力いただいた内容はそのまま残っています。')).toBeInTheDocument();
    expect(field(/^姓/)).toHaveValue('山田');
    expect(field(/^町名/)).toHaveValue('紀和町楊枝');
    expect(screen.queryByTestId('area-notice-reception-id')).not.toBeInTheDocument();

    // Choosing a question instead clears the refusal and sends under a new key.
    await user.click(within(kind).getByRole('radio', { name: /質問・相談する/ }));
    await user.type(field(/^ご質問・ご相談の内容/), '光テレビは見られますか');
    expect(kind).not.toHaveAccessibleDescription(/すでに提供エリア内のため/);
    expect(noticeCalls(calls)).toHaveLength(1);
  });

  it('during maintenance, says so and keeps the answers', async () => {
    await renderRequest(
      (call) => (call.operation === 'RequestAreaNotice' ? maintenanceReply : undefined),
      'notice',
    );
    const user = userEvent.setup();
    await fillPerson(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ただいまシステムメンテナンス中のため、受け付けられませんでした。',
    );
    expect(field(/^メールアドレス/)).toHaveValue('hanako@example.jp');
  });
});

describe('/contact/ without a request', () => {
  it('keeps the booking form and points out-of-area visitors to the request without visit dates', async () => {
    mockFetch(() => undefined);
    const bundle = await readyStore();
    renderWithStore(<ContactPage />, { path: paths.contact, bundle });
    // The booking form: its dates come with a visit topic.
    await userEvent.click(screen.getByRole('radio', { name: '訪問サポートのご予約' }));
    expect(screen.getByLabelText(/^第1希望日/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '提供開始のお知らせ・ご質問へ' })).toHaveAttribute(
      'href',
      '/contact/?request=area',
    );
  });
});
