import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jsQR from 'jsqr';
import type { OpsPerson } from '../../api/types';
import { fakeOpsApi } from '../../testing/fake-ops-api';
import { CSRF, renderConsole } from '../../testing/render-console';

const people: OpsPerson[] = [
  {
    login: 'sato',
    name: '佐藤 花子',
    roles: ['admin'],
    disabled: false,
    createdAt: '2026-11-20T01:00:00.000Z',
    email: 'sato@tokai-hikari.example',
    linkedToProvider: true,
  },
  {
    login: 'suzuki',
    name: '鈴木 一郎',
    roles: ['team:mfe-campaign'],
    disabled: false,
    createdAt: '2026-11-21T02:30:00.000Z',
    email: null,
    linkedToProvider: false,
  },
];

/** Reads a drawn QR code as a camera would: its path's modules painted into pixels, 4 per module, then decoded. */
function readQrCode(svg: HTMLElement): string | null {
  const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.set([0, 0, 0, 255], at);
      }
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

const totp = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/x:tanaka?secret=JBSWY3DPEHPK3PXP',
};

function api() {
  return fakeOpsApi({
    'GET /ops/people': { body: { people } },
    'POST /ops/people': (req) => {
      const body = JSON.parse(req.body!) as { login: string; name: string; roles: string[] };
      return {
        status: 201,
        body: {
          person: {
            ...body,
            disabled: false,
            createdAt: '2026-12-02T01:00:00.000Z',
            linkedToProvider: false,
          },
          totp,
        },
      };
    },
    'PUT /ops/people/suzuki/roles': (req) => ({
      body: { person: { ...people[1]!, roles: (JSON.parse(req.body!) as { roles: string[] }).roles } },
    }),
    'POST /ops/people/suzuki/disable': { body: { person: { ...people[1]!, disabled: true } } },
    'PUT /ops/people/suzuki/email': (req) => ({
      body: { person: { ...people[1]!, email: (JSON.parse(req.body!) as { email: string | null }).email } },
    }),
  });
}

it('lists the people with their roles in Japanese and when they were added', async () => {
  renderConsole(api(), '#/people');
  const table = await screen.findByRole('table', { name: '担当者の一覧（2人）' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    within(rows[1]!)
      .getAllByRole('cell')
      .slice(0, 6)
      .map((c) => c.textContent),
  ).toEqual(['suzuki', '鈴木 一郎', 'キャンペーンチーム', 'なし', '有効', '2026/11/21 11:30']);
  expect(within(rows[0]!).getAllByRole('cell')[3]).toHaveTextContent('sato@tokai-hikari.example（連携済み）');
});

it("keeps a person's work mail address for the company sign-in, checked before it is sent", async () => {
  const fake = api();
  renderConsole(fake, '#/people');
  await userEvent.click(await screen.findByRole('button', { name: '鈴木 一郎 さんを編集' }));
  const form = screen.getByRole('form', { name: '鈴木 一郎 さんのメールアドレス' });
  await userEvent.type(within(form).getByLabelText('会社のメールアドレス'), 'suzuki@');
  await userEvent.click(within(form).getByRole('button', { name: 'メールアドレスを保存する' }));
  expect(await within(form).findByText(/メールアドレスの形式が正しくありません/)).toBeInTheDocument();
  expect(fake.calls('PUT /ops/people/suzuki/email')).toHaveLength(0);

  await userEvent.type(within(form).getByLabelText('会社のメールアドレス'), 'tokai-hikari.example');
  await userEvent.click(within(form).getByRole('button', { name: 'メールアドレスを保存する' }));
  expect(await within(form).findByRole('status')).toHaveTextContent(
    '鈴木 一郎 さんのメールアドレスを suzuki@tokai-hikari.example にしました。',
  );
  expect(JSON.parse(fake.calls('PUT /ops/people/suzuki/email')[0]!.body!)).toEqual({
    email: 'suzuki@tokai-hikari.example',
  });
  const table = screen.getByRole('table', { name: '担当者の一覧（2人）' });
  expect(within(table).getByText('suzuki@tokai-hikari.example')).toBeInTheDocument();
});

it('adds a person with roles and shows the second-factor key once', async () => {
  const fake = api();
  renderConsole(fake, '#/people');
  const form = await screen.findByRole('form', { name: '担当者の追加' });
  await userEvent.click(within(form).getByRole('button', { name: '担当者を追加する' }));
  expect(await within(form).findByText('ログインIDを入力してください。')).toBeInTheDocument();
  expect(within(form).getByText('初回のパスワードを入力してください。')).toBeInTheDocument();

  await userEvent.type(within(form).getByLabelText('ログインID'), 'tanaka');
  await userEvent.type(within(form).getByLabelText('氏名'), '田中 美咲');
  await userEvent.type(within(form).getByLabelText('初回のパスワード'), 'short');
  await userEvent.click(within(form).getByRole('button', { name: '担当者を追加する' }));
  expect(await within(form).findByText('パスワードは12文字以上にしてください。')).toBeInTheDocument();
  expect(fake.calls('POST /ops/people')).toHaveLength(0);

  await userEvent.type(within(form).getByLabelText('初回のパスワード'), ' and longer now');
  await userEvent.click(within(form).getByRole('checkbox', { name: /^受付対応/ }));
  await userEvent.click(within(form).getByRole('button', { name: '担当者を追加する' }));

  expect(
    await screen.findByRole('heading', { name: '田中 美咲 さんの確認コードの登録' }),
  ).toBeInTheDocument();
  expect(screen.getByText(totp.secret)).toBeInTheDocument();
  // The QR code an authenticator app scans reads back as the otpauth address.
  expect(
    readQrCode(screen.getByRole('img', { name: '田中 美咲 さんの確認コードを登録するための QR コード' })),
  ).toBe(totp.uri);
  const [sent] = fake.calls('POST /ops/people');
  expect(JSON.parse(sent!.body!)).toEqual({
    login: 'tanaka',
    name: '田中 美咲',
    email: null,
    password: 'short and longer now',
    roles: ['support'],
  });
  expect(sent!.headers['x-csrf-token']).toBe(CSRF);
  expect(await screen.findByRole('table', { name: '担当者の一覧（3人）' })).toHaveTextContent('受付対応');
});

it("changes a person's roles and disables them after confirming", async () => {
  const fake = api();
  renderConsole(fake, '#/people');
  await userEvent.click(await screen.findByRole('button', { name: '鈴木 一郎 さんを編集' }));
  const roles = screen.getByRole('form', { name: '鈴木 一郎 さんの役割' });
  expect(within(roles).getByRole('checkbox', { name: /^キャンペーンチーム/ })).toBeChecked();
  await userEvent.click(within(roles).getByRole('checkbox', { name: /^サイト運用/ }));
  await userEvent.click(within(roles).getByRole('button', { name: '役割を保存する' }));
  expect(await within(roles).findByRole('status')).toHaveTextContent(
    '鈴木 一郎 さんの役割を「サイト運用、キャンペーンチーム」にしました。',
  );
  expect(JSON.parse(fake.calls('PUT /ops/people/suzuki/roles')[0]!.body!)).toEqual({
    roles: ['site-ops', 'team:mfe-campaign'],
  });

  await userEvent.click(screen.getByRole('button', { name: '無効にする' }));
  const dialog = screen.getByRole('alertdialog', { name: 'この担当者を無効にしますか' });
  expect(dialog).toHaveTextContent('API トークンもすぐに使えなくなります');
  await userEvent.click(within(dialog).getByRole('button', { name: '無効にする' }));
  const table = screen.getByRole('table', { name: '担当者の一覧（2人）' });
  expect(await within(table).findByText('無効')).toBeInTheDocument();
  expect(fake.calls('POST /ops/people/suzuki/disable')).toHaveLength(1);
});

it('is not in the menu of someone who is not an administrator', async () => {
  renderConsole(api(), '#/releases', {
    person: { login: 'suzuki', name: '鈴木 一郎', roles: ['team:mfe-campaign'] },
  });
  const menu = await screen.findByRole('navigation', { name: '運用メニュー' });
  expect(within(menu).queryByRole('link', { name: '担当者と役割' })).not.toBeInTheDocument();
});

it.each([
  [
    ['team:mfe-campaign'],
    ['リリース/健全性', 'カナリア', 'キャンペーン', '自分のアカウント'],
    ['受付一覧', '送信メール', '操作履歴'],
  ],
  [['support'], ['受付一覧', '送信メール', '工事カレンダー'], ['操作履歴', '担当者と役割']],
  [['auditor'], ['操作履歴'], ['受付一覧', '送信メール', '担当者と役割']],
])('shows %j the screens its roles may open, and not the others', async (roles, shown, hidden) => {
  renderConsole(api(), '#/releases', { person: { login: 'someone', name: '試験 太郎', roles } });
  const menu = await screen.findByRole('navigation', { name: '運用メニュー' });
  for (const name of shown) expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
  for (const name of hidden) expect(within(menu).queryByRole('link', { name })).not.toBeInTheDocument();
});
