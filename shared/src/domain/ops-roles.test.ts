import { isOpsRole, OPS_ROLES, opsRoleLabel, rolesToChange } from './ops-roles';
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

describe('rolesToChange: who may change what is live, from the console or a shell', () => {
  it.each([
    ['mfe-campaign', 'release', ['team:mfe-campaign']],
    ['mfe-campaign', 'canary', ['team:mfe-campaign']],
    ['mfe-campaign', 'canary-percent', ['team:mfe-campaign']],
    ['mfe-campaign', 'promote', ['team:mfe-campaign']],
    ['mfe-campaign', 'withdraw-canary', ['team:mfe-campaign']],
    ['mfe-apply', 'withdraw', ['team:mfe-apply']],
    ['mfe-apply', 'activate', ['team:mfe-apply']],
    // Site ops may roll back any part, besides its team.
    ['mfe-apply', 'rollback', ['team:mfe-apply', 'site-ops']],
    // The shell (and a name that is no remote) is site ops' own.
    ['shell', 'release', ['site-ops']],
    ['shell', 'rollback', ['site-ops']],
    ['shell', 'withdraw', ['site-ops']],
    ['no-such-part', 'release', ['site-ops']],
    [null, 'canary-policy', ['site-ops']],
    ['mfe-campaign', 'canary-policy', ['site-ops']],
  ] as const)('%s %s: %j', (target, action, roles) => {
    expect(rolesToChange(target, action)).toEqual(roles);
  });
});
