// The ops people, their console sessions and their API tokens in the
// database (schema: ops_people, ops_sessions, ops_api_tokens).
import { and, asc, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { isOpsRole, type OpsRole } from '@hikari/shared/domain/ops-roles';

import type { Database } from '../../db/client';
import { opsApiTokens, opsPeople, opsSessions } from '../../db/schema';
import { hashPassword, newTotp, randomSecret, sha256 } from './credentials';

type Db = Database['db'];
export type PersonRow = typeof opsPeople.$inferSelect;

/** A console session ends after this long without a request. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** …and this long after sign-in, whatever happens. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Personal API tokens: at most this many days, 90 unless asked. */
export const TOKEN_MAX_DAYS = 365;
export const TOKEN_DEFAULT_DAYS = 90;
/** Every personal API token starts with this, so a leaked one is recognised (and never mistaken for OPS_TOKEN). */
export const TOKEN_PREFIX = 'hko_';

/** What the console and the people list show of a person (never a secret). */
export interface PersonView {
  login: string;
  name: string;
  roles: OpsRole[];
  disabled: boolean;
  createdAt: string;
  /** Work mail address the company's provider is matched on; null when none is kept. */
  email: string | null;
  /** Signed in through the company's provider at least once (its subject is kept). */
  linkedToProvider: boolean;
}

export const rolesOf = (row: Pick<PersonRow, 'roles'>): OpsRole[] => row.roles.filter(isOpsRole);

export function personView(row: PersonRow): PersonView {
  return {
    login: row.login,
    name: row.displayName,
    roles: rolesOf(row),
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    linkedToProvider: row.oidcSubject !== null,
  };
}

export async function personByLogin(db: Db, login: string): Promise<PersonRow | null> {
  const [row] = await db.select().from(opsPeople).where(eq(opsPeople.login, login)).limit(1);
  return row ?? null;
}

/** A mail address as it is kept and compared: trimmed, lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function personByEmail(db: Db, email: string): Promise<PersonRow | null> {
  const [row] = await db
    .select()
    .from(opsPeople)
    .where(eq(opsPeople.email, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function personBySubject(db: Db, subject: string): Promise<PersonRow | null> {
  const [row] = await db.select().from(opsPeople).where(eq(opsPeople.oidcSubject, subject)).limit(1);
  return row ?? null;
}

/** Keeps the provider's subject for a person matched by mail address; false when another sign-in kept one first. */
export async function linkSubject(db: Db, personId: number, subject: string): Promise<boolean> {
  const rows = await db
    .update(opsPeople)
    .set({ oidcSubject: subject })
    .where(and(eq(opsPeople.id, personId), isNull(opsPeople.oidcSubject)))
    .returning({ id: opsPeople.id });
  return rows.length === 1;
}

/** A new work mail address (null removes it); the kept subject goes too, so the next sign-in matches anew. */
export async function setEmail(db: Db, personId: number, email: string | null): Promise<void> {
  await db
    .update(opsPeople)
    .set({ email: email === null ? null : normalizeEmail(email), oidcSubject: null })
    .where(eq(opsPeople.id, personId));
}

export async function listPeople(db: Db): Promise<PersonRow[]> {
  return db.select().from(opsPeople).orderBy(asc(opsPeople.login));
}

/** Whether an enabled person holds the administrator role: until one does, OPS_TOKEN may register one. */
export async function enabledAdminExists(db: Pick<Db, 'select'>): Promise<boolean> {
  const rows = await db
    .select({ id: opsPeople.id })
    .from(opsPeople)
    .where(and(isNull(opsPeople.disabledAt), sql`${opsPeople.roles} @> '["admin"]'::jsonb`))
    .limit(1);
  return rows.length > 0;
}

/**
 * A new person; the TOTP secret is returned once, for the person to enrol.
 * null when the login is taken. `firstAdmin`: only while no enabled
 * administrator exists, checked under a lock so two at once make one
 * ('admin-exists' for the other).
 */
export async function createPerson(
  db: Db,
  input: { login: string; name: string; password: string; roles: OpsRole[]; email?: string | null },
  options: { firstAdmin?: boolean } = {},
): Promise<{ person: PersonRow; totp: { secret: string; uri: string } } | null | 'admin-exists'> {
  const totp = newTotp(input.login);
  const passwordHash = await hashPassword(input.password);
  const row = await db.transaction(async (tx) => {
    if (options.firstAdmin) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hikari|ops-first-admin'))`);
      if (await enabledAdminExists(tx)) return 'admin-exists' as const;
    }
    const rows = await tx
      .insert(opsPeople)
      .values({
        login: input.login,
        displayName: input.name,
        passwordHash,
        totpSecret: totp.secret,
        roles: input.roles,
        email: input.email ? normalizeEmail(input.email) : null,
      })
      .onConflictDoNothing()
      .returning();
    return rows[0] ?? null;
  });
  return row === null || row === 'admin-exists' ? row : { person: row, totp };
}

export async function setRoles(db: Db, personId: number, roles: OpsRole[]): Promise<void> {
  await db.update(opsPeople).set({ roles }).where(eq(opsPeople.id, personId));
}

/** Disabled: no sign-in, and every session and token of theirs stops at once. Enabled again: signs in anew. */
export async function setDisabled(db: Db, personId: number, disabled: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(opsPeople)
      .set({ disabledAt: disabled ? now : null })
      .where(eq(opsPeople.id, personId));
    if (disabled) {
      await tx.delete(opsSessions).where(eq(opsSessions.personId, personId));
      await tx
        .update(opsApiTokens)
        .set({ revokedAt: now })
        .where(and(eq(opsApiTokens.personId, personId), isNull(opsApiTokens.revokedAt)));
    }
  });
}

/** A new password; every other session of the person ends (the one making the change stays). */
export async function changePassword(
  db: Db,
  personId: number,
  password: string,
  keepSession: string | null,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(opsPeople).set({ passwordHash }).where(eq(opsPeople.id, personId));
    await tx
      .delete(opsSessions)
      .where(
        keepSession
          ? and(eq(opsSessions.personId, personId), ne(opsSessions.idHash, keepSession))
          : eq(opsSessions.personId, personId),
      );
  });
}

/** A lost phone: a new TOTP secret (shown once) and every session ended. */
export async function resetTotp(db: Db, person: PersonRow): Promise<{ secret: string; uri: string }> {
  const totp = newTotp(person.login);
  await db.transaction(async (tx) => {
    await tx
      .update(opsPeople)
      .set({ totpSecret: totp.secret, totpLastStep: null })
      .where(eq(opsPeople.id, person.id));
    await tx.delete(opsSessions).where(eq(opsSessions.personId, person.id));
  });
  return totp;
}

/** Records the step just used; false when another sign-in used it (or a later one) first. */
export async function useTotpStep(db: Db, person: PersonRow, step: number): Promise<boolean> {
  const rows = await db
    .update(opsPeople)
    .set({ totpLastStep: step })
    .where(
      and(eq(opsPeople.id, person.id), or(isNull(opsPeople.totpLastStep), lt(opsPeople.totpLastStep, step))),
    )
    .returning({ id: opsPeople.id });
  return rows.length === 1;
}

/** A new session: the cookie value (only its hash is stored) and the CSRF token the console sends back. */
export async function openSession(
  db: Db,
  personId: number,
  now: Date,
): Promise<{ cookie: string; csrfToken: string }> {
  const cookie = randomSecret();
  const csrfToken = randomSecret();
  await db
    .insert(opsSessions)
    .values({ idHash: sha256(cookie), personId, csrfToken, createdAt: now, lastSeenAt: now });
  return { cookie, csrfToken };
}

export type SessionLookup =
  | { ok: true; person: PersonRow; idHash: string; csrfToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'disabled' };

/** The session of a cookie, touched (idle expiry starts again); expired ones are deleted. */
export async function findSession(db: Db, cookie: string, now: Date): Promise<SessionLookup> {
  const idHash = sha256(cookie);
  const [row] = await db
    .select({ session: opsSessions, person: opsPeople })
    .from(opsSessions)
    .innerJoin(opsPeople, eq(opsPeople.id, opsSessions.personId))
    .where(eq(opsSessions.idHash, idHash))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  const idle = now.getTime() - row.session.lastSeenAt.getTime() > SESSION_IDLE_MS;
  const old = now.getTime() - row.session.createdAt.getTime() > SESSION_ABSOLUTE_MS;
  if (idle || old) {
    await db.delete(opsSessions).where(eq(opsSessions.idHash, idHash));
    return { ok: false, reason: 'expired' };
  }
  if (row.person.disabledAt) return { ok: false, reason: 'disabled' };
  await db.update(opsSessions).set({ lastSeenAt: now }).where(eq(opsSessions.idHash, idHash));
  return { ok: true, person: row.person, idHash, csrfToken: row.session.csrfToken };
}

export async function closeSession(db: Db, idHash: string): Promise<void> {
  await db.delete(opsSessions).where(eq(opsSessions.idHash, idHash));
}

export interface TokenView {
  id: number;
  name: string;
  createdAt: string;
  expiresAt: string;
  revoked: boolean;
  lastUsedAt: string | null;
}

const tokenView = (row: typeof opsApiTokens.$inferSelect): TokenView => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  revoked: row.revokedAt !== null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listTokens(db: Db, personId: number): Promise<TokenView[]> {
  const rows = await db
    .select()
    .from(opsApiTokens)
    .where(eq(opsApiTokens.personId, personId))
    .orderBy(desc(opsApiTokens.createdAt), desc(opsApiTokens.id));
  return rows.map(tokenView);
}

/** A new personal API token: the value is returned here once and stored only as its hash. */
export async function createToken(
  db: Db,
  personId: number,
  name: string,
  days: number,
  now: Date,
): Promise<{ token: string; view: TokenView }> {
  const token = `${TOKEN_PREFIX}${randomSecret()}`;
  const [row] = await db
    .insert(opsApiTokens)
    .values({
      personId,
      name,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + days * 24 * 60 * 60 * 1000),
    })
    .returning();
  return { token, view: tokenView(row!) };
}

/** Revokes one of the person's own tokens; null when they have none with that id. */
export async function revokeToken(
  db: Db,
  personId: number,
  id: number,
  now: Date,
): Promise<TokenView | null> {
  const [row] = await db
    .update(opsApiTokens)
    .set({ revokedAt: now })
    .where(and(eq(opsApiTokens.id, id), eq(opsApiTokens.personId, personId)))
    .returning();
  return row ? tokenView(row) : null;
}

/** The person a Bearer API token belongs to, when it is live and they are not disabled. */
export async function personOfToken(db: Db, token: string, now: Date): Promise<PersonRow | null> {
  const [row] = await db
    .select({ token: opsApiTokens, person: opsPeople })
    .from(opsApiTokens)
    .innerJoin(opsPeople, eq(opsPeople.id, opsApiTokens.personId))
    .where(eq(opsApiTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.token.revokedAt || row.token.expiresAt <= now || row.person.disabledAt) return null;
  await db.update(opsApiTokens).set({ lastUsedAt: now }).where(eq(opsApiTokens.id, row.token.id));
  return row.person;
}
