// Sign-in through the company's OpenID Connect provider (OPS_OIDC_*), with
// openid-client: the authorization code flow with PKCE (S256), state and
// nonce. GET /ops/session/oidc/start sends the browser to the provider and
// keeps the three values in a short-lived HttpOnly cookie scoped to the
// callback; GET /ops/session/oidc/callback checks them, exchanges the code,
// has the library validate the ID token, and opens the same console session
// as the local sign-in for the person it names. The person is found by the
// provider's subject kept at their first sign-in, or on that first sign-in by
// the provider's verified mail address equal to the one kept for them. Roles
// stay those kept in the console; nothing of the provider's groups is read.
// A refused callback counts against the caller's address like a wrong
// password (routes.ts), with the same 429 past the limit.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { OpsOidcConfig } from '../../config';
import type { Services } from '../../context';
import type { AuditInput } from '../ops/audit-log';
import { personIdentity } from './identity';
import { linkSubject, normalizeEmail, personByEmail, personBySubject, type PersonRow } from './people-store';

/** The flow's state, nonce and PKCE verifier, between start and callback. */
export const OIDC_PENDING_COOKIE = 'hikari_ops_oidc';
const PENDING_PATH = '/ops/session/oidc';
/** Time the person has at the provider (sign-in, second factor) before starting again. */
const PENDING_SECONDS = 10 * 60;

/**
 * Why the console's sign-in screen was sent back to without a session: the
 * console reads `?sign-in=<reason>` and says it in Japanese.
 */
export type OidcRefusal = 'unknown' | 'disabled' | 'failed';

/** Where the browser goes after the callback: the console, or its sign-in screen with the reason. */
const CONSOLE_PATH = '/ops/';
const refusedPath = (reason: OidcRefusal) => `${CONSOLE_PATH}?sign-in=${reason}`;

interface Pending {
  state: string;
  nonce: string;
  verifier: string;
}

function pendingOf(value: string | undefined): Pending | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Pending>;
    return typeof parsed.state === 'string' &&
      typeof parsed.nonce === 'string' &&
      typeof parsed.verifier === 'string'
      ? { state: parsed.state, nonce: parsed.nonce, verifier: parsed.verifier }
      : null;
  } catch {
    return null;
  }
}

/** The provider's metadata, read once (again after a failure, so a provider down at start-up is retried). */
function providerOf(oidc: OpsOidcConfig): () => Promise<client.Configuration> {
  let found: Promise<client.Configuration> | null = null;
  return () => {
    found ??= client
      .discovery(
        new URL(oidc.issuer),
        oidc.clientId,
        { redirect_uris: [oidc.redirectUrl], response_types: ['code'] },
        oidc.clientSecret === null ? client.None() : client.ClientSecretBasic(oidc.clientSecret),
        // Only outside production, where the config accepts an http:// issuer (the tests' provider).
        new URL(oidc.issuer).protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        found = null;
        throw error;
      });
    return found;
  };
}

interface Claims {
  subject: string;
  /** Only a mail address the provider says it verified. */
  email: string | null;
}

type Audit = (request: FastifyRequest, entry: AuditInput) => Promise<void>;

export interface OidcDeps {
  services: Services;
  audit: Audit;
  /** Opens the console session for the person (the same one the local sign-in opens). */
  openConsoleSession: (request: FastifyRequest, reply: FastifyReply, person: PersonRow) => Promise<unknown>;
  /** Counts a refused sign-in against the caller's address, as a wrong password is; the 429 once over the limit. */
  countRefusedSignIn: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | null>;
  pendingCookieSecure: (request: FastifyRequest) => boolean;
}

export function oidcRoutes(app: FastifyInstance, oidc: OpsOidcConfig, deps: OidcDeps) {
  const { services, audit, openConsoleSession, countRefusedSignIn, pendingCookieSecure } = deps;
  const db = services.database.db;
  const provider = providerOf(oidc);

  // SameSite=Lax: the provider sends the browser back with a cross-site
  // navigation, on which a Strict cookie is not sent.
  const pendingAttributes = (request: FastifyRequest) =>
    ({
      path: PENDING_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: pendingCookieSecure(request),
    }) as const;

  app.get('/session/oidc/start', async (request, reply) => {
    let config: client.Configuration;
    try {
      config = await provider();
    } catch (error) {
      request.log.error({ err: error }, 'ops sign-in: the OpenID provider cannot be reached');
      return reply.redirect(refusedPath('failed'), 303);
    }
    const pending: Pending = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: oidc.redirectUrl,
      scope: 'openid email profile',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
    });
    reply.setCookie(OIDC_PENDING_COOKIE, Buffer.from(JSON.stringify(pending)).toString('base64url'), {
      ...pendingAttributes(request),
      maxAge: PENDING_SECONDS,
    });
    return reply.redirect(url.href, 303);
  });

  /** Exchanges the code and answers the validated subject and verified mail address; null on any failure. */
  async function claimsOf(request: FastifyRequest, pending: Pending): Promise<Claims | null> {
    try {
      const config = await provider();
      // The callback as the provider was told it (the server may sit behind a proxy), with the query it sent.
      const currentUrl = new URL(oidc.redirectUrl);
      currentUrl.search = new URL(request.url, 'http://callback.invalid').search;
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) return null;
      // A provider may keep the mail address out of the ID token and answer it from userinfo.
      const emailClaims =
        typeof idToken.email === 'string'
          ? idToken
          : await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
      const email =
        typeof emailClaims.email === 'string' && emailClaims.email_verified === true
          ? normalizeEmail(emailClaims.email)
          : null;
      return { subject: idToken.sub, email };
    } catch (error) {
      request.log.warn({ err: error }, 'ops sign-in through the OpenID provider failed');
      return null;
    }
  }

  const refuse = async (
    request: FastifyRequest,
    reply: FastifyReply,
    reason: OidcRefusal,
    target: string,
    description: string,
  ) => {
    await audit(request, { action: 'refused', target, description });
    // Counted like a wrong password: past the limit, the same 429 instead of the sign-in screen.
    return (await countRefusedSignIn(request, reply)) ?? reply.redirect(refusedPath(reason), 303);
  };

  app.get('/session/oidc/callback', async (request, reply) => {
    const pending = pendingOf(request.cookies[OIDC_PENDING_COOKIE]);
    reply.clearCookie(OIDC_PENDING_COOKIE, pendingAttributes(request));
    const claims = pending ? await claimsOf(request, pending) : null;
    if (!claims) {
      return refuse(
        request,
        reply,
        'failed',
        'sign-in',
        pending
          ? '社内アカウントでのサインインを拒否（プロバイダーの応答を確認できませんでした）'
          : '社内アカウントでのサインインを拒否（サインインを始めた記録がないか、期限が切れています）',
      );
    }
    const who = claims.email ?? `sub:${claims.subject}`;
    let person = await personBySubject(db, claims.subject);
    let linked = false;
    if (!person && claims.email) {
      const byEmail = await personByEmail(db, claims.email);
      // A person already linked to another subject is not taken over by a second account with their address.
      if (byEmail && byEmail.oidcSubject === null && (await linkSubject(db, byEmail.id, claims.subject))) {
        person = byEmail;
        linked = true;
      }
    }
    if (!person) {
      return refuse(
        request,
        reply,
        'unknown',
        who,
        '社内アカウントでのサインインを拒否（この社内アカウントに当たる担当者がいません）',
      );
    }
    if (person.disabledAt) {
      request.opsIdentity = personIdentity(person, 'session');
      return refuse(
        request,
        reply,
        'disabled',
        person.login,
        '社内アカウントでのサインインを拒否（この担当者は無効になっています）',
      );
    }
    await openConsoleSession(request, reply, person);
    await audit(request, {
      action: 'sign-in',
      target: person.login,
      description: linked
        ? `社内アカウント（${who}）でコンソールにサインインした（初回：このアカウントを担当者に結び付けた）`
        : `社内アカウント（${who}）でコンソールにサインインした`,
    });
    return reply.redirect(CONSOLE_PATH, 303);
  });
}
