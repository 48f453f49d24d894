// The roles an ops person can hold (docs/business-rules.md#ops-roles): one
// list for the API, which checks them, and the console, which names them.
// Team roles are derived from the remote registry, so a new remote gets its
// team's role without another list. Not in the domain's index: no visitor's
// page needs it, so the API and the console import it from
// @hikari/shared/domain/ops-roles and it stays out of the site's bundle.
import { REMOTE_NAMES, SITE_PART_LABELS, isRemoteName, type RemoteName } from './remotes';

export type OpsRole = 'admin' | 'site-ops' | 'support' | 'auditor' | `team:${RemoteName}`;

const FIXED_ROLES = ['admin', 'site-ops', 'support', 'auditor'] as const;

/** Every role, in the order the console lists them. */
export const OPS_ROLES: readonly OpsRole[] = [
  ...FIXED_ROLES,
  ...REMOTE_NAMES.map((name) => `team:${name}` as const),
];

const FIXED_LABELS: Record<(typeof FIXED_ROLES)[number], string> = {
  admin: '管理者',
  'site-ops': 'サイト運用',
  support: '受付対応',
  auditor: '監査',
};

/** What each role may do, as the people screen says it. */
const FIXED_DUTIES: Record<(typeof FIXED_ROLES)[number], string> = {
  admin: '担当者と役割の管理',
  'site-ops': 'すべての部分の切り戻し、メンテナンス・設定、工事カレンダー、エリアマスタ',
  support: '受付の対応と個人情報の閲覧、送信メールの閲覧（リリースはできません）',
  auditor: '操作履歴の閲覧',
};

/** The team role of one remote: it releases, tries (canary) and rolls back that remote only. */
export const teamRole = (remote: RemoteName): OpsRole => `team:${remote}`;

/**
 * The roles that may make one change of what is live, from the console (the
 * API's route table, api/src/modules/ops-people/permissions.ts) or from a shell
 * (tools/site/cli.ts): a remote's team for that remote, site ops for the shell
 * (and for a name that is no remote); a rollback also site ops, whatever the
 * part; the canary policy (target null, action 'canary-policy') site ops only.
 * `action` is the change: release, rollback, activate, withdraw, canary,
 * canary-percent, promote, withdraw-canary or canary-policy.
 */
export function rolesToChange(target: string | null, action: string): OpsRole[] {
  if (action === 'canary-policy') return ['site-ops'];
  const owner: OpsRole = target !== null && isRemoteName(target) ? teamRole(target) : 'site-ops';
  return action === 'rollback' && owner !== 'site-ops' ? [owner, 'site-ops'] : [owner];
}

/** The refusal of a person without any of `roles`: 「この操作には「サイト運用」または…の役割が必要です」. */
export const rolesNeededMessage = (roles: readonly string[]): string =>
  `この操作には${roles.map((r) => `「${opsRoleLabel(r)}」`).join('または')}の役割が必要です`;

export function isOpsRole(value: unknown): value is OpsRole {
  if (typeof value !== 'string') return false;
  if ((FIXED_ROLES as readonly string[]).includes(value)) return true;
  return value.startsWith('team:') && isRemoteName(value.slice('team:'.length));
}

/** 「サイト運用」, 「キャンペーンチーム」; an unknown name as it is. */
export function opsRoleLabel(role: string): string {
  if (role in FIXED_LABELS) return FIXED_LABELS[role as keyof typeof FIXED_LABELS];
  const remote = role.startsWith('team:') ? role.slice('team:'.length) : null;
  return remote !== null && isRemoteName(remote) ? `${SITE_PART_LABELS[remote]}チーム` : role;
}

export function opsRoleDuty(role: OpsRole): string {
  if (role in FIXED_DUTIES) return FIXED_DUTIES[role as keyof typeof FIXED_DUTIES];
  const remote = role.slice('team:'.length) as RemoteName;
  return `${SITE_PART_LABELS[remote]}のリリース・カナリア・切り戻し（ほかの部分は操作できません）`;
}
