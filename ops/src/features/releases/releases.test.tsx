import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HealthItem, RemoteItem } from '../../api/types';
import { fakeOpsApi } from '../../testing/fake-ops-api';
import { renderConsole } from '../../testing/render-console';

// r1 live → r2 released → rolled back to r1 → r3 released: r3 is live, r1 was live before it,
// r2 is the version ops rolled away from.
const option: RemoteItem = {
  name: 'mfe-option',
  label: 'オプション',
  live: { version: '0.1.0-r3', since: '2026-11-25T01:00:00.000Z' },
  lastKnownGood: '0.1.0-r1',
  versions: [
    {
      version: '0.1.0-r1',
      releasedAt: '2026-11-20T01:00:00.000Z',
      live: false,
      withdrawn: false,
      rolledAwayAt: null,
    },
    {
      version: '0.1.0-r2',
      releasedAt: '2026-11-21T01:00:00.000Z',
      live: false,
      withdrawn: false,
      rolledAwayAt: '2026-11-22T01:00:00.000Z',
    },
    {
      version: '0.1.0-r3',
      releasedAt: '2026-11-25T01:00:00.000Z',
      live: true,
      withdrawn: false,
      rolledAwayAt: null,
    },
  ],
  history: [
    { at: '2026-11-20T01:00:00.000Z', action: 'release', version: '0.1.0-r1', from: null, by: 'cli' },
    { at: '2026-11-21T01:00:00.000Z', action: 'release', version: '0.1.0-r2', from: '0.1.0-r1', by: 'cli' },
    { at: '2026-11-22T01:00:00.000Z', action: 'rollback', version: '0.1.0-r1', from: '0.1.0-r2', by: 'cli' },
    { at: '2026-11-25T01:00:00.000Z', action: 'release', version: '0.1.0-r3', from: '0.1.0-r1', by: 'cli' },
  ],
};

const shell: RemoteItem = {
  name: 'shell',
  label: 'シェル',
  live: { version: 'b-2', since: '2026-11-24T01:00:00.000Z' },
  lastKnownGood: null,
  versions: [
    {
      version: 'b-2',
      releasedAt: '2026-11-24T01:00:00.000Z',
      live: true,
      withdrawn: false,
      rolledAwayAt: null,
    },
  ],
  history: [],
};

const health: HealthItem[] = [
  {
    name: 'mfe-option',
    live: '0.1.0-r3',
    liveSince: '2026-11-25T01:00:00.000Z',
    errorsPerHour: 12.5,
    errors: 25,
    previous: { version: '0.1.0-r1', errorsPerHour: 0.2, errors: 4 },
    fallbacksServed: 3,
    latest: [
      {
        at: '2026-11-25T02:00:00.000Z',
        message: 'TypeError: x is undefined',
        version: '0.1.0-r3',
        path: '/option/',
      },
    ],
  },
];

function api() {
  return fakeOpsApi({
    'GET /ops/remotes': { body: { items: [shell, option] } },
    'GET /ops/health': { body: { items: health } },
  });
}

it('shows the live version, the error rate next to the previous version, fallbacks and the latest errors', async () => {
  const fake = api();
  renderConsole(fake, '#/releases');
  const section = await screen.findByRole('region', { name: /オプション/ });
  expect(section).toHaveTextContent('公開中：0.1.0-r3（2026/11/25 10:00 から）');
  expect(section).toHaveTextContent('でエラーの影響を受けた訪問者12.5人/時（25人');
  expect(section).toHaveTextContent('0.2人/時（4人）');
  expect(section).toHaveTextContent('前の版で代わりに表示した訪問者3人');
  expect(section).toHaveTextContent(
    '現在の版でエラーの影響を受けた訪問者が、直前まで公開していた版より多くなっています',
  );
  expect(within(section).getByRole('table', { name: '最新のエラー（オプション）' })).toHaveTextContent(
    'TypeError: x is undefined',
  );
  const versions = within(section).getByRole('table', { name: 'オプションの版' });
  expect(within(versions).getByRole('row', { name: /0\.1\.0-r2/ })).toHaveTextContent('切り戻し元');
  expect(within(versions).getByRole('row', { name: /0\.1\.0-r3/ })).toHaveTextContent('公開中');
  expect(fake.calls('GET /ops/health')[0]!.query.get('hours')).toBe('24');

  const overview = screen.getByRole('table', { name: '概要：公開中の版とエラー' });
  expect(within(overview).getByRole('row', { name: /オプション/ })).toHaveTextContent(
    'オプション0.1.0-r312.5人/時（25人）（増えています）0.1.0-r1：0.2人/時3人',
  );
  expect(within(overview).getByRole('row', { name: /シェル/ })).toHaveTextContent('シェルb-2———');
});

it('rolls back after a confirmation naming both versions, through the rollback endpoint', async () => {
  const fake = api();
  fake.on('POST /ops/remotes/mfe-option/rollback', {
    body: {
      ...option,
      live: { version: '0.1.0-r1', since: '2026-11-25T03:00:00.000Z' },
      versions: option.versions.map((v) => ({ ...v, live: v.version === '0.1.0-r1' })),
    },
  });
  renderConsole(fake, '#/releases');
  const section = await screen.findByRole('region', { name: /オプション/ });
  await userEvent.click(within(section).getByRole('button', { name: '0.1.0-r1 に切り戻す' }));

  const dialog = screen.getByRole('alertdialog', { name: 'オプションを切り戻しますか' });
  expect(dialog).toHaveTextContent('0.1.0-r3 から 0.1.0-r1 に戻します');
  expect(fake.calls('POST /ops/remotes/mfe-option/rollback')).toHaveLength(0);
  // The safe choice has the focus.
  expect(within(dialog).getByRole('button', { name: 'やめる' })).toHaveFocus();

  await userEvent.click(within(dialog).getByRole('button', { name: '0.1.0-r1 に戻す' }));
  const calls = fake.calls('POST /ops/remotes/mfe-option/rollback');
  expect(calls).toHaveLength(1);
  // The live version the confirmation named goes with it: the server refuses it once no longer live.
  expect(JSON.parse(calls[0]!.body!)).toEqual({ from: '0.1.0-r3' });
  expect(await screen.findByText('オプション：公開中の版は 0.1.0-r1 です。')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('from a stale tab: the refusal (409) is shown and the screen reloads what is live now', async () => {
  const fake = api();
  const message =
    'オプション（mfe-option）は、画面に表示していた公開中の版 0.1.0-r3 から、いまは公開中の版 0.1.0-r1 に変わっています（別の画面か担当者が変更しました）。何も変更していません';
  fake.on('POST /ops/remotes/mfe-option/rollback', { status: 409, body: { message } });
  renderConsole(fake, '#/releases');
  const section = await screen.findByRole('region', { name: /オプション/ });
  // Meanwhile another tab rolled back: the next load of /ops/remotes says r1 is live.
  const rolledBack = {
    ...option,
    live: { version: '0.1.0-r1', since: '2026-11-25T03:00:00.000Z' },
    lastKnownGood: null,
    versions: option.versions.map((v) => ({ ...v, live: v.version === '0.1.0-r1' })),
  };
  fake.on('GET /ops/remotes', { body: { items: [shell, rolledBack] } });
  await userEvent.click(within(section).getByRole('button', { name: '0.1.0-r1 に切り戻す' }));
  await userEvent.click(screen.getByRole('button', { name: '0.1.0-r1 に戻す' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    `${message}。画面をいまの状態に更新しました。確かめてからもう一度操作してください。`,
  );
  expect(
    await within(screen.getByRole('region', { name: /オプション/ })).findByText('0.1.0-r1', {
      selector: 'strong',
    }),
  ).toBeInTheDocument();
  expect(fake.calls('POST /ops/remotes/mfe-option/rollback')).toHaveLength(1);
});

it('makes a named version live only after confirming, and cancelling sends nothing', async () => {
  const fake = api();
  fake.on('POST /ops/remotes/mfe-option/activate', { body: option });
  renderConsole(fake, '#/releases');
  await screen.findByRole('region', { name: /オプション/ });

  await userEvent.click(screen.getByRole('button', { name: 'オプションの 0.1.0-r2 を公開する' }));
  let dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('0.1.0-r3 から 0.1.0-r2 に戻します');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(fake.calls('POST /ops/remotes/mfe-option/activate')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'オプションの 0.1.0-r2 を公開する' }));
  dialog = screen.getByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: '0.1.0-r2 を公開する' }));
  const calls = fake.calls('POST /ops/remotes/mfe-option/activate');
  expect(calls).toHaveLength(1);
  expect(JSON.parse(calls[0]!.body!)).toEqual({ version: '0.1.0-r2', from: '0.1.0-r3' });
});

it('withdraws the live version after a confirmation saying where it goes back to', async () => {
  const fake = api();
  fake.on('POST /ops/remotes/mfe-option/withdraw', { body: option });
  renderConsole(fake, '#/releases');
  await screen.findByRole('region', { name: /オプション/ });
  await userEvent.click(screen.getByRole('button', { name: 'オプションの 0.1.0-r3 を取り下げる' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('0.1.0-r3 は公開中です。取り下げると 0.1.0-r1 に戻し');
  await userEvent.click(within(dialog).getByRole('button', { name: '0.1.0-r3 を取り下げる' }));
  expect(JSON.parse(fake.calls('POST /ops/remotes/mfe-option/withdraw')[0]!.body!)).toEqual({
    version: '0.1.0-r3',
    from: '0.1.0-r3',
  });
});

it('offers no plain rollback when there is no version to go back to', async () => {
  const fake = api();
  renderConsole(fake, '#/releases');
  const section = await screen.findByRole('region', { name: /シェル/ });
  expect(within(section).getByRole('button', { name: '切り戻せる版がありません' })).toBeDisabled();
});

it('does not offer to withdraw a live version with nothing to go back to, and says why', async () => {
  const fake = api();
  renderConsole(fake, '#/releases');
  const section = await screen.findByRole('region', { name: /シェル/ });
  expect(
    within(section).queryByRole('button', { name: 'シェルの b-2 を取り下げる' }),
  ).not.toBeInTheDocument();
  expect(section).toHaveTextContent('公開中で、代わりに戻せる版がないため取り下げられません');
});

it('lists the history in the order things happened', async () => {
  const fake = api();
  renderConsole(fake, '#/releases');
  const section = await screen.findByRole('region', { name: /オプション/ });
  const table = within(section).getByRole('table', { name: 'オプションの公開の履歴（起きた順）' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  // The time heads each row; the cells are 操作, 版, それまでの版, 操作元.
  expect(rows.map((cells) => cells.slice(0, 3))).toEqual([
    ['リリース', '0.1.0-r1', '—'],
    ['リリース', '0.1.0-r2', '0.1.0-r1'],
    ['切り戻し', '0.1.0-r1', '0.1.0-r2'],
    ['リリース', '0.1.0-r3', '0.1.0-r1'],
  ]);
});

it('after a rollback, calls the newer version it left 直前まで公開していた版 and says why it is no rollback target', async () => {
  // r2 was live, ops rolled back to r1: r1 is live, r2 (newer) was live just before and is the version rolled away from.
  const rolledBack: RemoteItem = {
    ...option,
    live: { version: '0.1.0-r1', since: '2026-11-22T01:00:00.000Z' },
    lastKnownGood: null,
    versions: option.versions
      .filter((v) => v.version !== '0.1.0-r3')
      .map((v) => ({ ...v, live: v.version === '0.1.0-r1' })),
    history: option.history.slice(0, 3),
  };
  const fake = fakeOpsApi({
    'GET /ops/remotes': { body: { items: [rolledBack] } },
    'GET /ops/health': {
      body: {
        items: [
          {
            ...health[0]!,
            live: '0.1.0-r1',
            previous: { version: '0.1.0-r2', errorsPerHour: 9, errors: 9 },
          },
        ],
      },
    },
  });
  renderConsole(fake, '#/releases');
  const section = await screen.findByRole('region', { name: /オプション/ });
  expect(section).not.toHaveTextContent('ひとつ前の版');
  expect(section).toHaveTextContent('直前まで公開していた版（0.1.0-r2）でエラーの影響を受けた訪問者');
  expect(within(section).getByRole('button', { name: '切り戻せる版がありません' })).toBeDisabled();
  expect(section).toHaveTextContent(
    '直前まで公開していた 0.1.0-r2 は切り戻し元か取り下げ済みのため、切り戻し先にしません',
  );
});

it('reads the figures again every 30 seconds, so a release going wrong shows without a click', async () => {
  jest.useFakeTimers();
  try {
    const fake = api();
    renderConsole(fake, '#/releases');
    await screen.findByRole('region', { name: /オプション/ });
    expect(fake.calls('GET /ops/health')).toHaveLength(1);
    fake.on('GET /ops/health', {
      body: { items: [{ ...health[0]!, errors: 90, errorsPerHour: 45 }] },
    });
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(fake.calls('GET /ops/health')).toHaveLength(2);
    expect(await screen.findByRole('region', { name: /オプション/ })).toHaveTextContent('45.0人/時（90人');
  } finally {
    jest.useRealTimers();
  }
});

it('marks the running canary among the versions, and words canary changes in the history', async () => {
  const withCanary: RemoteItem = {
    ...option,
    canary: { version: '0.1.0-r2', percent: 10, since: '2026-11-26T01:00:00.000Z' },
    history: [
      ...option.history,
      {
        at: '2026-11-26T01:00:00.000Z',
        action: 'canary',
        version: '0.1.0-r2',
        from: '0.1.0-r3',
        by: 'console',
        percent: 10,
      },
      {
        at: '2026-11-26T03:00:00.000Z',
        action: 'promote',
        version: '0.1.0-r2',
        from: '0.1.0-r3',
        by: 'auto',
      },
    ],
  };
  const fake = fakeOpsApi({
    'GET /ops/remotes': { body: { items: [withCanary] } },
    'GET /ops/health': { body: { items: health } },
  });
  renderConsole(fake, '#/releases');
  const section = await screen.findByRole('region', { name: /オプション/ });
  const versions = within(section).getByRole('table', { name: 'オプションの版' });
  expect(within(versions).getByRole('row', { name: /0\.1\.0-r2/ })).toHaveTextContent(
    'カナリア（訪問者の 10%）',
  );
  const history = within(section).getByRole('table', { name: 'オプションの公開の履歴（起きた順）' });
  const rows = within(history).getAllByRole('row');
  expect(rows.at(-2)).toHaveTextContent('カナリアとして公開（10%）0.1.0-r20.1.0-r3コンソール');
  expect(rows.at(-1)).toHaveTextContent('カナリアを全員に公開0.1.0-r20.1.0-r3自動（カナリアの判定）');
});
