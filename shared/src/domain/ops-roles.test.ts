import { isOpsRole, OPS_ROLES, opsRoleLabel } from './ops-roles';
import { REMOTE_NAMES } from './remotes';

it('has the four fixed roles and one team role per remote of the registry', () => {
  expect(OPS_ROLES).toEqual([
    'admin',
    'site-ops',
    'support',
    'auditor',
    ...REMOTE_NAMES.map((n) => `team:${n}`),
  ]);
});

it.each([
  ['admin', '管理者'],
  ['site-ops', 'サイト運用'],
  ['support', '受付対応'],
  ['auditor', '監査'],
  ['team:mfe-campaign', 'キャンペーンチーム'],
  ['team:mfe-apply', 'お申し込みチーム'],
  ['team:nowhere', 'team:nowhere'],
])('names %s 「%s」', (role, label) => {
  expect(opsRoleLabel(role)).toBe(label);
});

it.each([
  ['admin', true],
  ['team:mfe-option', true],
  ['team:shell', false],
  ['team:', false],
  ['root', false],
  [42, false],
])('accepts %s as a role: %s', (value, expected) => {
  expect(isOpsRole(value)).toBe(expected);
});
