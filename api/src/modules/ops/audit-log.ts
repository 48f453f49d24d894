// The audit log: what ops did, when, to what. Read by the ops console and
// merged there with the live history of the remotes (release/src/releases.ts).
// Never personal data: a target is a reception number, a remote, a setting;
// a description says what changed, not what a visitor typed.
import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditAction =
  | 'release'
  | 'rollback'
  | 'activate'
  | 'withdraw'
  | 'canary'
  | 'canary-percent'
  | 'promote'
  | 'canary-policy'
  | 'canary-preview'
  | 'maintenance'
  | 'settings'
  | 'campaigns'
  | 'import'
  | 'export'
  | 'handled'
  | 'view'
  | 'list'
  | 'mail'
  | 'works-calendar'
  | 'stage'
  | 'works-slot'
  | 'sign-in'
  | 'sign-out'
  | 'people'
  | 'api-token'
  | 'refused';

export const AUDIT_ACTIONS: readonly AuditAction[] = [
  'release',
  'rollback',
  'activate',
  'withdraw',
  'canary',
  'canary-percent',
  'promote',
  'canary-policy',
  'canary-preview',
  'maintenance',
  'settings',
  'campaigns',
  'import',
  'export',
  'handled',
  'view',
  'list',
  'mail',
  'works-calendar',
  'stage',
  'works-slot',
  'sign-in',
  'sign-out',
  'people',
  'api-token',
  'refused',
];

export interface AuditEntry {
  /** ISO date-time (UTC). */
  at: string;
  action: AuditAction;
  target: string;
  description: string;
  /**
   * Who did it: 'ops-api' for rows of this log (the console or `npm run ops`,
   * both through the ops API); the live history says 'cli' or 'console'.
   */
  actor: string;
  /** The caller's address as the API saw it; null for the live history written by the CLI. */
  address: string | null;
  /**
   * The person's name (or 「初期管理者（OPS_TOKEN）」; for a change from a shell without
   * OPS_API_TOKEN, the shell account user@host); null for rows from before people.
   */
  person: string | null;
  /** The person's login; null for OPS_TOKEN, a shell account and rows from before people. */
  login: string | null;
  /** The role the action was done in (admin, site-ops, team:mfe-campaign…); null when refused or unknown. */
  role: string | null;
}

/** Who did it, as the ops guard knows it (modules/ops-people/identity.ts). */
export interface AuditActor {
  login: string | null;
  name: string;
  role: string | null;
}

/** Longest target and description stored; longer text is cut (a log line, not a document). */
const MAX_TARGET = 200;
const MAX_DESCRIPTION = 500;

/** What a row says; the caller's address is added by whoever knows it. */
export interface AuditInput {
  action: AuditAction;
  target: string;
  description: string;
}

export async function recordAudit(
  db: Database['db'],
  entry: AuditInput & { address: string | null; actor: AuditActor | null },
): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    target: entry.target.slice(0, MAX_TARGET),
    description: entry.description.slice(0, MAX_DESCRIPTION),
    address: entry.address?.slice(0, 100) ?? null,
    actorLogin: entry.actor?.login ?? null,
    actorName: entry.actor?.name.slice(0, 100) ?? null,
    actorRole: entry.actor?.role ?? null,
  });
}

/**
 * Newest first. limit default 100 (at most 1000), offset default 0; `person`:
 * only the rows of that login or name (「初期管理者（OPS_TOKEN）」 has no login).
 */
export async function listAudit(
  db: Database['db'],
  options: { limit?: number; offset?: number; person?: string | null } = {},
): Promise<AuditEntry[]> {
  const limit = Math.min(Math.max(options.limit ?? 100, 1), 1000);
  const offset = Math.max(options.offset ?? 0, 0);
  const where: SQL | undefined = options.person
    ? or(eq(auditLog.actorLogin, options.person), eq(auditLog.actorName, options.person))
    : undefined;
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toEntry);
}

/** A stored row as an entry (every ops request reaches the API as 'ops-api'). */
function toEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    at: row.at.toISOString(),
    action: row.action as AuditAction,
    target: row.target,
    description: row.description,
    actor: 'ops-api',
    address: row.address,
    person: row.actorName,
    login: row.actorLogin,
    role: row.actorRole,
  };
}

/** The entries of one action on one target, in the order they happened (a submission's status changes). */
export async function auditTrail(
  db: Database['db'],
  target: string,
  action: AuditAction,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, target), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.at), asc(auditLog.id))
    .limit(1000);
  return rows.map(toEntry);
}
