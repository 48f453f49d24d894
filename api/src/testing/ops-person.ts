// Ops people for tests, drills and browser runs, made the way a real one is,
// over HTTP: the first administrator registered with OPS_TOKEN (the only thing
// it may still do, docs/business-rules.md#ops-roles), others by an
// administrator; each signs in with password and TOTP and makes a personal
// API token, which is what scripts drive the ops API with. Used by the API's
// suites (test-app.ts), tools/fleet and e2e (@hikari/api/testing/ops-person).
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { OPS_ROLES, type OpsRole } from '@hikari/shared/domain/ops-roles';

/** A person the caller made, with what it takes to sign in. */
export interface OpsAccount {
  login: string;
  name: string;
  password: string;
  /** The TOTP secret the server showed once. */
  secret: string;
  roles: readonly OpsRole[];
}

/** An ops person with a personal API token (hko_…), sent as `Authorization: Bearer`. */
export interface OpsPerson extends OpsAccount {
  apiToken: string;
}

export interface PersonOptions {
  login?: string;
  name?: string;
  /** Default: a random one. */
  password?: string;
  /** The server's clock, for the TOTP code of the sign-in (default: now). */
  at?: Date;
}

/** The 6-digit code the person's authenticator app shows at `at` (default: now). */
export const totpCode = (account: Pick<OpsAccount, 'secret'>, at = new Date()) =>
  TOTP.generate({ secret: Secret.fromBase32(account.secret), timestamp: at.getTime() });

async function expectStatus(res: Response, status: number, what: string): Promise<void> {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
}

/** POST /ops/people with `bearer` (an administrator's API token, or OPS_TOKEN for the first one). */
export async function createOpsAccount(
  baseUrl: string,
  bearer: string,
  roles: readonly OpsRole[],
  options: PersonOptions = {},
): Promise<OpsAccount> {
  const login = options.login ?? `ops-${randomBytes(4).toString('hex')}`;
  const account = {
    login,
    name: options.name ?? `試験 ${login}`,
    password: options.password ?? `pw-${randomBytes(12).toString('hex')}`,
    roles,
  };
  const res = await fetch(`${baseUrl}/ops/people`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  await expectStatus(res, 201, 'POST /ops/people');
  const { totp } = (await res.json()) as { totp: { secret: string } };
  return { ...account, secret: totp.secret };
}

/** Signs the person in (password and the code at `at`) and makes a personal API token. */
export async function personalApiToken(baseUrl: string, account: OpsAccount, at?: Date): Promise<string> {
  const signIn = await fetch(`${baseUrl}/ops/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: account.login, password: account.password, code: totpCode(account, at) }),
  });
  await expectStatus(signIn, 200, `sign-in of ${account.login}`);
  const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith('hikari_ops_session='))!;
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };
  const made = await fetch(`${baseUrl}/ops/tokens`, {
    method: 'POST',
    headers: {
      Cookie: cookie.split(';')[0]!,
      'X-CSRF-Token': csrfToken,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ name: '試験・ドリル用' }),
  });
  await expectStatus(made, 201, `POST /ops/tokens of ${account.login}`);
  return ((await made.json()) as { token: string }).token;
}

/**
 * The first administrator, registered with OPS_TOKEN while the server has no
 * enabled one, with every role unless told (admin always), signed in, with
 * an API token.
 */
export async function firstOpsAdmin(
  baseUrl: string,
  opsToken: string,
  roles: readonly OpsRole[] = OPS_ROLES,
  options: PersonOptions = {},
): Promise<OpsPerson> {
  const account = await createOpsAccount(baseUrl, opsToken, [...new Set(['admin' as const, ...roles])], {
    login: 'first-admin',
    name: '試験 管理者',
    ...options,
  });
  return { ...account, apiToken: await personalApiToken(baseUrl, account, options.at) };
}

/** Another person with `roles`, made by an administrator (their API token), signed in, with an API token. */
export async function addOpsPerson(
  baseUrl: string,
  admin: Pick<OpsPerson, 'apiToken'>,
  roles: readonly OpsRole[],
  options: PersonOptions = {},
): Promise<OpsPerson> {
  const account = await createOpsAccount(baseUrl, admin.apiToken, roles, options);
  return { ...account, apiToken: await personalApiToken(baseUrl, account, options.at) };
}
