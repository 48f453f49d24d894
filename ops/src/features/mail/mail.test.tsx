import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MailDetail, MailSummary } from '../../api/types';
import { fakeOpsApi } from '../../testing/fake-ops-api';
import { renderConsole } from '../../testing/render-console';

const retrying: MailSummary = {
  id: 12,
  kind: 'contract-document',
  kindLabel: '契約書面（お申し込みの確認）',
  receptionId: 'AP-20261124-7KQ3MZ',
  to: 'yamada@example.jp',
  subject: '【東海ひかりネット】お申し込み内容のご確認',
  createdAt: '2026-11-25T01:02:00.000Z',
  status: 'retrying',
  statusLabel: '再送待ち',
  attempts: 3,
  nextAttemptAt: '2026-11-25T01:20:00.000Z',
  sentAt: null,
  lastError: '421 4.7.0 Try again later',
};

const sent: MailSummary = {
  ...retrying,
  id: 11,
  receptionId: null,
  to: 'suzuki@example.jp',
  subject: 'お問い合わせを受け付けました',
  createdAt: '2026-11-24T03:15:00.000Z',
  status: 'sent',
  statusLabel: '送信済み',
  attempts: 1,
  nextAttemptAt: null,
  sentAt: '2026-11-24T03:16:00.000Z',
  lastError: null,
};

const detail: MailDetail = {
  ...retrying,
  messageId: '<20261125010200.12@hikari.example>',
  text: 'ヤマダ タロウ 様\n\nお申し込みありがとうございます。\n受付番号：AP-20261124-7KQ3MZ',
  html: '<p id="html-only">ヤマダ タロウ 様</p>',
};

function api(smtpConfigured: boolean, messages: MailSummary[] = [retrying, sent]) {
  return fakeOpsApi({
    'GET /ops/mail': { body: { messages, smtpConfigured } },
    'GET /ops/mail/12': { body: { message: detail } },
  });
}

/** What a row says: its header (when the mail was made), then its cells. */
const cells = (row: HTMLElement) =>
  [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);

describe('the list', () => {
  it('lists the outbox newest first with the status, and for a retried mail its tries, next try and last error', async () => {
    const fake = api(true);
    renderConsole(fake, '#/mail');
    const table = await screen.findByRole('table', { name: '送信メール（新しい順、1ページ目）' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cells(rows[0]!)).toEqual([
      '2026/11/25 10:02',
      '契約書面（お申し込みの確認）',
      'AP-20261124-7KQ3MZ',
      'yamada@example.jp',
      '【東海ひかりネット】お申し込み内容のご確認',
      '再送待ち試行回数 3回・次回 2026/11/25 10:20最後のエラー：421 4.7.0 Try again later',
      '—',
    ]);
    expect(cells(rows[1]!)).toEqual([
      '2026/11/24 12:15',
      '契約書面（お申し込みの確認）',
      '—',
      'suzuki@example.jp',
      'お問い合わせを受け付けました',
      '送信済み',
      '2026/11/24 12:16',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: retrying.subject })).toHaveAttribute(
      'href',
      '#/mail/12',
    );
    expect(Object.fromEntries(fake.calls('GET /ops/mail')[0]!.query)).toEqual({ limit: '51', offset: '0' });
    expect(screen.getByRole('link', { name: '送信メール' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a mail the receiving server refused for good with its tries and error, and no next try', async () => {
    const refused: MailSummary = {
      ...retrying,
      status: 'failed',
      statusLabel: '送信できません（受け取る側のサーバーが拒否。再送しません）',
      attempts: 1,
      nextAttemptAt: null,
      lastError: '550 5.1.1 mailbox unavailable',
    };
    renderConsole(api(true, [refused]), '#/mail');
    const table = await screen.findByRole('table', { name: /送信メール/ });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(cells(row!)[5]).toBe(
      '送信できません（受け取る側のサーバーが拒否。再送しません）試行回数 1回最後のエラー：550 5.1.1 mailbox unavailable',
    );
  });

  it('says that mail is sent through the SMTP server and retried when one is configured, with no warning', async () => {
    renderConsole(api(true), '#/mail');
    await screen.findByRole('table', { name: /送信メール/ });
    expect(screen.getByText(/設定済みのSMTPサーバーから送信します/)).toBeInTheDocument();
    expect(screen.queryByText(/SMTPサーバーが設定されていない/)).not.toBeInTheDocument();
  });

  it('warns that nothing is sent and the mail is kept here when no SMTP server is configured', async () => {
    renderConsole(
      api(false, [{ ...sent, status: 'local', statusLabel: '未送信（保存のみ）', sentAt: null }]),
      '#/mail',
    );
    const table = await screen.findByRole('table', { name: /送信メール/ });
    expect(
      screen.getByText(/SMTPサーバーが設定されていないため、メールはどこにも送信されません/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/設定済みのSMTPサーバーから送信します/)).not.toBeInTheDocument();
    expect(table).toHaveTextContent('未送信（保存のみ）');
  });

  it('says so when the outbox is empty', async () => {
    renderConsole(api(false, []), '#/mail');
    const table = await screen.findByRole('table', { name: /送信メール/ });
    expect(table).toHaveTextContent('送信メールはまだありません。');
    expect(screen.queryByRole('navigation', { name: 'ページ送り' })).not.toBeInTheDocument();
  });

  it('pages to older mail, and a message opened from there leads back to the same page', async () => {
    const many = Array.from({ length: 51 }, (_, i) => ({ ...sent, id: 100 + i, subject: `件名 ${i}` }));
    const fake = fakeOpsApi({
      'GET /ops/mail': (req) => ({
        body: { messages: req.query.get('offset') === '0' ? many : [retrying], smtpConfigured: true },
      }),
      'GET /ops/mail/12': { body: { message: detail } },
    });
    renderConsole(fake, '#/mail');
    const first = await screen.findByRole('table', { name: '送信メール（新しい順、1ページ目）' });
    expect(within(first).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByRole('button', { name: '新しい50件' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '古い50件' }));
    const second = await screen.findByRole('table', { name: '送信メール（新しい順、2ページ目）' });
    expect(window.location.hash).toBe('#/mail?page=2');
    expect(fake.calls('GET /ops/mail').at(-1)!.query.get('offset')).toBe('50');
    expect(screen.getByRole('button', { name: '古い50件' })).toBeDisabled();

    await userEvent.click(within(second).getByRole('link', { name: retrying.subject }));
    await userEvent.click(await screen.findByRole('link', { name: '送信メールの一覧に戻る' }));
    await screen.findByRole('table', { name: '送信メール（新しい順、2ページ目）' });
    expect(fake.calls('GET /ops/mail').at(-1)!.query.get('offset')).toBe('50');
  });

  it('shows the server’s reason when the list cannot be read', async () => {
    const fake = fakeOpsApi({ 'GET /ops/mail': { status: 503, body: { message: 'database is busy' } } });
    renderConsole(fake, '#/mail');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '送信メールの一覧を表示できませんでした。サーバーが応答できません（database is busy）',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the message', () => {
  it('opens from the subject with its header, its sending record and its text body, never the HTML rendered', async () => {
    const fake = api(true);
    renderConsole(fake, '#/mail');
    const table = await screen.findByRole('table', { name: /送信メール/ });
    await userEvent.click(within(table).getByRole('link', { name: retrying.subject }));

    const body = await screen.findByRole('region', { name: '本文（テキスト版）' });
    expect(window.location.hash).toBe('#/mail/12');
    expect(fake.calls('GET /ops/mail/12')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '送信メールの内容' })).toHaveFocus();
    expect(screen.getByRole('link', { name: '送信メール' })).toHaveAttribute('aria-current', 'page');
    expect(body.tagName).toBe('PRE');
    expect(body).toHaveAttribute('tabindex', '0');
    expect(body.textContent).toBe(detail.text);
    expect(document.getElementById('html-only')).toBeNull();
    expect(document.body).not.toHaveTextContent('<p');

    const fields = Object.fromEntries(
      within(screen.getByRole('region', { name: /契約書面（お申し込みの確認）/ }))
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
    );
    expect(fields).toEqual({
      'Message-ID': '<20261125010200.12@hikari.example>',
      宛先: 'yamada@example.jp',
      件名: '【東海ひかりネット】お申し込み内容のご確認',
      状態: '再送待ち',
      作成日時: '2026/11/25 10:02',
      送信日時: '—',
      次回の送信: '2026/11/25 10:20',
      試行回数: '3回',
      最後のエラー: '421 4.7.0 Try again later',
    });
    expect(screen.getByRole('link', { name: '送信メールの一覧に戻る' })).toHaveAttribute('href', '#/mail');
  });

  it('shows the server’s message when there is no such mail', async () => {
    const fake = fakeOpsApi({
      'GET /ops/mail/999': { status: 404, body: { message: 'そのメールは見つかりません' } },
    });
    renderConsole(fake, '#/mail/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'メールを表示できませんでした。サーバーが受け付けませんでした：そのメールは見つかりません',
    );
    expect(screen.queryByRole('region', { name: '本文（テキスト版）' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '送信メールの一覧に戻る' })).toHaveAttribute('href', '#/mail');
  });
});
