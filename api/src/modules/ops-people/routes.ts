// Under /ops: sign-in and sign-out of the console (POST/GET/DELETE
// /ops/session), the administrator's people screen (/ops/people…) and each
// person's own API tokens (/ops/tokens…). The ops guard (../ops/routes.ts)
// has identified the caller and checked the role (permissions.ts) before any
// of these run, except POST /ops/session, which is the way in. Each person
// also changes their own password (POST /ops/password).
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isOpsRole, opsRoleLabel, type OpsRole } from '@hikari/shared/domain/ops-roles';

import type { Services } from '../../context';
import type { AuditInput } from '../ops/audit-log';
import { jsonBodyOf, OpsInputError, OpsRefused } from '../ops/request-input';
import { acceptTotp, UNKNOWN_PERSON_HASH, verifyPassword } from './credentials';
import { oidcRoutes } from './oidc';
import { OPS_TOKEN_ADMIN_EXISTS } from './permissions';
import { personIdentity, SESSION_COOKIE, SESSION_COOKIE_PATH, type OpsIdentity } from './identity';
import {
  changePassword,
  closeSession,
  createPerson,
  createToken,
  listPeople,
  listTokens,
  normalizeEmail,
  openSession,
  personByEmail,
  personByLogin,
  personView,
  resetTotp,
  revokeToken,
  SESSION_ABSOLUTE_MS,
  setDisabled,
  setEmail,
  setRoles,
  TOKEN_DEFAULT_DAYS,
  TOKEN_MAX_DAYS,
  useTotpStep,
  type PersonRow,
} from './people-store';

type Audit = (request: FastifyRequest, entry: AuditInput) => Promise<void>;

/** Counts a wrong password or code, or a refused company sign-in, against the caller's address; refused: now refused for a while. */
export type CountFailure = (request: FastifyRequest) => Promise<{ refused: boolean; retryAfter: number }>;

const LOGIN = /^[a-z0-9][a-z0-9._-]{1,39}$/;
/** Long enough to resist guessing without a rule on character kinds (NIST SP 800-63B). */
export const PASSWORD_MIN_LENGTH = 12;

const SIGN_IN_REFUSED = 'ログインID・パスワード・確認コードのいずれかが正しくありません';
const OIDC_ONLY = 'このサーバーでは社内アカウントでサインインしてください';

function text(body: Record<string, unknown>, name: string, label: string, max = 200): string {
  const value = body[name];
  if (typeof value !== 'string' || value.trim() === '') throw new OpsInputError(`${label}を入力してください`);
  if (value.length > max) throw new OpsInputError(`${label}は${max}文字までです`);
  return value;
}

function rolesIn(body: Record<string, unknown>): OpsRole[] {
  const roles = body.roles;
  if (!Array.isArray(roles) || !roles.every(isOpsRole)) {
    throw new OpsInputError(
      'roles に役割の一覧を指定してください（admin、site-ops、support、auditor、team:…）',
    );
  }
  return [...new Set(roles)];
}

function loginIn(body: Record<string, unknown>): string {
  const login = text(body, 'login', 'ログインID', 40);
  if (!LOGIN.test(login)) {
    throw new OpsInputError('ログインIDは半角の小文字・数字・「.」「_」「-」で2〜40文字にしてください');
  }
  return login;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The work mail address the company's provider is matched on; absent or empty: none. */
function emailIn(body: Record<string, unknown>): string | null {
  const value = body.email;
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return null;
  if (typeof value !== 'string' || value.length > 254 || !EMAIL.test(value.trim())) {
    throw new OpsInputError('メールアドレスの形式が正しくありません（例：sato@tokai-hikari.example）');
  }
  return normalizeEmail(value);
}

function passwordIn(body: Record<string, unknown>): string {
  const password = text(body, 'password', 'パスワード', 200);
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    throw new OpsInputError(`パスワードは${PASSWORD_MIN_LENGTH}文字以上にしてください`);
  }
  return password;
}

/** 「サイト運用、キャンペーンチーム」, or 「なし」. */
const rolesText = (roles: readonly string[]) => roles.map(opsRoleLabel).join('、') || 'なし';

/** What the console keeps of its session: who, their roles, and the CSRF token for changes. */
function sessionAnswer(identity: OpsIdentity, csrfToken: string | null) {
  return {
    ok: true,
    person: {
      login: identity.person?.login ?? null,
      name: identity.name,
      roles: identity.roles,
    },
    csrfToken,
  };
}

interface Deps {
  services: Services;
  audit: Audit;
  countFailure: CountFailure;
}

/** POST, GET and DELETE /ops/session: sign-in, who is calling, sign-out. */
function sessionRoutes(app: FastifyInstance, { services, audit, countFailure }: Deps) {
  const { database, config } = services;
  const db = database.db;

  const cookieAttributes = (request: FastifyRequest) =>
    ({
      path: SESSION_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: config.production || request.protocol === 'https',
    }) as const;

  /**
   * Counts a refused sign-in (a wrong password or code, a refused company
   * sign-in) against the caller's address: the 429 answer once it is over the
   * limit, else null.
   */
  const countRefusedSignIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const { refused, retryAfter } = await countFailure(request);
    if (!refused) return null;
    return reply
      .code(429)
      .header('Retry-After', String(Math.max(1, retryAfter)))
      .send({ message: 'サインインの失敗が続いたため、この接続元からはしばらくサインインできません' });
  };

  const refuseSignIn = async (request: FastifyRequest, reply: FastifyReply, login: string) => {
    const tooMany = await countRefusedSignIn(request, reply);
    request.log.warn({ login }, 'ops sign-in refused');
    return tooMany ?? reply.code(401).send({ message: SIGN_IN_REFUSED });
  };

  /** The session cookie and the person as the caller: the end of either sign-in. */
  const openConsoleSession = async (request: FastifyRequest, reply: FastifyReply, person: PersonRow) => {
    const { cookie, csrfToken } = await openSession(db, person.id, services.now());
    reply.setCookie(SESSION_COOKIE, cookie, {
      ...cookieAttributes(request),
      maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
    });
    request.opsIdentity = personIdentity(person, 'session');
    return csrfToken;
  };

  // Before sign-in, the console asks which ways in this server offers.
  app.get('/session/methods', async () => ({
    local: config.opsOidc === null,
    oidc: config.opsOidc !== null,
  }));

  if (config.opsOidc) {
    oidcRoutes(app, config.opsOidc, {
      services,
      audit,
      openConsoleSession,
      countRefusedSignIn,
      pendingCookieSecure: (request) => cookieAttributes(request).secure,
    });
  }

  app.post('/session', async (request, reply) => {
    // With the company's provider, people sign in there (its second factor, its leavers); OPS_TOKEN registers the first administrator only.
    if (config.opsOidc) return reply.code(403).send({ message: OIDC_ONLY });
    const body = jsonBodyOf(request) as Record<string, unknown>;
    const login = text(body, 'login', 'ログインID', 40);
    const password = text(body, 'password', 'パスワード', 200);
    const code = text(body, 'code', '確認コード', 6);
    const person = await personByLogin(db, login);
    // The hash is checked even for an unknown login, so both take as long.
    const passwordOk = await verifyPassword(password, person?.passwordHash ?? UNKNOWN_PERSON_HASH);
    if (!person || !passwordOk || person.disabledAt) return refuseSignIn(request, reply, login);
    const step = acceptTotp(person.totpSecret, person.login, code, services.now(), person.totpLastStep);
    if (step === null || !(await useTotpStep(db, person, step))) return refuseSignIn(request, reply, login);

    const csrfToken = await openConsoleSession(request, reply, person);
    await audit(request, {
      action: 'sign-in',
      target: person.login,
      description: 'コンソールにサインインした',
    });
    return sessionAnswer(request.opsIdentity!, csrfToken);
  });

  app.get('/session', async (request) => {
    const identity = request.opsIdentity!;
    return sessionAnswer(identity, identity.session?.csrfToken ?? null);
  });

  app.delete('/session', async (request, reply) => {
    const identity = request.opsIdentity!;
    if (identity.session) {
      await closeSession(db, identity.session.idHash);
      await audit(request, {
        action: 'sign-out',
        target: identity.person!.login,
        description: 'コンソールからサインアウトした',
      });
    }
    reply.clearCookie(SESSION_COOKIE, cookieAttributes(request));
    return { ok: true };
  });
}

/** The administrator's screen: the people, their roles, disabling, a new second factor. */
function peopleRoutes(app: FastifyInstance, { services, audit }: Deps) {
  const db = services.database.db;
  const personOf = async (login: string): Promise<PersonRow> => {
    const person = await personByLogin(db, login);
    if (!person) throw new OpsInputError(`ログインID ${login} の担当者はいません`);
    return person;
  };

  app.get('/people', async () => ({ people: (await listPeople(db)).map(personView) }));

  app.post('/people', async (request, reply) => {
    const body = jsonBodyOf(request) as Record<string, unknown>;
    const login = loginIn(body);
    const name = text(body, 'name', '氏名', 60).trim();
    const password = passwordIn(body);
    const roles = rolesIn(body);
    // OPS_TOKEN only gets here while no administrator is enabled (permissions.ts): it registers one.
    const firstAdmin = request.opsIdentity!.kind === 'bootstrap';
    if (firstAdmin && !roles.includes('admin')) {
      throw new OpsRefused(
        'OPS_TOKEN で登録できるのは最初の管理者だけです。役割に「管理者」（admin）を含めてください。',
      );
    }
    const email = emailIn(body);
    if (email && (await personByEmail(db, email))) {
      return reply.code(409).send({ message: `メールアドレス ${email} はほかの担当者に登録されています` });
    }
    const created = await createPerson(db, { login, name, password, roles, email }, { firstAdmin });
    // Another first administrator was registered meanwhile.
    if (created === 'admin-exists') throw new OpsRefused(OPS_TOKEN_ADMIN_EXISTS);
    if (!created) return reply.code(409).send({ message: `ログインID ${login} はすでに使われています` });
    await audit(request, {
      action: 'people',
      target: login,
      description: `担当者を追加：${name}（役割：${rolesText(roles)}）`,
    });
    return reply.code(201).send({ person: personView(created.person), totp: created.totp });
  });

  app.put<{ Params: { login: string } }>('/people/:login/roles', async (request) => {
    const person = await personOf(request.params.login);
    const roles = rolesIn(jsonBodyOf(request) as Record<string, unknown>);
    await setRoles(db, person.id, roles);
    await audit(request, {
      action: 'people',
      target: person.login,
      description: `役割を変更：${rolesText(person.roles)} → ${rolesText(roles)}`,
    });
    return { person: personView((await personByLogin(db, person.login))!) };
  });

  app.put<{ Params: { login: string } }>('/people/:login/email', async (request, reply) => {
    const person = await personOf(request.params.login);
    const email = emailIn(jsonBodyOf(request) as Record<string, unknown>);
    const holder = email ? await personByEmail(db, email) : null;
    if (holder && holder.id !== person.id) {
      return reply.code(409).send({ message: `メールアドレス ${email} はほかの担当者に登録されています` });
    }
    await setEmail(db, person.id, email);
    await audit(request, {
      action: 'people',
      target: person.login,
      description: `メールアドレスを変更：${person.email ?? 'なし'} → ${email ?? 'なし'}（社内アカウントは次のサインインで結び付け直す）`,
    });
    return { person: personView((await personByLogin(db, person.login))!) };
  });

  for (const what of ['disable', 'enable'] as const) {
    app.post<{ Params: { login: string } }>(`/people/:login/${what}`, async (request) => {
      const person = await personOf(request.params.login);
      if (what === 'disable' && request.opsIdentity!.person?.id === person.id) {
        throw new OpsInputError('自分自身は無効にできません');
      }
      await setDisabled(db, person.id, what === 'disable', services.now());
      await audit(request, {
        action: 'people',
        target: person.login,
        description:
          what === 'disable'
            ? `担当者を無効にした（サインイン中のセッションと API トークンも無効）：${person.displayName}`
            : `担当者を有効に戻した：${person.displayName}`,
      });
      return { person: personView((await personByLogin(db, person.login))!) };
    });
  }

  app.post<{ Params: { login: string } }>('/people/:login/reset-totp', async (request) => {
    const person = await personOf(request.params.login);
    const totp = await resetTotp(db, person);
    await audit(request, {
      action: 'people',
      target: person.login,
      description: `確認コードの設定をやり直した（新しい鍵を発行、サインイン中のセッションは終了）：${person.displayName}`,
    });
    return { person: personView(person), totp };
  });
}

/** What each person keeps of their own: their password and their API tokens for the CLI. */
function ownRoutes(app: FastifyInstance, { services, audit }: Deps) {
  const db = services.database.db;

  app.post('/password', async (request, reply) => {
    const body = jsonBodyOf(request) as Record<string, unknown>;
    const current = text(body, 'current', 'いまのパスワード', 200);
    const password = passwordIn(body);
    const identity = request.opsIdentity!;
    const person = identity.person!;
    if (!(await verifyPassword(current, person.passwordHash))) {
      return reply.code(400).send({ message: 'いまのパスワードが正しくありません' });
    }
    if (password === current)
      throw new OpsInputError('新しいパスワードは、いまのものと違うものにしてください');
    await changePassword(db, person.id, password, identity.session?.idHash ?? null);
    await audit(request, {
      action: 'people',
      target: person.login,
      description: 'パスワードを変更した（ほかの画面のサインインは終了）',
    });
    return { ok: true };
  });

  app.get('/tokens', async (request) => ({
    tokens: await listTokens(db, request.opsIdentity!.person!.id),
  }));

  app.post('/tokens', async (request, reply) => {
    const body = jsonBodyOf(request) as Record<string, unknown>;
    const name = text(body, 'name', 'トークンの名前', 60).trim();
    const days = body.days === undefined ? TOKEN_DEFAULT_DAYS : body.days;
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > TOKEN_MAX_DAYS) {
      throw new OpsInputError(`有効期間は 1〜${TOKEN_MAX_DAYS} 日で指定してください`);
    }
    const person = request.opsIdentity!.person!;
    const { token, view } = await createToken(db, person.id, name, days, services.now());
    await audit(request, {
      action: 'api-token',
      target: person.login,
      description: `API トークン「${name}」を作成（${days}日間有効）`,
    });
    return reply.code(201).send({ token, info: view });
  });

  app.post<{ Params: { id: string } }>('/tokens/:id/revoke', async (request, reply) => {
    const id = Number(request.params.id);
    const person = request.opsIdentity!.person!;
    const revoked = Number.isSafeInteger(id) ? await revokeToken(db, person.id, id, services.now()) : null;
    if (!revoked) return reply.code(404).send({ message: 'その API トークンはありません' });
    await audit(request, {
      action: 'api-token',
      target: person.login,
      description: `API トークン「${revoked.name}」を取り消した`,
    });
    return { info: revoked };
  });
}

export const opsPeopleRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  sessionRoutes(app, deps);
  peopleRoutes(app, deps);
  ownRoutes(app, deps);
};
