import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiTokenInfo } from '../../api/types';
import { fakeOpsApi } from '../../testing/fake-ops-api';
import { renderConsole } from '../../testing/render-console';

const laptop: ApiTokenInfo = {
  id: 7,
  name: 'ノートPC',
  createdAt: '2026-11-20T01:00:00.000Z',
  expiresAt: '2099-02-18T01:00:00.000Z',
  revoked: false,
  lastUsedAt: null,
};

it('makes a token, shows it once, and revokes one after confirming', async () => {
  let tokens = [laptop];
  const fake = fakeOpsApi({
    'GET /ops/tokens': () => ({ body: { tokens } }),
    'POST /ops/tokens': (req) => {
      const body = JSON.parse(req.body!) as { name: string; days: number };
      const info = { ...laptop, id: 8, name: body.name };
      tokens = [info, ...tokens];
      return { status: 201, body: { token: 'hko_once-only-value', info } };
    },
    'POST /ops/tokens/7/revoke': () => {
      tokens = tokens.map((t) => (t.id === 7 ? { ...t, revoked: true } : t));
      return { body: { info: { ...laptop, revoked: true } } };
    },
  });
  renderConsole(fake, '#/account');
  const table = await screen.findByRole('table', { name: 'あなたの API トークン' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('ノートPC2026/11/20 10:00');

  const days = screen.getByLabelText('有効期間（日）');
  await userEvent.clear(days);
  await userEvent.type(days, '400');
  await userEvent.click(screen.getByRole('button', { name: 'トークンを作る' }));
  expect(
    await screen.findByText('トークンの名前を入力してください（どの端末で使うか、など）。'),
  ).toBeInTheDocument();
  expect(screen.getByText('有効期間は365日までです。')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('名前'), '作業用PC');
  await userEvent.clear(days);
  await userEvent.type(days, '30');
  await userEvent.click(screen.getByRole('button', { name: 'トークンを作る' }));

  expect(await screen.findByRole('heading', { name: 'API トークン「作業用PC」' })).toBeInTheDocument();
  expect(screen.getByText('hko_once-only-value')).toBeInTheDocument();
  expect(JSON.parse(fake.calls('POST /ops/tokens')[0]!.body!)).toEqual({ name: '作業用PC', days: 30 });

  await userEvent.click(await screen.findByRole('button', { name: '「ノートPC」を取り消す' }));
  const dialog = screen.getByRole('alertdialog', { name: 'この API トークンを取り消しますか' });
  await userEvent.click(within(dialog).getByRole('button', { name: '取り消す' }));
  expect(await screen.findByText('API トークン「ノートPC」を取り消しました。')).toBeInTheDocument();
  expect(await within(table).findByText('取り消し済み')).toBeInTheDocument();
});

it('changes the password with the current one, and says when the new one and its confirmation differ', async () => {
  const fake = fakeOpsApi({
    'GET /ops/tokens': { body: { tokens: [] } },
    'POST /ops/password': (req) =>
      (JSON.parse(req.body!) as { current: string }).current === 'the old passphrase'
        ? { body: { ok: true } }
        : { status: 400, body: { message: 'いまのパスワードが正しくありません' } },
  });
  renderConsole(fake, '#/account');
  const form = await screen.findByRole('form', { name: 'パスワードの変更' });
  await userEvent.type(within(form).getByLabelText('いまのパスワード'), 'a wrong passphrase');
  await userEvent.type(within(form).getByLabelText('新しいパスワード'), 'a brand new passphrase');
  await userEvent.type(within(form).getByLabelText('新しいパスワード（確認）'), 'a brand new passphrasE');
  await userEvent.click(within(form).getByRole('button', { name: 'パスワードを変更する' }));
  expect(await within(form).findByText('新しいパスワードと確認が一致しません。')).toBeInTheDocument();
  expect(fake.calls('POST /ops/password')).toHaveLength(0);

  await userEvent.clear(within(form).getByLabelText('新しいパスワード（確認）'));
  await userEvent.type(within(form).getByLabelText('新しいパスワード（確認）'), 'a brand new passphrase');
  await userEvent.click(within(form).getByRole('button', { name: 'パスワードを変更する' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('いまのパスワードが正しくありません');

  await userEvent.type(within(form).getByLabelText('いまのパスワード'), 'the old passphrase');
  await userEvent.click(within(form).getByRole('button', { name: 'パスワードを変更する' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('パスワードを変更しました。');
  expect(JSON.parse(fake.calls('POST /ops/password').at(-1)!.body!)).toEqual({
    current: 'the old passphrase',
    password: 'a brand new passphrase',
  });
});
