// Which role each ops route needs (docs/business-rules.md#ops-roles), in one
// table so a route nobody listed is refused rather than open. A team role
// reaches its own remote only; site ops may roll back any part.
import { rolesNeededMessage, rolesToChange, teamRole, type OpsRole } from '@hikari/shared/domain/ops-roles';
import type { OpsIdentity } from './identity';

/** 'any': every person, whatever their roles; else one of the roles. */
export type Need = 'any' | readonly OpsRole[];

/**
 * What OPS_TOKEN, the bootstrap identity, may do on a route: say who it is, or
 * register the first administrator while no enabled one exists. It may do
 * nothing else: people sign in, or use their personal API token.
 */
export type OpsTokenUse = 'who-am-i' | 'first-admin';

/** What a route needs of a person, and what OPS_TOKEN may do there (null: nothing). */
export interface Rule {
  need: Need;
  opsToken: OpsTokenUse | null;
}

/** The refusal of OPS_TOKEN everywhere but the first administrator's registration. */
export const OPS_TOKEN_FIRST_ADMIN_ONLY =
  'OPS_TOKEN は最初の管理者を登録するときだけ使えます。ご自分のアカウントでサインインするか、個人用の API トークンをお使いください。';

/** The refusal of OPS_TOKEN registering a person once an enabled administrator exists. */
export const OPS_TOKEN_ADMIN_EXISTS = `管理者はすでに登録されています。${OPS_TOKEN_FIRST_ADMIN_ONLY}`;

type Params = Record<string, string | undefined>;

const RULES: Record<string, Need | ((params: Params) => Need)> = {
  'GET /ops/session': 'any',
  'DELETE /ops/session': 'any',
  'POST /ops/password': 'any',
  'GET /ops/tokens': 'any',
  'POST /ops/tokens': 'any',
  'POST /ops/tokens/:id/revoke': 'any',
  'GET /ops/people': ['admin'],
  'POST /ops/people': ['admin'],
  'PUT /ops/people/:login/roles': ['admin'],
  'POST /ops/people/:login/disable': ['admin'],
  'POST /ops/people/:login/enable': ['admin'],
  'POST /ops/people/:login/reset-totp': ['admin'],
  'PUT /ops/people/:login/email': ['admin'],
  'GET /ops/audit': ['auditor', 'admin'],
  'GET /ops/status': 'any',
  'GET /ops/events': 'any',
  'GET /ops/settings': 'any',
  'POST /ops/settings': ['site-ops'],
  'POST /ops/maintenance': ['site-ops'],
  'GET /ops/campaigns': 'any',
  // The campaign team keeps its offer (amounts, periods, areas, wording); site ops may too.
  'POST /ops/campaigns': [teamRole('mfe-campaign'), 'site-ops'],
  'GET /ops/area': 'any',
  'POST /ops/area/import': ['site-ops'],
  'GET /ops/submissions': ['support'],
  'GET /ops/submissions/:kind/:key': ['support'],
  'POST /ops/submissions/:kind/:key/status': ['support'],
  'POST /ops/submissions/applications/:key/stage': ['support'],
  'POST /ops/submissions/applications/:key/works-slot': ['support'],
  'GET /ops/works/calendar': 'any',
  'PUT /ops/works/calendar': ['site-ops'],
  'GET /ops/works/bookings': ['support', 'site-ops'],
  'GET /ops/works/slots': ['support'],
  'GET /ops/mail': ['support'],
  'GET /ops/mail/:id': ['support'],
  'GET /ops/remotes': 'any',
  'GET /ops/health': 'any',
  'GET /ops/canary': 'any',
  'PUT /ops/canary/policy': rolesToChange(null, 'canary-policy'),
  // Only this browser sees the canaries; audited like every action.
  'POST /ops/canary/preview': 'any',
  // Who changes what is live: one rule for the console and the shell's release commands (tools/site/cli.ts).
  'POST /ops/remotes/:name/:action': (p) => rolesToChange(p.name ?? null, p.action ?? ''),
  'POST /ops/remotes/:name/canary': (p) => rolesToChange(p.name ?? null, 'canary'),
  'POST /ops/remotes/:name/canary-percent': (p) => rolesToChange(p.name ?? null, 'canary-percent'),
  'POST /ops/remotes/:name/promote': (p) => rolesToChange(p.name ?? null, 'promote'),
  'POST /ops/remotes/:name/withdraw-canary': (p) => rolesToChange(p.name ?? null, 'withdraw-canary'),
};

/** The only routes OPS_TOKEN reaches (docs/business-rules.md#ops-roles). */
const OPS_TOKEN_USES: Record<string, OpsTokenUse> = {
  'GET /ops/session': 'who-am-i',
  'POST /ops/people': 'first-admin',
};

/** What a request needs; routes outside the table need the administrator, and are closed to OPS_TOKEN. */
export function ruleOf(method: string, routeUrl: string | undefined, params: Params): Rule {
  const key = `${method === 'HEAD' ? 'GET' : method} ${routeUrl ?? ''}`;
  const opsToken = OPS_TOKEN_USES[key] ?? null;
  // The catch-all answers 404 to anyone signed in.
  if (routeUrl === '/ops/*') return { need: 'any', opsToken };
  const rule = RULES[key];
  if (rule === undefined) return { need: ['admin'], opsToken };
  return { need: typeof rule === 'function' ? rule(params) : rule, opsToken };
}

export type Decision = { ok: true; role: OpsRole | null } | { ok: false; message: string };

/**
 * Allowed, with the role the action is done in (the first of the needed ones
 * the person holds; for 'any', their first role), or refused with a sentence
 * naming the roles needed. OPS_TOKEN acts as the administrator, only where
 * the rule lets it: the first administrator's registration only while
 * `enabledAdminExists` answers false.
 */
export async function decide(
  identity: OpsIdentity,
  rule: Rule,
  enabledAdminExists: () => Promise<boolean>,
): Promise<Decision> {
  if (identity.kind === 'bootstrap') {
    if (rule.opsToken === 'who-am-i') return { ok: true, role: 'admin' };
    if (rule.opsToken === 'first-admin') {
      if (!(await enabledAdminExists())) return { ok: true, role: 'admin' };
      return { ok: false, message: OPS_TOKEN_ADMIN_EXISTS };
    }
    return { ok: false, message: OPS_TOKEN_FIRST_ADMIN_ONLY };
  }
  const { need } = rule;
  if (need === 'any') return { ok: true, role: identity.roles[0] ?? null };
  const role = need.find((r) => identity.roles.includes(r));
  if (role) return { ok: true, role };
  return { ok: false, message: rolesNeededMessage(need) };
}
