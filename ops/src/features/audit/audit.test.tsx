import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '../../api/types';
import { fakeOpsApi } from '../../testing/fake-ops-api';
import { renderConsole } from '../../testing/render-console';

const entries: AuditEntry[] = [
  {
    at: '2026-11-25T01:02:00.000Z',
    action: 'rollback',
    target: 'mfe-option',
    description: '0.1.0-r3 から 0.1.0-r1 に戻しました',
    actor: 'ops-api',
    address: '192.0.2.44',
    person: '鈴木 一郎',
    login: 'suzuki',
    role: 'team:mfe-option',
  },
  {
    at: '2026-11-25T00:30:00.000Z',
    action: 'export',
    target: 'applications',
    description: 'CSV出力 3件',
    actor: 'ops-api',
    address: null,
    person: '初期管理者（OPS_TOKEN）',
    login: null,
    role: 'admin',
  },
];

it("lists the audit log newest first with time, action, target, description, who in which role and the caller's address", async () => {
  const fake = fakeOpsApi({ 'GET /ops/audit': { body: { entries } } });
  renderConsole(fake, '#/audit');
  const table = await screen.findByRole('table', { name: /操作履歴/ });
  const rows = within(table).getAllByRole('row').slice(1);
  // The time heads the row; the other columns follow in its cells.
  expect(
    [within(rows[0]!).getByRole('rowheader'), ...within(rows[0]!).getAllByRole('cell')].map(
      (c) => c.textContent,
    ),
  ).toEqual([
    '2026/11/25 10:02',
    '切り戻し',
    'mfe-option',
    '0.1.0-r3 から 0.1.0-r1 に戻しました',
    '鈴木 一郎（suzuki）',
    'オプションチーム',
    '運用API',
    '192.0.2.44',
  ]);
  expect(rows[1]).toHaveTextContent('受付データの書き出し');
  expect(rows[1]).toHaveTextContent('初期管理者（OPS_TOKEN）管理者');
  expect(fake.calls('GET /ops/audit')[0]!.query.get('offset')).toBe('0');
});

it('pages to older entries when there are more than a page', async () => {
  const many = Array.from({ length: 51 }, (_, i) => ({ ...entries[1]!, description: `CSV出力 ${i}件` }));
  const fake = fakeOpsApi({
    'GET /ops/audit': (req) => ({ body: { entries: req.query.get('offset') === '0' ? many : entries } }),
  });
  renderConsole(fake, '#/audit');
  await screen.findByRole('table', { name: '操作履歴（新しい順、1ページ目）' });
  await userEvent.click(screen.getByRole('button', { name: '古い50件' }));
  await screen.findByRole('table', { name: '操作履歴（新しい順、2ページ目）' });
  expect(fake.calls('GET /ops/audit').at(-1)!.query.get('offset')).toBe('50');
  expect(screen.getByRole('button', { name: '古い50件' })).toBeDisabled();
});

it('filters by person: asks the server for that login and says whose rows these are', async () => {
  const fake = fakeOpsApi({
    'GET /ops/audit': (req) => ({
      body: { entries: req.query.get('person') === 'suzuki' ? [entries[0]!] : entries },
    }),
  });
  renderConsole(fake, '#/audit');
  await screen.findByRole('table', { name: '操作履歴（新しい順、1ページ目）' });
  await userEvent.type(screen.getByLabelText('担当者で絞り込む'), 'suzuki');
  await userEvent.click(screen.getByRole('button', { name: '絞り込む' }));

  const table = await screen.findByRole('table', { name: '操作履歴（suzuki の操作、新しい順、1ページ目）' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  expect(table).toHaveTextContent('鈴木 一郎（suzuki）');
  expect(table).not.toHaveTextContent('初期管理者');
  expect(fake.calls('GET /ops/audit').at(-1)!.query.get('person')).toBe('suzuki');
});
