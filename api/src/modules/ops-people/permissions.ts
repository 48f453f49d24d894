// Which role each ops route needs (docs/business-rules.md#ops-roles), in one
// table so a route nobody listed is refused rather than open. A team role
// reaches its own remote only; site ops may roll back any part.
import { isRemoteName } from '@hikari/shared/domain';
import { opsRoleLabel, teamRole, type OpsRole } from '@hikari/shared/domain/ops-roles';
import type { OpsIdentity } from './identity';

/** 'any': every identity; 'person': a signed-in person (not OPS_TOKEN); else one of the roles. */
export type Need = 'any' | 'person' | readonly OpsRole[];

type Params = Record<string, string | undefined>;

/** The role that changes one part of the site: its team, or site ops for the shell. */
const ownerOf = (name: string | undefined): OpsRole[] =>
  name !== undefined && isRemoteName(name) ? [teamRole(name)] : ['site-ops'];

const RULES: Record<string, Need | ((params: Params) => Need)> = {
  'GET /ops/session': 'any',
  'DELETE /ops/session': 'any',
  'POST /ops/password': 'person',
  'GET /ops/tokens': 'person',
  'POST /ops/tokens': 'person',
  'POST /ops/tokens/:id/revoke': 'person',
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
  'PUT /ops/canary/policy': ['site-ops'],
  // Only this browser sees the canaries; audited like every action.
  'POST /ops/canary/preview': 'any',
  'POST /ops/remotes/:name/:action': (p) =>
    p.action === 'rollback' ? [...new Set([...ownerOf(p.name), 'site-ops' as const])] : ownerOf(p.name),
  'POST /ops/remotes/:name/canary': (p) => ownerOf(p.name),
  'POST /ops/remotes/:name/canary-percent': (p) => ownerOf(p.name),
  'POST /ops/remotes/:name/promote': (p) => ownerOf(p.name),
  'POST /ops/remotes/:name/withdraw-canary': (p) => ownerOf(p.name),
};

/** What a request needs; routes outside the table need the administrator. */
export function needOf(method: string, routeUrl: string | undefined, params: Params): Need {
  const key = `${method === 'HEAD' ? 'GET' : method} ${routeUrl ?? ''}`;
  // The catch-all answers 404 to anyone signed in.
  if (routeUrl === '/ops/*') return 'any';
  const rule = RULES[key];
  if (rule === undefined) return ['admin'];
  return typeof rule === 'function' ? rule(params) : rule;
}

export type Decision = { ok: true; role: OpsRole | null } | { ok: false; message: string };

/**
 * Allowed, with the role the action is done in (the first of the needed ones
 * the person holds; for 'any', their first role), or refused with a sentence
 * naming the roles needed. OPS_TOKEN is allowed everything, as the administrator.
 */
export function decide(identity: OpsIdentity, need: Need): Decision {
  if (identity.kind === 'bootstrap') {
    return need === 'person'
      ? { ok: false, message: 'この操作はサインインした担当者だけができます（OPS_TOKEN ではできません）' }
      : { ok: true, role: 'admin' };
  }
  if (need === 'any' || need === 'person') return { ok: true, role: identity.roles[0] ?? null };
  const role = need.find((r) => identity.roles.includes(r));
  if (role) return { ok: true, role };
  return {
    ok: false,
    message: `この操作には${need.map((r) => `「${opsRoleLabel(r)}」`).join('または')}の役割が必要です`,
  };
}
