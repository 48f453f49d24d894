// The console's Remotes and Health screens over HTTP, under /ops with the ops
// token: what is live for the shell and each remote, rollback / activate /
// withdraw, and client errors per live version. What is live and every change
// of it is release/src/releases.ts, the code `npm run release|rollback|remotes`
// runs too, on the deploy folder this server serves (DEPLOY_DIR).
//
//   GET  /ops/remotes                     {items: TargetStatus[]}
//   POST /ops/remotes/:name/rollback {from}   plain rollback (to the version live before the current one)
//   POST /ops/remotes/:name/activate {version, from}
//   POST /ops/remotes/:name/withdraw {version, from}
// `from` is the live version the person saw (null: none); a change whose
// `from` is no longer live is refused with 409 and changes nothing, so a
// rollback confirmed in a stale tab is not applied a second time.
//   GET  /ops/health?hours=24             errors per hour of each live version next to the previous one
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, countDistinct, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  DeployError,
  MAKES_LIVE,
  TARGETS,
  activate,
  describeChange,
  withDeployLock,
  isTarget,
  listTargets,
  rollback,
  targetStatus,
  withdraw,
  type HistoryEntry,
  type SeenState,
  type Target,
  type TargetStatus,
} from '@hikari/release/releases';
import type { Services } from '../../context';
import { clientErrors } from '../../db/schema';
import { log } from '../../log';
import { integer, jsonBodyOf, OpsInputError, type Audit } from './request-input';
import { instanceDeployLock } from './deploy-lock';
import { pathOf, urlOf } from '../../http/platform';

/** Health looks back at most this many hours. Default 24, at most 30 days. */
const DEFAULT_HOURS = 24;
const MAX_HOURS = 720;
/**
 * A rate is counted over at least a quarter of an hour, so a release's first
 * error a minute after it went live reads as 4 an hour, not 60.
 */
const MIN_RATE_HOURS = 0.25;
const LATEST = 5;

/** The body of a POST: a JSON object, {} when there is none. */
function objectBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new OpsInputError('本文は JSON のオブジェクトで送ってください');
  }
  return body as Record<string, unknown>;
}

function versionOf(body: Record<string, unknown>): string {
  const version = body.version;
  if (typeof version !== 'string' || version.trim() === '' || version.length > 100) {
    throw new OpsInputError('version に版を指定してください');
  }
  return version.trim();
}

/**
 * What the person saw, from a change's body: `from`, the live version (a
 * string, or null when none was live), and `canary`, the running canary
 * ({version, percent}, or null when none ran). The ones a change needs must
 * be there; they are checked under the deploy lock (releases.ts assertSeen).
 */
export function seenOf(body: Record<string, unknown>, needs: readonly ('from' | 'canary')[]): SeenState {
  const seen: SeenState = {};
  if (needs.includes('from')) {
    const { from } = body;
    if (from !== null && (typeof from !== 'string' || from.trim() === '' || from.length > 100)) {
      throw new OpsInputError(
        'from に、画面に表示していた公開中の版を指定してください（公開中の版がなかったときは null）',
      );
    }
    seen.live = from === null ? null : from.trim();
  }
  if (needs.includes('canary')) {
    const canary = body.canary as { version?: unknown; percent?: unknown } | null | undefined;
    const valid =
      canary === null ||
      (typeof canary === 'object' &&
        typeof canary.version === 'string' &&
        canary.version.trim() !== '' &&
        typeof canary.percent === 'number');
    if (!valid) {
      throw new OpsInputError(
        'canary に、画面に表示していたカナリア（version と percent）を指定してください（なかったときは null）',
      );
    }
    seen.canary =
      canary === null
        ? null
        : { version: (canary.version as string).trim(), percent: canary.percent as number };
  }
  return seen;
}

// ---------------------------------------------------------------- health

export interface VersionRate {
  version: string;
  /** Visitors (distinct reporters) who reported an error, not reports: see countVisitors. */
  errors: number;
  errorsPerHour: number;
}

export interface RemoteHealth {
  name: Target;
  label: string;
  live: string | null;
  liveSince: string | null;
  /** Start of the period counted: when the live version went live, or `hours` ago if later. */
  countedFrom: string | null;
  /** Visitors (distinct reporters) who reported an error, not reports: see countVisitors. */
  errors: number;
  errorsPerHour: number;
  /** The version live before the current one, over its own live period. */
  previous: VersionRate | null;
  /** Visitors (distinct reporters) served the last known good version because the live one failed to load. */
  fallbacksServed: number;
  latest: { at: string; message: string; version: string | null; path: string | null }[];
}

const perHour = (errors: number, from: Date, to: Date) => {
  const hours = Math.max((to.getTime() - from.getTime()) / 3_600_000, MIN_RATE_HOURS);
  return Math.round((errors / hours) * 100) / 100;
};

/** A report counts as an error unless it says fallback (older reports have no kind). */
const isError = or(isNull(clientErrors.kind), eq(clientErrors.kind, 'error'));

/** The report's error line and page (buildClientErrorReport's text), else its title. */
function summarise(payload: unknown): { message: string; path: string | null } {
  const { title, text } = (payload ?? {}) as { title?: unknown; text?: unknown };
  const lines = typeof text === 'string' ? text.split('\n') : [];
  const line = (label: string) =>
    lines
      .find((l) => l.startsWith(label))
      ?.slice(label.length)
      .trim();
  const message = line('エラー内容:') ?? (typeof title === 'string' ? title : '');
  return { message: message.slice(0, 300), path: line('ページ:') ?? null };
}

/** The entry that made `live` live, and the one before it that made the previous version live. */
function livePeriods(history: HistoryEntry[], live: string) {
  const makesLive = (e: HistoryEntry) => MAKES_LIVE.has(e.action);
  let current = -1;
  for (let i = history.length - 1; i >= 0; i -= 1) {
    if (makesLive(history[i]!) && history[i]!.version === live) {
      current = i;
      break;
    }
  }
  if (current < 0) return null;
  const entry = history[current]!;
  const previous = entry.from;
  if (previous === null) return { since: entry.at, previous: null };
  for (let i = current - 1; i >= 0; i -= 1) {
    const e = history[i]!;
    if (makesLive(e) && e.version === previous) {
      return { since: entry.at, previous: { version: previous, since: e.at, until: entry.at } };
    }
  }
  return { since: entry.at, previous: null };
}

/**
 * How many visitors sent the reports `where` selects: distinct reporters (a
 * keyed hash of the guest session), so a client sending one report or fifty
 * counts once and cannot make a good release look broken. A report from
 * before reporters were kept (reporter null) counts as one visitor.
 */
async function countVisitors(services: Services, where: SQL | undefined): Promise<number> {
  const [row] = await services.database.db
    .select({
      named: countDistinct(clientErrors.reporter),
      unnamed: sql<number>`count(*) filter (where ${clientErrors.reporter} is null)`,
    })
    .from(clientErrors)
    .where(where);
  return Number(row?.named ?? 0) + Number(row?.unnamed ?? 0);
}

async function remoteHealth(services: Services, status: TargetStatus, hours: number): Promise<RemoteHealth> {
  const now = services.now();
  const windowStart = new Date(now.getTime() - hours * 3_600_000);
  const ofRemote = eq(clientErrors.remote, status.name);
  const rows = await services.database.db
    .select({
      at: clientErrors.createdAt,
      payload: clientErrors.payload,
      version: clientErrors.remoteVersion,
    })
    .from(clientErrors)
    .where(and(ofRemote, isError, gte(clientErrors.createdAt, windowStart)))
    .orderBy(desc(clientErrors.createdAt), desc(clientErrors.id))
    .limit(LATEST);
  const latest = rows.map((row) => ({
    at: row.at.toISOString(),
    version: row.version,
    ...summarise(row.payload),
  }));

  const live = status.live?.version ?? null;
  const periods = live ? livePeriods(status.history, live) : null;
  if (!live || !periods) {
    return {
      name: status.name,
      label: status.label,
      live,
      liveSince: null,
      countedFrom: null,
      errors: 0,
      errorsPerHour: 0,
      previous: null,
      fallbacksServed: 0,
      latest,
    };
  }
  const since = new Date(periods.since);
  const from = since > windowStart ? since : windowStart;
  const ofLive = and(ofRemote, eq(clientErrors.remoteVersion, live));
  const errors = await countVisitors(
    services,
    and(ofLive, isError, gte(clientErrors.createdAt, from), lte(clientErrors.createdAt, now)),
  );
  const fallbacksServed = await countVisitors(
    services,
    and(ofLive, eq(clientErrors.kind, 'fallback'), gte(clientErrors.createdAt, since)),
  );
  let previous: VersionRate | null = null;
  if (periods.previous) {
    const start = new Date(periods.previous.since);
    const end = new Date(periods.previous.until);
    const previousErrors = await countVisitors(
      services,
      and(
        ofRemote,
        eq(clientErrors.remoteVersion, periods.previous.version),
        isError,
        gte(clientErrors.createdAt, start),
        // Reports sent by pages still open on it just after the change count for it too.
        sql`${clientErrors.createdAt} < ${end}`,
      ),
    );
    previous = {
      version: periods.previous.version,
      errors: previousErrors,
      errorsPerHour: perHour(previousErrors, start, end),
    };
  }
  return {
    name: status.name,
    label: status.label,
    live,
    liveSince: periods.since,
    countedFrom: from.toISOString(),
    errors,
    errorsPerHour: perHour(errors, from, now),
    previous,
    fallbacksServed,
    latest,
  };
}

// ---------------------------------------------------------------- routes

const ACTIONS = ['rollback', 'activate', 'withdraw'] as const;
type Action = (typeof ACTIONS)[number];

async function change(
  services: Services,
  audit: Audit,
  request: FastifyRequest,
  name: string,
  action: Action,
  body: Record<string, unknown>,
): Promise<TargetStatus> {
  const { deployDir } = services.config;
  if (!isTarget(name)) {
    throw new OpsInputError(`「${name}」というリモートはありません（${TARGETS.join('、')} のいずれか）`);
  }
  const version = action === 'rollback' ? null : versionOf(body);
  const options = { by: 'console' as const, now: services.now(), seen: seenOf(body, ['from']) };
  const { before, status } = await withDeployLock(deployDir, instanceDeployLock(services.database), () => ({
    before: targetStatus(deployDir, name).history.length,
    status:
      version === null
        ? rollback(deployDir, name, options)
        : action === 'activate'
          ? activate(deployDir, name, version, options)
          : withdraw(deployDir, name, version, options),
  }));
  // Each change in the live history (a withdraw of the live version is a rollback, then the withdraw).
  for (const entry of status.history.slice(before)) {
    const description = describeChange(name, entry);
    await audit(request, { action: entry.action, target: name, description });
    log.info(`[ops] ${description}`);
  }
  return status;
}

/** /ops/remotes… and /ops/health, inside the ops routes (ops.ts checks the token). */
export const opsRemoteRoutes: FastifyPluginAsync<{ services: Services; audit: Audit }> = async (
  app,
  { services, audit },
) => {
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof DeployError) {
      return reply.code(error.reason === 'input' ? 400 : 409).send({ message: error.message });
    }
    // Input errors (OpsInputError) and the rest: the ops guard's handler answers them.
    throw error;
  });

  app.get('/remotes', async () => ({ items: listTargets(services.config.deployDir) }));

  app.get('/health', async (request) => {
    const hours = integer(urlOf(request), 'hours', DEFAULT_HOURS, 1, MAX_HOURS);
    const items: RemoteHealth[] = [];
    for (const status of listTargets(services.config.deployDir)) {
      items.push(await remoteHealth(services, status, hours));
    }
    return { hours, items };
  });

  app.post<{ Params: { name: string; action: string } }>('/remotes/:name/:action', async (request, reply) => {
    const action = request.params.action as Action;
    if (!(ACTIONS as readonly string[]).includes(action)) {
      return reply.code(404).send({ message: `no ops route POST ${pathOf(request)}` });
    }
    const body = objectBody(jsonBodyOf(request));
    return change(services, audit, request, request.params.name, action, body);
  });
};
