// The console's canary screen over HTTP, under /ops with the ops token: each
// remote's running canary with its figures and verdict, and every change of a
// canary through release/src/releases.ts (the code the CLI runs too), each
// change a row of the audit log.
//
//   GET  /ops/canary                               {policy, items: CanaryFigures[]}
//   POST /ops/remotes/:name/canary {version, percent, from, canary}  TargetStatus
//   POST /ops/remotes/:name/canary-percent {percent, canary}         TargetStatus
//   POST /ops/remotes/:name/promote {from, canary}                   TargetStatus
//   POST /ops/remotes/:name/withdraw-canary {canary}                 TargetStatus
// `from` and `canary` are the live version and the running canary the person
// saw (remotes-routes.ts seenOf); one no longer so is refused with 409.
//   PUT  /ops/canary/policy {…some of CanaryPolicy}    {policy}
//   POST /ops/canary/preview {on}                      {on}, sets or clears the hikari_preview cookie
//
// The remote routes have static last segments, so they win over
// remotes-routes.ts's `/remotes/:name/:action` whatever the order.
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  DEFAULT_CANARY_POLICY,
  PREVIEW_COOKIE,
  PREVIEW_COOKIE_MAX_AGE_SECONDS,
  REMOTE_NAMES,
  canaryPolicyProblems,
  isRemoteName,
  type CanaryPolicy,
} from '@hikari/shared/domain';
import {
  DeployError,
  describeChange,
  promoteCanary,
  readCanaryPolicy,
  setCanaryPercent,
  setCanaryPolicy,
  startCanary,
  targetStatus,
  withDeployLock,
  withdrawCanary,
  type TargetStatus,
} from '@hikari/release/releases';
import { previewCookieValue } from '@hikari/release/canary-preview';
import type { Services } from '../../context';
import { log } from '../../log';
import type { AuditAction } from '../ops/audit-log';
import { jsonBodyOf, OpsInputError, type Audit } from '../ops/request-input';
import { canaryOverview } from './figures';
import { instanceDeployLock } from '../ops/deploy-lock';
import { seenOf } from '../ops/remotes-routes';

/** The body of a request: a JSON object, {} when there is none. */
function objectBody(request: FastifyRequest): Record<string, unknown> {
  const body = jsonBodyOf(request);
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new OpsInputError('本文は JSON のオブジェクトで送ってください');
  }
  return body as Record<string, unknown>;
}

function remoteName(name: string) {
  if (!isRemoteName(name)) {
    throw new OpsInputError(
      `「${name}」というリモートはありません（${REMOTE_NAMES.join('、')} のいずれか。シェルにカナリアはありません）`,
    );
  }
  return name;
}

function versionOf(body: Record<string, unknown>): string {
  const { version } = body;
  if (typeof version !== 'string' || version.trim() === '' || version.length > 100) {
    throw new OpsInputError('version に版を指定してください');
  }
  return version.trim();
}

function percentOf(body: Record<string, unknown>): number {
  const { percent } = body;
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new OpsInputError('percent は 0 から 100 までの整数（%）で指定してください');
  }
  return percent;
}

type CanaryChange = 'canary' | 'canary-percent' | 'promote' | 'withdraw-canary';

/** What each change must carry of what the person saw: the live version, the running canary. */
const SEEN_NEEDED: Record<CanaryChange, readonly ('from' | 'canary')[]> = {
  canary: ['from', 'canary'],
  'canary-percent': ['canary'],
  promote: ['from', 'canary'],
  'withdraw-canary': ['canary'],
};

/** What each policy setting is called in the audit log. */
const POLICY_WORDS: Record<keyof CanaryPolicy, string> = {
  sampleRate: '計測する訪問者の割合',
  minVisitors: '判定に必要な訪問者数',
  windowMinutes: '様子を見る時間（分）',
  autoPromote: '自動で全員に公開',
  errorMarginPer1000: 'エラーの許容幅（1,000 人あたり）',
  vitalMarginPercent: 'INP・LCP の許容幅（%）',
};

/** /ops/canary… and the canary changes under /ops/remotes/:name, inside the ops routes (the token is checked there). */
export const canaryOpsRoutes: FastifyPluginAsync<{ services: Services; audit: Audit }> = async (
  app,
  { services, audit },
) => {
  const { config } = services;

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof DeployError) {
      return reply.code(error.reason === 'input' ? 400 : 409).send({ message: error.message });
    }
    // Input errors (OpsInputError) and the rest: the ops guard's handler answers them.
    throw error;
  });

  /** Makes one change and writes an audit row for each line it added to the live history. */
  async function change(request: FastifyRequest, name: string, what: CanaryChange): Promise<TargetStatus> {
    const remote = remoteName(name);
    const body = objectBody(request);
    const { deployDir } = config;
    const version = what === 'canary' ? versionOf(body) : null;
    const percent = what === 'canary' || what === 'canary-percent' ? percentOf(body) : null;
    const seen = seenOf(body, SEEN_NEEDED[what]);
    const options = { by: 'console' as const, now: services.now(), seen };
    const { before, status } = await withDeployLock(deployDir, instanceDeployLock(services.database), () => ({
      before: targetStatus(deployDir, remote).history.length,
      status:
        what === 'canary'
          ? startCanary(deployDir, remote, version!, percent!, options)
          : what === 'canary-percent'
            ? setCanaryPercent(deployDir, remote, percent!, options)
            : what === 'promote'
              ? promoteCanary(deployDir, remote, options)
              : withdrawCanary(deployDir, remote, options),
    }));
    for (const entry of status.history.slice(before)) {
      const description = describeChange(remote, entry);
      await audit(request, { action: entry.action as AuditAction, target: remote, description });
      log.info(`[ops] ${description}`);
    }
    return status;
  }

  app.get('/canary', async () => canaryOverview(services, services.now()));

  for (const what of ['canary', 'canary-percent', 'promote', 'withdraw-canary'] as const) {
    app.post<{ Params: { name: string } }>(`/remotes/:name/${what}`, async (request) =>
      change(request, request.params.name, what),
    );
  }

  app.put('/canary/policy', async (request) => {
    const patch = objectBody(request);
    if (Object.keys(patch).length === 0) {
      throw new OpsInputError(
        `変更する設定を指定してください（${Object.keys(DEFAULT_CANARY_POLICY).join('、')}）`,
      );
    }
    const problems = canaryPolicyProblems(patch);
    if (problems.length > 0) throw new OpsInputError(problems.join('。'));
    const before = readCanaryPolicy(config.deployDir);
    const policy = await withDeployLock(config.deployDir, instanceDeployLock(services.database), () =>
      setCanaryPolicy(config.deployDir, patch, { by: 'console', now: services.now() }),
    );
    const changes = (Object.keys(POLICY_WORDS) as (keyof CanaryPolicy)[])
      .filter((key) => before[key] !== policy[key])
      .map((key) => `${POLICY_WORDS[key]} ${String(before[key])} → ${String(policy[key])}`);
    if (changes.length > 0) {
      const description = `カナリアの判定方針を変更：${changes.join('、')}`;
      await audit(request, { action: 'settings', target: 'canary-policy', description });
      log.info(`[ops] ${description}`);
    }
    return { policy };
  });

  app.post('/canary/preview', async (request, reply) => {
    const { on } = objectBody(request);
    if (typeof on !== 'boolean') throw new OpsInputError('on に true か false を指定してください');
    // Read by the shell too (it only checks the cookie is there), so not HttpOnly.
    const attributes = { path: '/', sameSite: 'strict', secure: request.protocol === 'https' } as const;
    if (on) {
      reply.setCookie(PREVIEW_COOKIE, previewCookieValue(config.opsToken!), {
        ...attributes,
        maxAge: PREVIEW_COOKIE_MAX_AGE_SECONDS,
      });
    } else {
      reply.clearCookie(PREVIEW_COOKIE, attributes);
    }
    await audit(request, {
      action: 'canary-preview',
      target: 'canary-preview',
      description: on
        ? 'この端末でカナリアを表示する設定にした（8時間、公開中のすべてのカナリア）'
        : 'この端末でのカナリアの表示をやめた',
    });
    return { on };
  });
};
