// Who is calling the ops API: a person signed in to the console (the session
// cookie), a person's CLI or script (a personal API token), or the OPS_TOKEN
// bootstrap identity, which only registers the first administrator and says
// who it is (permissions.ts; docs/business-rules.md#ops-roles).
import type { FastifyRequest } from 'fastify';
import { type OpsRole } from '@hikari/shared/domain/ops-roles';

import { bearerToken } from '../auth/guest-token';
import { checkOpsToken } from '../auth/ops-token';
import type { Services } from '../../context';
import { findSession, personOfToken, rolesOf, TOKEN_PREFIX, type PersonRow } from './people-store';

/** The name the audit log and the console give the OPS_TOKEN bootstrap identity. */
export const BOOTSTRAP_NAME = '初期管理者（OPS_TOKEN）';

/** The console's session cookie: HttpOnly, SameSite=Strict, Secure over https and in production. */
export const SESSION_COOKIE = 'hikari_ops_session';
/** Only the ops API and the console are sent the cookie. */
export const SESSION_COOKIE_PATH = '/ops';
/** The header the console sends the session's CSRF token in, on every change. */
export const CSRF_HEADER = 'x-csrf-token';

export interface OpsIdentity {
  kind: 'bootstrap' | 'person';
  /** null for the bootstrap identity. */
  person: PersonRow | null;
  name: string;
  roles: OpsRole[];
  via: 'ops-token' | 'api-token' | 'session';
  /** The console session (via 'session'): its stored hash and CSRF token. */
  session: { idHash: string; csrfToken: string } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the ops guard on every request under /ops it lets through. */
    opsIdentity: OpsIdentity | null;
  }
}

export type Identification =
  | { ok: true; identity: OpsIdentity }
  | { ok: false; status: 401 | 503; message: string; wrongToken: boolean };

export function personIdentity(
  person: PersonRow,
  via: OpsIdentity['via'],
  session: OpsIdentity['session'] = null,
): OpsIdentity {
  return { kind: 'person', person, name: person.displayName, roles: rolesOf(person), via, session };
}

const bootstrap: OpsIdentity = {
  kind: 'bootstrap',
  person: null,
  name: BOOTSTRAP_NAME,
  roles: ['admin'],
  via: 'ops-token',
  session: null,
};

/**
 * A Bearer header is a personal API token (hko_…) or OPS_TOKEN; without one,
 * the session cookie. Only a wrong Bearer token is a guess (`wrongToken`).
 */
export async function identify(request: FastifyRequest, services: Services): Promise<Identification> {
  const { config, database } = services;
  const authorization = request.headers.authorization;
  const bearer = bearerToken(authorization);
  if (bearer) {
    if (bearer.startsWith(TOKEN_PREFIX)) {
      const person = await personOfToken(database.db, bearer, services.now());
      return person
        ? { ok: true, identity: personIdentity(person, 'api-token') }
        : {
            ok: false,
            status: 401,
            message: 'API トークンが無効です（期限切れ・取り消し済み、または担当者が無効）',
            wrongToken: true,
          };
    }
    const check = checkOpsToken(config.opsToken, authorization);
    return check.ok ? { ok: true, identity: bootstrap } : check;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) {
    const found = await findSession(database.db, cookie, services.now());
    if (found.ok) {
      return {
        ok: true,
        identity: personIdentity(found.person, 'session', {
          idHash: found.idHash,
          csrfToken: found.csrfToken,
        }),
      };
    }
    return {
      ok: false,
      status: 401,
      message:
        found.reason === 'expired'
          ? 'サインインの有効期限が切れました。もう一度サインインしてください'
          : 'サインインし直してください',
      wrongToken: false,
    };
  }
  return {
    ok: false,
    status: 401,
    message: authorization ? 'Unauthorized' : 'No credentials',
    wrongToken: false,
  };
}
