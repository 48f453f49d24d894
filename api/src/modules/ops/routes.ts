// The ops side over HTTP, under /ops, for ops people (a console session or a
// personal API token) and the OPS_TOKEN bootstrap identity, which only
// registers the first administrator (../ops-people/permissions.ts), never a guest
// token: sign-in, people and API tokens (../ops-people/routes.ts), settings,
// maintenance and campaigns (settings-routes.ts), submissions
// (submissions-routes.ts), the area master (area-master-routes.ts), remotes
// and health (remotes-routes.ts), canaries (../canary/ops-routes.ts), the mail
// outbox (mail-routes.ts); here the guard, the audit log, counts and tracking events.
// The ops console (ops/) and the ops CLI (src/cli/ops.ts) are clients of these.
// A wrong token counts against its address (a request with no token at all,
// such as an <img> on some page or a CORS preflight, is answered 401 and not
// counted, so nobody can lock ops out without guessing): after
// RATE_LIMIT_OPS_AUTH_FAILURES_PER_ADDRESS of them in a window the address
// gets 429, even with the right token, until the window ends; each wrong
// token is logged with its address. Every audit row names the person, the
// role they acted in and the caller's address (docs/business-rules.md#ops-roles).
import type {
  FastifyError,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { opsRoleLabel, type OpsRole } from '@hikari/shared/domain/ops-roles';
import { count } from 'drizzle-orm';
import { parseJstDateTime } from '@hikari/shared/domain';
import { ImportRejected } from '../area/import-area';
import { sameSecret } from '../ops-people/credentials';
import { CSRF_HEADER, identify } from '../ops-people/identity';
import { decide, ruleOf } from '../ops-people/permissions';
import { enabledAdminExists } from '../ops-people/people-store';
import { opsPeopleRoutes, type CountFailure } from '../ops-people/routes';
import type { Services } from '../../context';
import { areaTowns, buildings, contracts, introducers, submissionTables } from '../../db/schema';
import { log } from '../../log';
import { eventsReport } from './tracking-events';
import { listAudit, recordAudit, type AuditEntry, type AuditInput } from './audit-log';
import { liveHistoryAuditEntries } from '@hikari/release/releases';
import { clientAddressOf } from '../../http/client-address';
import { pathOf, urlOf } from '../../http/platform';
import { eventCounter } from '../../http/rate-limit-plugin';
import { areaMasterRoutes } from './area-master-routes';
import { opsRemoteRoutes } from './remotes-routes';
import { canaryOpsRoutes } from '../canary/ops-routes';
import { integer, OpsInputError, OpsRefused } from './request-input';
import { mailRoutes } from './mail-routes';
import { journeyRoutes } from './journey-routes';
import { settingsRoutes } from './settings-routes';
import { submissionRoutes } from './submissions-routes';

type Audit = (request: FastifyRequest, entry: AuditInput) => Promise<void>;

/** The role each request was allowed in, for its audit rows. */
const actingRoles = new WeakMap<FastifyRequest, OpsRole | null>();

/**
 * Before any ops route: OPS_TOKEN must be set; the caller is identified (a
 * console session, a personal API token or OPS_TOKEN, ../ops-people/identity.ts),
 * a change through the console carries the session's CSRF token, and the
 * caller's roles allow the route (../ops-people/permissions.ts; a refusal is
 * 403 and audited). Wrong tokens and failed sign-ins are counted per address
 * and logged; JSON and CSV bodies are read; input problems answer 400 in Japanese.
 */
function guardOps(app: FastifyInstance, services: Services, audit: Audit): CountFailure {
  const { config } = services;
  const windowMs = config.rateLimit.windowSeconds * 1000;
  const failures = eventCounter(app, 'ops-auth-failures', config.opsAuthFailuresPerAddress, windowMs);
  app.decorateRequest('opsIdentity', null);

  const tooMany = (reply: FastifyReply, ttlInSeconds: number) =>
    reply
      .code(429)
      .header('Retry-After', String(Math.max(1, ttlInSeconds)))
      .send({
        message: '誤ったトークンが続いたため、この接続元からの ops の操作をしばらく受け付けません',
      });

  /** 403 with `message`, audited as a refusal (with `detail` after it when given). */
  const refuse = async (request: FastifyRequest, reply: FastifyReply, message: string, detail = '') => {
    await audit(request, {
      action: 'refused',
      target: `${request.method} ${pathOf(request)}`,
      description: `${message}${detail}`,
    });
    return reply.code(403).send({ message });
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!config.opsToken) return reply.code(503).send({ message: 'ops disabled' });
    const seen = await failures?.peek(request);
    if (seen?.exceeded) return tooMany(reply, seen.retryAfter);
    const routeUrl = request.routeOptions.url;
    // The ways in: the sign-in checks its own credentials, the company's provider
    // (../ops-people/oidc.ts) its own flow, and the console asks which are offered.
    if (request.method === 'POST' && routeUrl === '/ops/session') return;
    if (request.method === 'GET' && routeUrl?.startsWith('/ops/session/')) return;
    const auth = await identify(request, services);
    if (!auth.ok) {
      if (!auth.wrongToken) return reply.code(auth.status).send({ message: auth.message });
      const after = await failures?.count(request);
      log.warn(
        `[ops] refused ${request.method} ${pathOf(request)} from ${clientAddressOf(request)}: ${auth.message}` +
          (!after || !failures
            ? ''
            : after.exceeded
              ? ` (more than the ${failures.max} wrong tokens allowed in the window)`
              : ` (wrong token ${after.count} of ${failures.max} allowed in the window)`),
      );
      if (after?.exceeded) {
        log.warn(`[ops] ${clientAddressOf(request)} is refused every ops request until the window ends`);
        return tooMany(reply, after.retryAfter);
      }
      return reply.code(auth.status).send({ message: auth.message });
    }
    const identity = auth.identity;
    request.opsIdentity = identity;
    const changes = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (changes && identity.session) {
      const sent = request.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !sameSecret(sent, identity.session.csrfToken)) {
        return refuse(request, reply, '画面を開き直してから操作してください（CSRF トークンが一致しません）');
      }
    }
    const decision = await decide(
      identity,
      ruleOf(request.method, routeUrl, request.params as Record<string, string>),
      () => enabledAdminExists(services.database.db),
    );
    if (!decision.ok) {
      return refuse(
        request,
        reply,
        decision.message,
        identity.kind === 'bootstrap'
          ? ''
          : `（持っている役割：${identity.roles.map(opsRoleLabel).join('、') || 'なし'}）`,
      );
    }
    actingRoles.set(request, decision.role);
  });

  // JSON bodies: an empty one is {}; one that is not JSON is a 400 in Japanese.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, {});
    parseJson(request, body as string, (error: Error | null, value?: unknown) =>
      error ? done(new OpsInputError('本文が JSON ではありません')) : done(null, value),
    );
  });
  // The area import's CSV, whatever type the client gives it.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof OpsInputError) return reply.code(400).send({ message: error.message });
    if (error instanceof OpsRefused) return refuse(request, reply, error.message);
    if (error instanceof ImportRejected) {
      return reply.code(400).send({
        message: `ファイルに問題が ${error.problems.length} 件あるため取り込みませんでした（何も変更していません）`,
        problems: error.problems.map((p) => ({
          line: p.line,
          column: p.column ?? null,
          reason: p.message,
        })),
      });
    }
    // The platform's handler answers the rest (413, 503, 500…).
    throw error;
  });

  return async (request) => {
    const after = await failures?.count(request);
    return { refused: after?.exceeded ?? false, retryAfter: after?.retryAfter ?? 0 };
  };
}

export const opsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { config, database } = services;

  /** Every row names the person and the role they acted in. */
  const audit: Audit = (request, entry) => {
    const identity = request.opsIdentity;
    return recordAudit(database.db, {
      ...entry,
      address: clientAddressOf(request),
      actor: identity
        ? {
            login: identity.person?.login ?? null,
            name: identity.name,
            role: entry.action === 'refused' ? null : (actingRoles.get(request) ?? identity.roles[0] ?? null),
          }
        : null,
    });
  };
  const countFailure = guardOps(app, services, audit);

  /**
   * The live history of deploy/ changed from the command line, as audit
   * entries naming the person (the ops person of OPS_API_TOKEN and their
   * role, or the shell account; nobody on entries from before); only that
   * person's when `person` (a login or name) is given; none when unreadable.
   */
  function cliReleaseEntries(person: string | null): AuditEntry[] {
    try {
      return liveHistoryAuditEntries(config.deployDir, { by: 'cli' })
        .filter((entry) => !person || entry.person?.login === person || entry.person?.name === person)
        .map(({ person: who, ...entry }) => ({
          ...entry,
          address: null,
          person: who?.name ?? null,
          login: who?.login ?? null,
          role: who?.role ?? null,
        }));
    } catch (error) {
      log.warn(`[ops] the live history of ${config.deployDir} is unreadable: ${(error as Error).message}`);
      return [];
    }
  }

  app.get('/audit', async (request) => {
    const url = urlOf(request);
    const limit = integer(url, 'limit', 100, 0, 1000);
    const offset = integer(url, 'offset', 0, 0, 100_000);
    const person = url.searchParams.get('person')?.trim() || null;
    // This log, and what `npm run release|rollback` changed from a shell (the
    // console's own changes are rows here already), newest first; one person's
    // rows of both when asked (by login or name, as the shell's history names them).
    const rows = await listAudit(database.db, { limit: offset + limit, offset: 0, person });
    const entries: AuditEntry[] = [...rows, ...cliReleaseEntries(person)].sort((a, b) =>
      a.at < b.at ? 1 : a.at > b.at ? -1 : 0,
    );
    return { entries: entries.slice(offset, offset + limit) };
  });

  app.get('/status', async () => {
    const counts: Record<string, number> = {};
    const tables = { areaTowns, buildings, contracts, introducers, ...submissionTables };
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await database.db.select({ n: count() }).from(table);
      counts[name] = Number(row?.n ?? 0);
    }
    return { database: database.kind, counts };
  });

  app.get('/events', async (request) => {
    // Click and arrival tracking from POST /events: counts for the period and the latest rows.
    const url = urlOf(request);
    const when = (name: string) => {
      const raw = url.searchParams.get(name);
      if (raw === null || raw === '') return null;
      const parsed = parseJstDateTime(raw);
      if (!parsed)
        throw new OpsInputError(`${name} は YYYY-MM-DD（日本時間）か ISO の日時で指定してください`);
      return parsed;
    };
    const limitRaw = url.searchParams.get('limit');
    const limit = limitRaw === null ? undefined : Number(limitRaw);
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
      throw new OpsInputError('limit は 1 以上の整数で指定してください');
    }
    return eventsReport(database.db, { from: when('from'), to: when('to'), limit });
  });

  await app.register(opsPeopleRoutes, { services, audit, countFailure });
  await app.register(settingsRoutes, { services, audit });
  await app.register(areaMasterRoutes, { services, audit });
  await app.register(submissionRoutes, { services, audit });
  await app.register(opsRemoteRoutes, { services, audit });
  await app.register(canaryOpsRoutes, { services, audit });
  await app.register(mailRoutes, { services, audit });
  await app.register(journeyRoutes, { services, audit });

  // Any other path under /ops, once the token is checked.
  app.all('/*', async (request, reply) =>
    reply.code(404).send({ message: `${request.method} ${pathOf(request)} という ops の操作はありません` }),
  );
};
