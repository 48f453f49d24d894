import { screen, within } from '@testing-library/react';
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
    actor: 'console',
    address: '192.0.2.44',
  },
  {
    at: '2026-11-25T00:30:00.000Z',
    action: 'export',
    target: 'applications',
    description: 'CSV出力 3件',
    actor: 'ops-api',
    address: null,
  },
];

it("lists the audit log newest first with time, action, target, description and the caller's address", async () => {
  const fake = fakeOpsApi({ 'GET /ops/audit': { body: { entries } } });
  renderConsole(fake, '#/audit');
  const table = await screen.findByRole('table', { name: /操作履歴/ });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual([
    '2026/11/25 10:02',
    '切り戻し',
    'mfe-option',
    '0.1.0-r3 から 0.1.0-r1 に戻しました',
    'コンソール',
    '192.0.2.44',
  ]);
  expect(rows[1]).toHaveTextContent('受付データの書き出し');
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
