// Ops people over HTTP: the first administrator made with OPS_TOKEN (and
// nothing else done with it), sign-in with password and TOTP, the session cookie, CSRF, expiry, sign-out,
// personal API tokens, the roles each route needs and the audit rows that
// name who did what.
import { Secret, TOTP } from 'otpauth';
import { FIXTURE_NOW } from '@hikari/shared/testing/fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { opsRequest } from '../../testing/ops-state';
import { createOpsAccount, personalApiToken, type OpsAccount } from '../../testing/ops-person';
import type { OpsRole } from '@hikari/shared/domain/ops-roles';
import type { AuditEntry } from '../ops/audit-log';
import { BOOTSTRAP_NAME } from './identity';
import { OPS_TOKEN_ADMIN_EXISTS, OPS_TOKEN_FIRST_ADMIN_ONLY } from './permissions';

let t: TestApp;
let now = FIXTURE_NOW;
beforeAll(async () => {
  // The suite registers its first administrator itself (sato, below).
  t = await startTestApp({ opsPerson: false });
  t.setNow(now);
});
afterAll(() => t.close());

/** Moves the server's clock on (each sign-in needs a TOTP step not used before). */
function advance(ms: number) {
  now = new Date(now.getTime() + ms);
  t.setNow(now);
}

const PASSWORD = 'correct horse battery staple';

function asBootstrap(path: string, init: { method?: string; body?: unknown } = {}) {
  return opsRequest(t.url, t.config.opsToken!, path, init);
}

/** The first administrator, 佐藤 花子 (sato), and her personal API token. */
let sato: OpsAccount;
let satoToken: string;

function asAdmin(path: string, init: { method?: string; body?: unknown } = {}) {
  return opsRequest(t.url, satoToken, path, init);
}

const secrets = new Map<string, string>();

async function addPerson(login: string, name: string, roles: string[]) {
  const res = await asAdmin('/ops/people', {
    method: 'POST',
    body: { login, name, password: PASSWORD, roles },
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { totp: { secret: string; uri: string } };
  secrets.set(login, body.totp.secret);
  return body;
}

const codeOf = (login: string, at = now) =>
  TOTP.generate({ secret: Secret.fromBase32(secrets.get(login)!), timestamp: at.getTime() });

interface Signed {
  cookie: string;
  csrf: string;
  setCookie: string;
}

async function signIn(login: string, password = PASSWORD, code = codeOf(login)) {
  return fetch(`${t.url}/ops/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password, code }),
  });
}

async function signedIn(login: string): Promise<Signed> {
  advance(30_000);
  const res = await signIn(login);
  expect(res.status).toBe(200);
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('hikari_ops_session='))!;
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { cookie: setCookie.split(';')[0]!, csrf: csrfToken, setCookie };
}

function asPerson(
  who: Signed,
  path: string,
  init: { method?: string; body?: unknown; csrf?: string | null } = {},
) {
  const csrf = init.csrf === undefined ? who.csrf : init.csrf;
  return fetch(`${t.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Cookie: who.cookie,
      ...(csrf !== null ? { 'X-CSRF-Token': csrf } : {}),
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
}

/** An audit row as GET /ops/audit serves it. */
type Row = AuditEntry;

async function auditRows(query = ''): Promise<Row[]> {
  const res = await asAdmin(`/ops/audit?limit=50${query}`);
  return ((await res.json()) as { entries: Row[] }).entries;
}

beforeAll(async () => {
  sato = await createOpsAccount(t.url, t.config.opsToken!, ['admin'], {
    login: 'sato',
    name: '佐藤 花子',
    password: PASSWORD,
  });
  secrets.set('sato', sato.secret);
  advance(30_000);
  satoToken = await personalApiToken(t.url, sato, now);
  await addPerson('campaign', '鈴木 一郎', ['team:mfe-campaign']);
  await addPerson('siteops', '高橋 健', ['site-ops']);
  await addPerson('support', '田中 美咲', ['support']);
  await addPerson('auditor', '伊藤 誠', ['auditor']);
});

describe('the first administrator', () => {
  it('is made with OPS_TOKEN, and the audit log names 初期管理者（OPS_TOKEN）', async () => {
    const row = (await auditRows()).find((r) => r.action === 'people' && r.target === 'sato');
    expect(row).toMatchObject({ person: BOOTSTRAP_NAME, login: null, role: 'admin' });
    expect(row!.description).toContain('佐藤 花子（役割：管理者）');
  });

  it('adds people, each with a TOTP enrolment shown once, and the audit log names the administrator', async () => {
    const { totp } = await addPerson('yamada', '山田 太郎', ['admin']);
    expect(totp.uri).toMatch(/^otpauth:\/\/totp\/.*yamada\?.*secret=/);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      action: 'people',
      target: 'yamada',
      person: '佐藤 花子',
      login: 'sato',
      role: 'admin',
    });
    expect(row!.description).toContain('山田 太郎');
    // The list never shows a secret.
    const people = (await (await asAdmin('/ops/people')).json()) as { people: Record<string, unknown>[] };
    expect(people.people.find((p) => p.login === 'yamada')).toEqual({
      login: 'yamada',
      name: '山田 太郎',
      roles: ['admin'],
      disabled: false,
      createdAt: expect.any(String),
      email: null,
      linkedToProvider: false,
    });
    expect(JSON.stringify(people)).not.toContain(totp.secret);
  });

  it('refuses a login that is taken and a short password', async () => {
    const taken = await asAdmin('/ops/people', {
      method: 'POST',
      body: { login: 'sato', name: '別人', password: PASSWORD, roles: [] },
    });
    expect(taken.status).toBe(409);
    const short = await asAdmin('/ops/people', {
      method: 'POST',
      body: { login: 'kato', name: '加藤', password: 'short', roles: [] },
    });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toBe(
      'パスワードは12文字以上にしてください',
    );
  });
});

describe('OPS_TOKEN once an administrator is enabled', () => {
  const refusedWith = async (res: Response, message: string) => {
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(message);
  };

  it('says who it is, and nothing more', async () => {
    const res = await asBootstrap('/ops/session');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { person: unknown }).person).toEqual({
      login: null,
      name: BOOTSTRAP_NAME,
      roles: ['admin'],
    });
  });

  it.each([
    ['GET', '/ops/settings', undefined],
    ['POST', '/ops/settings', { version: '9.9.9' }],
    ['GET', '/ops/people', undefined],
    ['GET', '/ops/audit', undefined],
    ['GET', '/ops/submissions?format=csv', undefined],
    ['POST', '/ops/tokens', { name: 'x' }],
    ['POST', '/ops/remotes/mfe-campaign/rollback', {}],
  ])(
    '%s %s is refused with 403, sending the engineer to their own account, and audited',
    async (method, path, body) => {
      await refusedWith(await asBootstrap(path, { method, body }), OPS_TOKEN_FIRST_ADMIN_ONLY);
      const [row] = await auditRows();
      expect(row).toMatchObject({
        action: 'refused',
        target: `${method} ${path.split('?')[0]}`,
        person: BOOTSTRAP_NAME,
        login: null,
        role: null,
        description: OPS_TOKEN_FIRST_ADMIN_ONLY,
      });
    },
  );

  it('cannot register another administrator, and the refusal is audited', async () => {
    const res = await asBootstrap('/ops/people', {
      method: 'POST',
      body: { login: 'second', name: '二人目', password: PASSWORD, roles: ['admin'] },
    });
    await refusedWith(res, OPS_TOKEN_ADMIN_EXISTS);
    expect((await auditRows())[0]).toMatchObject({
      action: 'refused',
      target: 'POST /ops/people',
      person: BOOTSTRAP_NAME,
    });
    const people = (await (await asAdmin('/ops/people')).json()) as { people: { login: string }[] };
    expect(people.people.map((p) => p.login)).not.toContain('second');
  });
});

describe('OPS_TOKEN on a server with no administrator yet', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await startTestApp({ opsPerson: false, seed: false });
  });
  afterAll(() => fresh.close());
  const register = (roles: string[], login = 'first') =>
    opsRequest(fresh.url, fresh.config.opsToken!, '/ops/people', {
      method: 'POST',
      body: { login, name: '最初の 管理者', password: PASSWORD, roles },
    });

  it('registers only an administrator: a first person without the role is refused, audited', async () => {
    const res = await register(['support']);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(
      'OPS_TOKEN で登録できるのは最初の管理者だけです。役割に「管理者」（admin）を含めてください。',
    );
    // Two at once: one first administrator, the other refused.
    const both = await Promise.all([register(['admin', 'site-ops']), register(['admin'], 'rival')]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 403]);
    const made = both.find((r) => r.status === 201)!;
    const { person, totp } = (await made.json()) as {
      person: { login: string; name: string; roles: OpsRole[] };
      totp: { secret: string };
    };
    const admin: OpsAccount = { ...person, password: PASSWORD, secret: totp.secret };
    const token = await personalApiToken(fresh.url, admin);
    const rows = (
      (await (await opsRequest(fresh.url, token, '/ops/audit?limit=50')).json()) as { entries: Row[] }
    ).entries;
    // Newest first: the rival, then the first person without the role.
    expect(rows.filter((r) => r.action === 'refused')).toMatchObject([
      { target: 'POST /ops/people', person: BOOTSTRAP_NAME, description: OPS_TOKEN_ADMIN_EXISTS },
      {
        target: 'POST /ops/people',
        person: BOOTSTRAP_NAME,
        description:
          'OPS_TOKEN で登録できるのは最初の管理者だけです。役割に「管理者」（admin）を含めてください。',
      },
    ]);
    expect(rows.find((r) => r.action === 'people' && r.target === person.login)).toMatchObject({
      person: BOOTSTRAP_NAME,
      role: 'admin',
    });
    // Once that administrator exists, OPS_TOKEN registers nobody more.
    expect((await register(['admin'], 'second')).status).toBe(403);
    const people = (await (await opsRequest(fresh.url, token, '/ops/people')).json()) as {
      people: { login: string }[];
    };
    expect(people.people.map((p) => p.login)).toEqual([person.login]);
  });
});

describe('sign-in', () => {
  it('opens a session with password and the 6-digit code: an HttpOnly, SameSite=Strict cookie for /ops', async () => {
    const who = await signedIn('sato');
    expect(who.setCookie).toMatch(/HttpOnly/i);
    expect(who.setCookie).toMatch(/SameSite=Strict/i);
    expect(who.setCookie).toMatch(/Path=\/ops/);
    // Served over plain http in the test, so not Secure (it is over https and in production).
    expect(who.setCookie).not.toMatch(/Secure/i);
    const session = (await (await asPerson(who, '/ops/session')).json()) as Record<string, unknown>;
    expect(session).toEqual({
      ok: true,
      person: { login: 'sato', name: '佐藤 花子', roles: ['admin'] },
      csrfToken: who.csrf,
    });
    expect((await auditRows())[0]).toMatchObject({
      action: 'sign-in',
      person: '佐藤 花子',
      login: 'sato',
      role: 'admin',
    });
  });

  it('marks the cookie Secure when the site is served over https (behind a trusted proxy)', async () => {
    const behindProxy = await startTestApp({ database: t.database, env: { TRUST_PROXY: '127.0.0.1,::1' } });
    try {
      behindProxy.setNow(now);
      advance(30_000);
      behindProxy.setNow(now);
      const res = await fetch(`${behindProxy.url}/ops/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
        body: JSON.stringify({ login: 'auditor', password: PASSWORD, code: codeOf('auditor') }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().join()).toMatch(/hikari_ops_session=.*; Secure/);
    } finally {
      await behindProxy.close();
    }
  });

  it('refuses a wrong code, a wrong password, an unknown login and a code used twice, saying the same', async () => {
    advance(30_000);
    const wrongCode = String((Number(codeOf('sato')) + 1) % 1_000_000).padStart(6, '0');
    for (const res of [
      await signIn('sato', PASSWORD, wrongCode),
      await signIn('sato', 'wrong password 123', codeOf('sato')),
      await signIn('nobody', PASSWORD, '123456'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(((await res.json()) as { message: string }).message).toBe(
        'ログインID・パスワード・確認コードのいずれかが正しくありません',
      );
    }
    expect((await signIn('sato')).status).toBe(200);
    // The same code again, within its 30 seconds.
    expect((await signIn('sato')).status).toBe(401);
  });

  it('is refused to a disabled person, whose open sessions stop at once', async () => {
    const who = await signedIn('yamada');
    expect((await asAdmin('/ops/people/yamada/disable', { method: 'POST' })).status).toBe(200);
    expect((await asPerson(who, '/ops/session')).status).toBe(401);
    advance(30_000);
    expect((await signIn('yamada')).status).toBe(401);
  });
});

describe('the session', () => {
  it('refuses a change without the CSRF token, or with another session’s, and audits it', async () => {
    const who = await signedIn('siteops');
    const other = await signedIn('support');
    for (const csrf of [null, other.csrf]) {
      const res = await asPerson(who, '/ops/canary/preview', { method: 'POST', body: { on: true }, csrf });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toContain('CSRF');
    }
    expect((await auditRows())[0]).toMatchObject({ action: 'refused', login: 'siteops', role: null });
    const ok = await asPerson(who, '/ops/canary/preview', { method: 'POST', body: { on: true } });
    expect(ok.status).toBe(200);
  });

  it('ends after 30 minutes without a request', async () => {
    const who = await signedIn('auditor');
    advance(29 * 60_000);
    expect((await asPerson(who, '/ops/session')).status).toBe(200);
    advance(31 * 60_000);
    const res = await asPerson(who, '/ops/session');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe(
      'サインインの有効期限が切れました。もう一度サインインしてください',
    );
  });

  it('ends 12 hours after sign-in however busy', async () => {
    const who = await signedIn('auditor');
    for (let i = 0; i < 28; i += 1) {
      advance(25 * 60_000);
      expect((await asPerson(who, '/ops/session')).status).toBe(200);
    }
    advance(25 * 60_000);
    expect((await asPerson(who, '/ops/session')).status).toBe(401);
  });

  it('signs out: the cookie is cleared and the session no longer works', async () => {
    const who = await signedIn('support');
    const res = await asPerson(who, '/ops/session', { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toMatch(/hikari_ops_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await asPerson(who, '/ops/session')).status).toBe(401);
    expect((await auditRows('&person=support'))[0]).toMatchObject({
      action: 'sign-out',
      person: '田中 美咲',
    });
  });
});

describe('a person’s own password', () => {
  it('is changed with the current one, after which the old one no longer signs in', async () => {
    await addPerson('kimura', '木村 翔', []);
    const who = await signedIn('kimura');
    const wrong = await asPerson(who, '/ops/password', {
      method: 'POST',
      body: { current: 'not my password', password: 'a brand new passphrase' },
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe('いまのパスワードが正しくありません');
    const res = await asPerson(who, '/ops/password', {
      method: 'POST',
      body: { current: PASSWORD, password: 'a brand new passphrase' },
    });
    expect(res.status).toBe(200);
    // This session goes on; the old password is refused, the new one signs in.
    expect((await asPerson(who, '/ops/session')).status).toBe(200);
    advance(30_000);
    expect((await signIn('kimura')).status).toBe(401);
    advance(30_000);
    expect((await signIn('kimura', 'a brand new passphrase')).status).toBe(200);
    expect((await auditRows('&person=kimura')).map((r) => r.description)).toContain(
      'パスワードを変更した（ほかの画面のサインインは終了）',
    );
  });
});

describe('personal API tokens', () => {
  it('are made by a signed-in person, shown once, work as Bearer, and stop when revoked or expired', async () => {
    const who = await signedIn('support');
    const made = await asPerson(who, '/ops/tokens', {
      method: 'POST',
      body: { name: 'ノートPCのCLI', days: 7 },
    });
    expect(made.status).toBe(201);
    const { token, info } = (await made.json()) as { token: string; info: { id: number } };
    expect(token).toMatch(/^hko_/);
    const listed = JSON.stringify(await (await asPerson(who, '/ops/tokens')).json());
    expect(listed).toContain('ノートPCのCLI');
    expect(listed).not.toContain(token);

    const bearer = () =>
      fetch(`${t.url}/ops/submissions?format=csv&kind=contacts`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    expect((await bearer()).status).toBe(200);
    const [row] = await auditRows('&person=support');
    expect(row).toMatchObject({ action: 'export', person: '田中 美咲', role: 'support' });

    advance(8 * 24 * 60 * 60_000);
    expect((await bearer()).status).toBe(401);

    const again = await signedIn('support');
    const second = (await (
      await asPerson(again, '/ops/tokens', { method: 'POST', body: { name: '二本目' } })
    ).json()) as { token: string; info: { id: number } };
    const revoke = await asPerson(again, `/ops/tokens/${second.info.id}/revoke`, {
      method: 'POST',
      body: {},
    });
    expect(revoke.status).toBe(200);
    const res = await fetch(`${t.url}/ops/session`, { headers: { Authorization: `Bearer ${second.token}` } });
    expect(res.status).toBe(401);
    // Another person's token cannot be revoked by id.
    const other = await signedIn('auditor');
    expect(
      (await asPerson(other, `/ops/tokens/${info.id}/revoke`, { method: 'POST', body: {} })).status,
    ).toBe(404);
  });

  it('cannot be made with OPS_TOKEN (it is nobody’s)', async () => {
    const res = await asBootstrap('/ops/tokens', { method: 'POST', body: { name: 'x' } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(OPS_TOKEN_FIRST_ADMIN_ONLY);
  });
});

describe('roles', () => {
  const refusals: [string, string, string, unknown, string][] = [
    ['campaign', 'POST', '/ops/remotes/mfe-apply/rollback', {}, '「お申し込みチーム」または「サイト運用」'],
    ['campaign', 'POST', '/ops/remotes/mfe-apply/canary', {}, '「お申し込みチーム」'],
    ['campaign', 'POST', '/ops/maintenance', { on: true }, '「サイト運用」'],
    ['campaign', 'GET', '/ops/submissions', undefined, '「受付対応」'],
    [
      'support',
      'POST',
      '/ops/remotes/mfe-campaign/rollback',
      {},
      '「キャンペーンチーム」または「サイト運用」',
    ],
    ['support', 'PUT', '/ops/works/calendar', {}, '「サイト運用」'],
    ['support', 'POST', '/ops/campaigns', {}, '「キャンペーンチーム」または「サイト運用」'],
    ['support', 'GET', '/ops/audit', undefined, '「監査」または「管理者」'],
    ['siteops', 'POST', '/ops/remotes/mfe-campaign/withdraw', {}, '「キャンペーンチーム」'],
    ['siteops', 'GET', '/ops/mail', undefined, '「受付対応」'],
    ['siteops', 'GET', '/ops/people', undefined, '「管理者」'],
    ['auditor', 'GET', '/ops/submissions/applications/1', undefined, '「受付対応」'],
    ['auditor', 'POST', '/ops/canary/preview', undefined, ''],
    ['sato', 'POST', '/ops/remotes/mfe-campaign/rollback', {}, '「キャンペーンチーム」または「サイト運用」'],
  ];

  it.each(refusals.filter((r) => r[4] !== ''))(
    '%s: %s %s is refused with 403 naming the role needed, and audited',
    async (login, method, path, body, needed) => {
      const who = await signedIn(login);
      const res = await asPerson(who, path, { method, body });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe(
        `この操作には${needed}の役割が必要です`,
      );
      const [row] = await auditRows(`&person=${login}`);
      expect(row).toMatchObject({ action: 'refused', target: `${method} ${path}`, login, role: null });
      expect(row!.description).toContain(`この操作には${needed}の役割が必要です`);
    },
  );

  it('lets a team roll back its own remote and site ops any remote (the guard lets them through)', async () => {
    for (const login of ['campaign', 'siteops']) {
      const who = await signedIn(login);
      const res = await asPerson(who, '/ops/remotes/mfe-campaign/rollback', { method: 'POST', body: {} });
      // No deploy folder in the test: refused by the release domain, not by the role.
      expect(res.status).not.toBe(403);
      expect(res.status).not.toBe(401);
    }
  });

  it('lets the campaign team keep its offer (the guard lets it through to the offer check)', async () => {
    const who = await signedIn('campaign');
    const res = await asPerson(who, '/ops/campaigns', { method: 'POST', body: { campaigns: 'none' } });
    expect(res.status).toBe(400);
  });

  it('names the person and the role on every row, canary preview included, and filters by person', async () => {
    const who = await signedIn('campaign');
    expect((await asPerson(who, '/ops/canary/preview', { method: 'POST', body: { on: false } })).status).toBe(
      200,
    );
    const rows = await auditRows('&person=campaign');
    expect(rows[0]).toMatchObject({
      action: 'canary-preview',
      person: '鈴木 一郎',
      login: 'campaign',
      role: 'team:mfe-campaign',
    });
    expect(rows.every((r) => r.login === 'campaign')).toBe(true);
  });

  it('lets the administrator change roles, after which the new role is what counts', async () => {
    const admin = await signedIn('sato');
    const res = await asPerson(admin, '/ops/people/auditor/roles', {
      method: 'PUT',
      body: { roles: ['auditor', 'support'] },
    });
    expect(res.status).toBe(200);
    const who = await signedIn('auditor');
    expect((await asPerson(who, '/ops/submissions?limit=1')).status).toBe(200);
    expect((await auditRows('&person=sato'))[0]).toMatchObject({
      action: 'people',
      target: 'auditor',
      role: 'admin',
    });
    const bad = await asPerson(admin, '/ops/people/auditor/roles', {
      method: 'PUT',
      body: { roles: ['root'] },
    });
    expect(bad.status).toBe(400);
  });

  it('resets a second factor: the old code no longer signs in, the new secret does', async () => {
    const admin = await signedIn('sato');
    const res = await asPerson(admin, '/ops/people/support/reset-totp', { method: 'POST', body: {} });
    const { totp } = (await res.json()) as { totp: { secret: string } };
    const old = secrets.get('support')!;
    advance(30_000);
    expect(
      (
        await signIn(
          'support',
          PASSWORD,
          TOTP.generate({ secret: Secret.fromBase32(old), timestamp: now.getTime() }),
        )
      ).status,
    ).toBe(401);
    secrets.set('support', totp.secret);
    expect((await signIn('support')).status).toBe(200);
  });
});
