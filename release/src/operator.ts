// Who makes a change of what is live from a shell (tools/site/cli.ts), for
// its history entry: with OPS_API_TOKEN, the ops person the API knows the
// token by (GET /ops/session), who must hold one of the roles the console
// would need for the same change (rolesToChange); without it, the shell
// account. Also the small HTTP client of the ops API the ops CLI
// (api/src/cli/ops.ts) uses, with its OPS_URL convention.
import os from 'node:os';
import { opsRoleLabel, rolesNeededMessage, rolesToChange } from '@hikari/shared/domain/ops-roles';
import { ChangePerson, DeployError } from './registry';

/** Where the ops API is and the credential sent to it. */
export interface OpsApiContext {
  baseUrl: string;
  token: string;
}

/** OPS_URL without its trailing slashes; default http://localhost:8080 (npm start). */
export const opsUrlOf = (env: Record<string, string | undefined>): string =>
  (env.OPS_URL ?? 'http://localhost:8080').replace(/\/+$/, '');

/** A call the API refused (status), or could not be made at all (status null). */
export class OpsApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** The API's own message (its `message` field), when it answered. */
    readonly detail: string = message,
  ) {
    super(message);
  }
}

/** One call with the bearer token; the answer's text, or OpsApiError. */
export async function callOpsApi(
  ctx: OpsApiContext,
  method: string,
  path: string,
  body?: string,
  type = 'application/json',
): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${ctx.baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${ctx.token}`,
        ...(body !== undefined ? { 'Content-Type': type } : {}),
      },
      body,
    });
  } catch {
    throw new OpsApiError(`cannot reach the API at ${ctx.baseUrl} (is it running? set OPS_URL)`, null);
  }
  const text = await res.text();
  if (!res.ok) {
    let message = text;
    try {
      const parsed = JSON.parse(text) as {
        message?: string;
        problems?: { line: number; column?: string | null; reason?: string; message?: string }[];
      };
      message = parsed.message ?? text;
      if (parsed.problems) {
        message += `\n${parsed.problems.map((p) => `  line ${p.line}${p.column ? ` (${p.column})` : ''}: ${p.reason ?? p.message}`).join('\n')}`;
      }
    } catch {
      // not JSON
    }
    throw new OpsApiError(`${method} ${path}: HTTP ${res.status}: ${message}`, res.status, message);
  }
  return text;
}

/** The person a change from a shell is recorded under, and a line to print first (null: none). */
export interface ShellOperator {
  person: ChangePerson;
  notice: string | null;
}

/** `user@host`: the account a change made without OPS_API_TOKEN is recorded under. */
export function shellAccount(): string {
  let user: string;
  try {
    user = os.userInfo().username;
  } catch {
    user = process.env.USER ?? process.env.LOGNAME ?? 'unknown';
  }
  return `${user}@${os.hostname()}`;
}

const NOTHING_CHANGED = '何も変更していません。';

/**
 * Who is making `action` on `target` (a part of the site; null for the
 * canary policy). A refusal is a DeployError in Japanese, before anything
 * is changed: a token the API does not take, a person without the role,
 * an API that cannot be reached.
 */
export async function shellOperator(
  env: Record<string, string | undefined>,
  target: string | null,
  action: string,
  account: () => string = shellAccount,
): Promise<ShellOperator> {
  const token = env.OPS_API_TOKEN?.trim();
  if (!token) {
    const name = account();
    return {
      person: { name, login: null, role: null },
      notice: `OPS_API_TOKEN が設定されていないため、履歴にはシェルのアカウント「${name}」を記録します（ご自分の名前と役割で記録するには、コンソールの「自分のアカウント」で作った個人用の API トークンを OPS_API_TOKEN に設定してください）。`,
    };
  }
  const baseUrl = opsUrlOf(env);
  let who: { person?: { login: string | null; name: string; roles: string[] } };
  try {
    who = JSON.parse(await callOpsApi({ baseUrl, token }, 'GET', '/ops/session')) as typeof who;
  } catch (error) {
    if (error instanceof OpsApiError && error.status !== null) {
      throw new DeployError(
        `OPS_API_TOKEN の担当者を運用 API（${baseUrl}）で確認できませんでした（HTTP ${error.status}：${error.detail}）。${NOTHING_CHANGED}`,
      );
    }
    throw new DeployError(
      `運用 API（${baseUrl}）に接続できないため、OPS_API_TOKEN の担当者を確認できません。${NOTHING_CHANGED}API が動いているか、OPS_URL を確かめてください（OPS_API_TOKEN を外すと、シェルのアカウントで記録して実行します）。`,
    );
  }
  const person = who.person;
  if (!person || person.login === null) {
    throw new DeployError(
      `OPS_API_TOKEN には個人用の API トークン（hko_…）を設定してください（OPS_TOKEN は最初の管理者の登録にだけ使えます）。${NOTHING_CHANGED}`,
    );
  }
  const needed = rolesToChange(target, action);
  const role = needed.find((r) => person.roles.includes(r));
  if (!role) {
    const held = person.roles.map(opsRoleLabel).join('、') || 'なし';
    throw new DeployError(
      `${rolesNeededMessage(needed)}（${person.name}（${person.login}）の役割：${held}）。${NOTHING_CHANGED}`,
    );
  }
  return { person: { name: person.name, login: person.login, role }, notice: null };
}
