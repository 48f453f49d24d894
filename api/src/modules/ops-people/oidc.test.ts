// Sign-in to the console through a real OpenID Connect provider the test
// starts itself (oidc-provider, one confidential client that must use PKCE,
// its own login and consent pages), driven over HTTP as a browser would:
// the API's start, the provider's interactions, the callback. The API sits
// behind the public address https://ops.tokai-hikari.test as in production;
// the test plays the proxy and sends the callback on to the test server.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { loadConfig } from '../../config';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { opsRequest } from '../../testing/ops-state';
import type { AuditEntry } from '../ops/audit-log';

const PUBLIC_SITE = 'https://ops.tokai-hikari.test';
const CALLBACK = `${PUBLIC_SITE}/ops/session/oidc/callback`;
const CLIENT_ID = 'hikari-ops-console';
const CLIENT_SECRET = 'provider-client-secret-0123456789abcdef';

/** The company's directory: subject → what the provider says of them. */
const ACCOUNTS: Record<string, { email: string; email_verified: boolean; name: string }> = {
  'emp-1000': { email: 'kanri@tokai-hikari.example', email_verified: true, name: '管理 太郎' },
  'emp-1001': { email: 'Sato@Tokai-Hikari.example', email_verified: true, name: '佐藤 花子' },
  'emp-1002': { email: 'kobayashi@tokai-hikari.example', email_verified: true, name: '小林 陽菜' },
  'emp-1003': { email: 'nakamura@tokai-hikari.example', email_verified: true, name: '中村 翔' },
  'emp-1004': { email: 'kato@tokai-hikari.example', email_verified: false, name: '加藤 大輔' },
  // No ops person has this address.
  'emp-1005': { email: 'yamada@tokai-hikari.example', email_verified: true, name: '山田 蓮' },
};

/** The API's configuration for the test provider. */
const oidcEnv = () => ({
  PUBLIC_SITE_URL: PUBLIC_SITE,
  OPS_OIDC_ISSUER: issuer,
  OPS_OIDC_CLIENT_ID: CLIENT_ID,
  OPS_OIDC_CLIENT_SECRET: CLIENT_SECRET,
});

let idp: Server;
let issuer: string;
let t: TestApp;
/** The first administrator's personal API token, made after their company sign-in. */
let adminToken: string;

beforeAll(async () => {
  idp = createServer();
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [CALLBACK],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['oidc-test-cookie-key-0123456789abcdef'] },
    // The provider's own signing key for the ID tokens, new for each run.
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
          use: 'sig',
        },
      ],
    },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    findAccount: (_ctx, id) => {
      const account = ACCOUNTS[id];
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
  });
  idp.on('request', provider.callback());

  // No local sign-in here, so the suite registers its first administrator itself.
  t = await startTestApp({ opsPerson: false, env: oidcEnv() });
  const first = await opsRequest(t.url, t.config.opsToken!, '/ops/people', {
    method: 'POST',
    body: {
      login: 'kanri',
      name: '管理 太郎',
      email: 'kanri@tokai-hikari.example',
      password: 'correct horse battery staple',
      roles: ['admin', 'auditor'],
    },
  });
  expect(first.status).toBe(201);
  const { api } = await signInAs('emp-1000');
  const session = (await (
    await fetch(`${t.url}/ops/session`, { headers: { Cookie: api.header() } })
  ).json()) as { csrfToken: string };
  const made = await fetch(`${t.url}/ops/tokens`, {
    method: 'POST',
    headers: { Cookie: api.header(), 'X-CSRF-Token': session.csrfToken, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: '試験' }),
  });
  expect(made.status).toBe(201);
  adminToken = ((await made.json()) as { token: string }).token;
  for (const [login, name, email, roles] of [
    ['sato', '佐藤 花子', 'sato@tokai-hikari.example', ['admin']],
    ['nakamura', '中村 翔', 'nakamura@tokai-hikari.example', ['support']],
    ['kato', '加藤 大輔', 'kato@tokai-hikari.example', ['support']],
  ] as const) {
    const res = await asAdmin('/ops/people', {
      method: 'POST',
      body: { login, name, email, password: 'correct horse battery staple', roles },
    });
    expect(res.status).toBe(201);
  }
});

afterAll(async () => {
  await t.close();
  idp.closeAllConnections();
  await new Promise((resolve) => idp.close(resolve));
});

function asAdmin(path: string, init: { method?: string; body?: unknown } = {}) {
  return opsRequest(t.url, adminToken, path, init);
}

/** A browser's cookies for one site (name → value; paths ignored, which only sends more). */
class Jar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  get(name: string) {
    return this.cookies.get(name);
  }
}

async function browse(jar: Jar, url: string, init: { method?: string; form?: Record<string, string> } = {}) {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: {
      Cookie: jar.header(),
      ...(init.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
  });
  jar.take(res);
  return res;
}

const locationOf = (res: Response, base: string) => new URL(res.headers.get('location')!, base).href;

/** The provider's form on an interaction page: where it posts and its hidden prompt. */
function formOf(html: string, base: string) {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !prompt) throw new Error(`no interaction form in: ${html.slice(0, 300)}`);
  return { action: new URL(action.replace(/&amp;/g, '&'), base).href, prompt };
}

/**
 * From 「社内アカウントでサインイン」 to the provider sending the browser back:
 * answers the callback URL (on the public address) the provider redirected to.
 */
async function throughProvider(api: Jar, idpJar: Jar, subject: string, server = t.url) {
  const start = await browse(api, `${server}/ops/session/oidc/start`);
  expect(start.status).toBe(303);
  let url = locationOf(start, server);
  for (let hops = 0; hops < 12; hops += 1) {
    if (url.startsWith(CALLBACK)) return url;
    const res = await browse(idpJar, url);
    if (res.status >= 300 && res.status < 400) {
      url = locationOf(res, url);
      continue;
    }
    expect(res.status).toBe(200);
    const form = formOf(await res.text(), url);
    const answer = await browse(idpJar, form.action, {
      method: 'POST',
      form:
        form.prompt === 'login'
          ? { prompt: 'login', login: subject, password: 'at the provider' }
          : { prompt: form.prompt },
    });
    expect(answer.status).toBeGreaterThanOrEqual(300);
    url = locationOf(answer, form.action);
  }
  throw new Error('the provider never sent the browser back');
}

/** The proxy in front of the API: the public callback address, served by the test server. */
const onTestServer = (publicUrl: string, server = t.url) => `${server}${publicUrl.slice(PUBLIC_SITE.length)}`;

async function signInAs(subject: string) {
  const api = new Jar();
  const callback = await throughProvider(api, new Jar(), subject);
  const res = await browse(api, onTestServer(callback));
  return { api, res, callback };
}

/** An audit row as GET /ops/audit serves it. */
type Row = AuditEntry;

async function latestAudit(): Promise<Row> {
  const res = await asAdmin('/ops/audit?limit=1');
  return ((await res.json()) as { entries: Row[] }).entries[0]!;
}

describe('sign-in through the company OpenID provider', () => {
  it('tells the console that only the company account is offered, and refuses a local password', async () => {
    const methods = await fetch(`${t.url}/ops/session/methods`);
    expect(await methods.json()).toEqual({ local: false, oidc: true });
    const local = await fetch(`${t.url}/ops/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'sato', password: 'correct horse battery staple', code: '123456' }),
    });
    expect(local.status).toBe(403);
    expect(((await local.json()) as { message: string }).message).toBe(
      'このサーバーでは社内アカウントでサインインしてください',
    );
  });

  it('starts the authorization code flow with state, nonce and an S256 PKCE challenge kept in a short-lived HttpOnly cookie', async () => {
    const res = await fetch(`${t.url}/ops/session/oidc/start`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get('location')!);
    expect(to.origin).toBe(issuer);
    expect(to.searchParams.get('response_type')).toBe('code');
    expect(to.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(to.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('nonce')).toBeTruthy();
    const pending = res.headers.getSetCookie().find((c) => c.startsWith('hikari_ops_oidc='))!;
    expect(pending).toMatch(/HttpOnly/i);
    expect(pending).toMatch(/SameSite=Lax/i);
    expect(pending).toMatch(/Max-Age=600/);
    expect(pending).toMatch(/Path=\/ops\/session\/oidc/);
  });

  it('signs the person in: the console session cookie, the console, and an audit row naming them', async () => {
    const { api, res } = await signInAs('emp-1001');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ops/');
    const session = res.headers.getSetCookie().find((c) => c.startsWith('hikari_ops_session='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Strict/i);
    expect(api.get('hikari_ops_oidc')).toBeUndefined();

    const who = await fetch(`${t.url}/ops/session`, { headers: { Cookie: api.header() } });
    expect(who.status).toBe(200);
    const body = (await who.json()) as {
      person: { login: string; name: string; roles: string[] };
      csrfToken: string;
    };
    expect(body.person).toEqual({ login: 'sato', name: '佐藤 花子', roles: ['admin'] });
    expect(body.csrfToken).toBeTruthy();

    expect(await latestAudit()).toMatchObject({
      action: 'sign-in',
      target: 'sato',
      person: '佐藤 花子',
      login: 'sato',
      description:
        '社内アカウント（sato@tokai-hikari.example）でコンソールにサインインした（初回：このアカウントを担当者に結び付けた）',
    });
  });

  it('knows the person by the provider subject from then on, even after the mail address changes at the provider', async () => {
    ACCOUNTS['emp-1001']!.email = 'hanako.sato@tokai-hikari.example';
    try {
      const { api, res } = await signInAs('emp-1001');
      expect(res.headers.get('location')).toBe('/ops/');
      const who = await fetch(`${t.url}/ops/session`, { headers: { Cookie: api.header() } });
      expect(((await who.json()) as { person: { login: string } }).person.login).toBe('sato');
    } finally {
      ACCOUNTS['emp-1001']!.email = 'Sato@Tokai-Hikari.example';
    }
  });

  it('refuses a company account no ops person is registered for, on the sign-in screen, audited', async () => {
    const { api, res } = await signInAs('emp-1002');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ops/?sign-in=unknown');
    expect(api.get('hikari_ops_session')).toBeUndefined();
    expect(await latestAudit()).toMatchObject({
      action: 'refused',
      target: 'kobayashi@tokai-hikari.example',
      description: '社内アカウントでのサインインを拒否（この社内アカウントに当たる担当者がいません）',
    });
  });

  it('signs in the person an administrator registers the address for afterwards; an address is one person’s only', async () => {
    const taken = await asAdmin('/ops/people/kato/email', {
      method: 'PUT',
      body: { email: 'SATO@tokai-hikari.example' },
    });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toBe(
      'メールアドレス sato@tokai-hikari.example はほかの担当者に登録されています',
    );
    const set = await asAdmin('/ops/people/kato/email', {
      method: 'PUT',
      body: { email: 'kobayashi@tokai-hikari.example' },
    });
    expect(set.status).toBe(200);
    expect(((await set.json()) as { person: { email: string } }).person.email).toBe(
      'kobayashi@tokai-hikari.example',
    );

    const { api, res } = await signInAs('emp-1002');
    expect(res.headers.get('location')).toBe('/ops/');
    const who = await fetch(`${t.url}/ops/session`, { headers: { Cookie: api.header() } });
    expect(((await who.json()) as { person: { login: string } }).person.login).toBe('kato');
  });

  it('refuses a mail address the provider has not verified', async () => {
    expect(
      (
        await asAdmin('/ops/people/sato/email', {
          method: 'PUT',
          body: { email: 'kato@tokai-hikari.example' },
        })
      ).status,
    ).toBe(200);
    const { api, res } = await signInAs('emp-1004');
    expect(res.headers.get('location')).toBe('/ops/?sign-in=unknown');
    expect(api.get('hikari_ops_session')).toBeUndefined();
  });

  it('refuses a disabled person, and the audit row names them', async () => {
    expect((await asAdmin('/ops/people/nakamura/disable', { method: 'POST' })).status).toBe(200);
    const { api, res } = await signInAs('emp-1003');
    expect(res.headers.get('location')).toBe('/ops/?sign-in=disabled');
    expect(api.get('hikari_ops_session')).toBeUndefined();
    expect(await latestAudit()).toMatchObject({
      action: 'refused',
      target: 'nakamura',
      person: '中村 翔',
      description: '社内アカウントでのサインインを拒否（この担当者は無効になっています）',
    });
  });

  it('refuses a callback whose state was tampered with, and the code is not exchanged', async () => {
    const api = new Jar();
    const callback = new URL(await throughProvider(api, new Jar(), 'emp-1001'));
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const res = await browse(api, onTestServer(callback.href));
    expect(res.headers.get('location')).toBe('/ops/?sign-in=failed');
    expect(api.get('hikari_ops_session')).toBeUndefined();
    expect(await latestAudit()).toMatchObject({
      action: 'refused',
      description: '社内アカウントでのサインインを拒否（プロバイダーの応答を確認できませんでした）',
    });
  });

  it('refuses a callback from a browser that did not start the sign-in (no state, nonce or verifier of its own)', async () => {
    const callback = await throughProvider(new Jar(), new Jar(), 'emp-1001');
    const stranger = new Jar();
    const res = await browse(stranger, onTestServer(callback));
    expect(res.headers.get('location')).toBe('/ops/?sign-in=failed');
    expect(stranger.get('hikari_ops_session')).toBeUndefined();
  });
});

describe('refused company sign-ins from one address', () => {
  it('are counted like wrong passwords: past the limit, the password sign-in’s 429, still audited', async () => {
    // Two refusals allowed per address in the window (the suite's server allows thousands).
    const strict = await startTestApp({
      database: t.database,
      env: { ...oidcEnv(), RATE_LIMIT_OPS_AUTH_FAILURES_PER_ADDRESS: '2' },
    });
    try {
      // A company account no ops person is registered for: the sign-in screen says so.
      const api = new Jar();
      const unknown = await browse(
        api,
        onTestServer(await throughProvider(api, new Jar(), 'emp-1005', strict.url), strict.url),
      );
      expect(unknown.headers.get('location')).toBe('/ops/?sign-in=unknown');
      // A callback from a browser that never started the sign-in.
      const stranger = await fetch(`${strict.url}/ops/session/oidc/callback?code=x&state=y`, {
        redirect: 'manual',
      });
      expect(stranger.headers.get('location')).toBe('/ops/?sign-in=failed');
      // The third refusal, a tampered state: no sign-in screen now, the refusal a wrong password gets.
      const tampered = new Jar();
      const callback = new URL(await throughProvider(tampered, new Jar(), 'emp-1001', strict.url));
      callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
      const res = await browse(tampered, onTestServer(callback.href, strict.url));
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await res.json()) as { message: string }).message).toBe(
        'サインインの失敗が続いたため、この接続元からはしばらくサインインできません',
      );
      expect(tampered.get('hikari_ops_session')).toBeUndefined();
      expect(await latestAudit()).toMatchObject({
        action: 'refused',
        description: '社内アカウントでのサインインを拒否（プロバイダーの応答を確認できませんでした）',
      });
      // And the address cannot even start another sign-in for a while.
      expect((await fetch(`${strict.url}/ops/session/oidc/start`, { redirect: 'manual' })).status).toBe(429);
      // Each server keeps its own count: the suite's server still lets people in.
      expect((await signInAs('emp-1000')).res.headers.get('location')).toBe('/ops/');
    } finally {
      await strict.close();
    }
  });
});

describe('the company provider in the configuration', () => {
  const base = { OPS_TOKEN: 'a'.repeat(32), PUBLIC_SITE_URL: 'https://www.tokai-hikari.example/' };

  it('is off without an issuer: local accounts, as npm start has them', () => {
    expect(loadConfig(base).opsOidc).toBeNull();
  });

  it('derives the callback from PUBLIC_SITE_URL, and needs a client id', () => {
    expect(
      loadConfig({ ...base, OPS_OIDC_ISSUER: 'https://id.tokai-hikari.example', OPS_OIDC_CLIENT_ID: 'ops' })
        .opsOidc,
    ).toEqual({
      issuer: 'https://id.tokai-hikari.example',
      clientId: 'ops',
      clientSecret: null,
      redirectUrl: 'https://www.tokai-hikari.example/ops/session/oidc/callback',
    });
    expect(() => loadConfig({ ...base, OPS_OIDC_ISSUER: 'https://id.tokai-hikari.example' })).toThrow(
      /OPS_OIDC_CLIENT_ID/,
    );
  });

  it('takes only https:// in production', () => {
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/hikari',
        OPS_OIDC_ISSUER: 'http://id.tokai-hikari.example',
        OPS_OIDC_CLIENT_ID: 'ops',
      }),
    ).toThrow(/OPS_OIDC_ISSUER must be an https:\/\/ URL in production/);
  });
});
