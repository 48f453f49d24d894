import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeOpsApi } from '../../testing/fake-ops-api';
import { CSRF, renderConsole } from '../../testing/render-console';
import { storedSettings } from '../../testing/settings-fixture';

const PERSON = { login: 'suzuki', name: '鈴木 一郎', roles: ['site-ops', 'team:mfe-campaign'] };

function api() {
  return fakeOpsApi({
    // No session cookie yet: the console shows the form.
    'GET /ops/session': { status: 401, body: { message: 'No credentials' } },
    // The embedded default: local accounts, no company provider.
    'GET /ops/session/methods': { body: { local: true, oidc: false } },
    'POST /ops/session': (req) => {
      const body = JSON.parse(req.body ?? '{}') as { login: string; password: string; code: string };
      return body.login === 'suzuki' && body.password === 'correct horse battery' && body.code === '123456'
        ? { body: { ok: true, person: PERSON, csrfToken: 'csrf-of-this-session' } }
        : {
            status: 401,
            body: { message: 'ログインID・パスワード・確認コードのいずれかが正しくありません' },
          };
    },
    'GET /ops/settings': { body: storedSettings },
    'DELETE /ops/session': { body: { ok: true } },
  });
}

async function fillIn(login: string, password: string, code: string) {
  await userEvent.type(await screen.findByLabelText('ログインID'), login);
  await userEvent.type(screen.getByLabelText('パスワード'), password);
  await userEvent.type(screen.getByLabelText('確認コード（6桁）'), code);
  await userEvent.click(screen.getByRole('button', { name: 'サインイン' }));
}

describe('sign-in', () => {
  it('asks for login, password and the 6-digit code, and says what is missing before sending anything', async () => {
    const fake = api();
    renderConsole(fake, '#/maintenance', { signedIn: false });
    await userEvent.click(await screen.findByRole('button', { name: 'サインイン' }));

    expect(await screen.findByText('ログインIDを入力してください。')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください。')).toBeInTheDocument();
    expect(screen.getByText('確認コードを入力してください。')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('確認コード（6桁）'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'サインイン' }));
    expect(await screen.findByText('確認コードは認証アプリに表示される6桁の数字です。')).toBeInTheDocument();
    expect(fake.calls('POST /ops/session')).toHaveLength(0);
  });

  it('refuses a wrong code with a clear message, empties password and code, and shows nothing of the console', async () => {
    const fake = api();
    renderConsole(fake, '#/maintenance', { signedIn: false });
    await fillIn('suzuki', 'correct horse battery', '654321');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ログインID・パスワード・確認コードのいずれかが正しくありません。',
    );
    expect(screen.getByLabelText('ログインID')).toHaveValue('suzuki');
    expect(screen.getByLabelText('パスワード')).toHaveValue('');
    expect(screen.getByLabelText('確認コード（6桁）')).toHaveValue('');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /ops/session',
      'GET /ops/session/methods',
      'POST /ops/session',
    ]);
    expect(screen.queryByRole('navigation', { name: '運用メニュー' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('hikari-ops:session')).toBeNull();
  });

  it('opens the console with the right code (full-width digits too), shows who is signed in and sends the CSRF token with changes', async () => {
    const fake = api();
    fake.on('POST /ops/canary/preview', { body: { on: true } });
    renderConsole(fake, '#/maintenance', { signedIn: false });
    await fillIn('suzuki', 'correct horse battery', '１２３ ４５６');

    expect(await screen.findByRole('navigation', { name: '運用メニュー' })).toBeInTheDocument();
    expect(JSON.parse(fake.calls('POST /ops/session')[0]!.body!)).toEqual({
      login: 'suzuki',
      password: 'correct horse battery',
      code: '123456',
    });
    expect(screen.getByRole('banner')).toHaveTextContent('鈴木 一郎（サイト運用・キャンペーンチーム）');
    // Not an administrator: no people screen; a person: their API tokens.
    const menu = screen.getByRole('navigation', { name: '運用メニュー' });
    expect(within(menu).queryByRole('link', { name: '担当者と役割' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: '自分のアカウント' })).toBeInTheDocument();
    expect(await screen.findByText('4.0.0')).toBeInTheDocument();
    // The cookie is the browser's; no token is kept or sent by the page.
    expect(fake.requests.every((r) => r.headers.authorization === undefined)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('hikari-ops:session')!)).toEqual({
      person: PERSON,
      csrfToken: 'csrf-of-this-session',
    });
    expect(Object.keys(localStorage)).toHaveLength(0);
  });

  it('offers no company sign-in where the server has no company provider', async () => {
    renderConsole(api(), '#/maintenance', { signedIn: false });
    expect(await screen.findByLabelText('ログインID')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '社内アカウントでサインイン' })).not.toBeInTheDocument();
  });

  it('with the company provider, offers 「社内アカウントでサインイン」 only, which leads to the provider through the API', async () => {
    const fake = api();
    fake.on('GET /ops/session/methods', { body: { local: false, oidc: true } });
    renderConsole(fake, '#/maintenance', { signedIn: false });

    const link = await screen.findByRole('link', { name: '社内アカウントでサインイン' });
    expect(link).toHaveAttribute('href', '/ops/session/oidc/start');
    expect(screen.queryByLabelText('ログインID')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('パスワード')).not.toBeInTheDocument();
  });

  it('says why the company provider sign-in was refused, once', async () => {
    const fake = api();
    fake.on('GET /ops/session/methods', { body: { local: false, oidc: true } });
    window.history.replaceState(null, '', '/ops/?sign-in=unknown');
    renderConsole(fake, '#/maintenance', { signedIn: false });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'この社内アカウントで使える運用コンソールの担当者が登録されていません。',
    );
    expect(screen.getByRole('link', { name: '社内アカウントでサインイン' })).toBeInTheDocument();
    // A reload does not say it again.
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/ops/');
    window.history.replaceState(null, '', '/');
  });

  it('uses the session another tab opened (the cookie) without asking again', async () => {
    const fake = api();
    fake.on('GET /ops/session', { body: { ok: true, person: PERSON, csrfToken: 'csrf-2' } });
    renderConsole(fake, '#/maintenance', { signedIn: false });

    expect(await screen.findByRole('navigation', { name: '運用メニュー' })).toBeInTheDocument();
    expect(screen.queryByLabelText('パスワード')).not.toBeInTheDocument();
  });

  it('returns to sign-in with a message when the server stops accepting the session', async () => {
    const fake = api();
    fake.on('GET /ops/settings', { status: 401, body: { message: 'サインインの有効期限が切れました' } });
    renderConsole(fake, '#/maintenance');

    expect(await screen.findByRole('heading', { name: '運用コンソール サインイン' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('もう一度サインインしてください');
    expect(sessionStorage.getItem('hikari-ops:session')).toBeNull();
  });

  it('signs out: the server ends the session (with the CSRF token), the tab forgets it and the form is back', async () => {
    const fake = api();
    renderConsole(fake, '#/maintenance');
    expect(await screen.findByRole('banner')).toHaveTextContent(
      '佐藤 花子（管理者・サイト運用・受付対応・監査）',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'サインアウト' }));

    expect(await screen.findByRole('heading', { name: '運用コンソール サインイン' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('サインアウトしました');
    const [signOut] = fake.calls('DELETE /ops/session');
    expect(signOut!.headers['x-csrf-token']).toBe(CSRF);
    await waitFor(() => expect(sessionStorage.getItem('hikari-ops:session')).toBeNull());
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
