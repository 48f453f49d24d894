import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeOpsApi } from '../../testing/fake-ops-api';
import { renderConsole, TOKEN } from '../../testing/render-console';
import { storedSettings } from '../../testing/settings-fixture';

function api() {
  return fakeOpsApi({
    'GET /ops/session': (req) =>
      req.headers.authorization === `Bearer ${TOKEN}`
        ? { body: { ok: true } }
        : { status: 401, body: { message: 'Unauthorized' } },
    'GET /ops/settings': (req) =>
      req.headers.authorization === `Bearer ${TOKEN}`
        ? { body: storedSettings }
        : { status: 401, body: { message: 'Unauthorized' } },
  });
}

describe('sign-in', () => {
  it('refuses a wrong token with a clear message and shows nothing of the console', async () => {
    const fake = api();
    renderConsole(fake, '#/maintenance', { signedIn: false });
    await userEvent.type(screen.getByLabelText('運用トークン'), 'wrong-token');
    await userEvent.click(screen.getByRole('button', { name: 'サインイン' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('トークンが正しくありません');
    expect(fake.calls('GET /ops/session')[0]!.headers.authorization).toBe('Bearer wrong-token');
    // Nothing else was asked or shown.
    expect(fake.requests).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: '運用メニュー' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('運用トークン')).toHaveValue('');
    expect(sessionStorage.getItem('hikari-ops:token')).toBeNull();
  });

  it('opens the console with the right token, keeps it for this tab only and sends it with every request', async () => {
    const fake = api();
    renderConsole(fake, '#/maintenance', { signedIn: false });
    await userEvent.type(screen.getByLabelText('運用トークン'), TOKEN);
    await userEvent.click(screen.getByRole('button', { name: 'サインイン' }));

    expect(await screen.findByRole('navigation', { name: '運用メニュー' })).toBeInTheDocument();
    expect(await screen.findByText('4.0.0')).toBeInTheDocument();
    expect(sessionStorage.getItem('hikari-ops:token')).toBe(TOKEN);
    expect(Object.keys(localStorage)).toHaveLength(0);
    expect(fake.requests.map((r) => r.headers.authorization)).toEqual(
      fake.requests.map(() => `Bearer ${TOKEN}`),
    );
    expect(fake.calls('GET /ops/settings')).toHaveLength(1);
  });

  it('returns to sign-in with a message when the server stops accepting the token', async () => {
    const fake = api();
    fake.on('GET /ops/settings', { status: 401, body: { message: 'Unauthorized' } });
    renderConsole(fake, '#/maintenance');

    expect(await screen.findByRole('heading', { name: '運用コンソール サインイン' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('もう一度サインインしてください');
    expect(sessionStorage.getItem('hikari-ops:token')).toBeNull();
  });

  it('signs out: the token is forgotten and the sign-in form is back', async () => {
    const fake = api();
    renderConsole(fake, '#/maintenance');
    await userEvent.click(await screen.findByRole('button', { name: 'サインアウト' }));

    expect(screen.getByRole('heading', { name: '運用コンソール サインイン' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('サインアウトしました');
    await waitFor(() => expect(sessionStorage.getItem('hikari-ops:token')).toBeNull());
  });
});

it('offers a way past the menu to the screen heading', async () => {
  const fake = api();
  renderConsole(fake, '#/maintenance');
  await userEvent.tab();
  const skip = screen.getByRole('button', { name: '本文へ移動' });
  expect(skip).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('heading', { level: 1, name: 'メンテナンス・設定' })).toHaveFocus();
  expect(window.location.hash).toBe('#/maintenance');
});
