// The ops side over HTTP, under /ops, only with OPS_TOKEN (never a guest
// token): settings, maintenance and campaigns (settings-routes.ts),
// submissions (submissions-routes.ts), the area master (area-master-routes.ts),
// remotes and health (remotes-routes.ts), canaries (../canary/ops-routes.ts),
// the mail outbox (mail-routes.ts); here the guard, the audit log,
// counts and tracking events.
// The ops console (ops/) and the ops CLI (src/cli/ops.ts) are clients of these.
// A wrong token counts against its address (a request with no token at all,
// such as an <img> on some page or a CORS preflight, is answered 401 and not
// counted, so nobody can lock ops out without guessing): after
// RATE_LIMIT_OPS_AUTH_FAILURES_PER_ADDRESS of them in a window the address
// gets 429, even with the right token, until the window ends; each wrong
// token is logged with its address. Every audit row names the caller's address.
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { count } from 'drizzle-orm';
import { parseJstDateTime } from '@hikari/shared/domain';
import { ImportRejected } from '../area/import-area';
import { checkOpsToken } from '../auth/ops-token';
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
import { integer, OpsInputError } from './request-input';
import { mailRoutes } from './mail-routes';
import { journeyRoutes } from './journey-routes';
import { settingsRoutes } from './settings-routes';
import { submissionRoutes } from './submissions-routes';

/**
 * Before any ops route: OPS_TOKEN must be set and given; wrong tokens are
 * counted per address and logged; JSON and CSV bodies are read; input
 * problems answer 400 in Japanese.
 */
function guardOps(app: FastifyInstance, config: Services['config']) {
  const windowMs = config.rateLimit.windowSeconds * 1000;
  const failures = eventCounter(app, 'ops-auth-failures', config.opsAuthFailuresPerAddress, windowMs);

  app.addHook('onRequest', async (request, reply) => {
    if (!config.opsToken) return reply.code(503).send({ message: 'ops disabled' });
    const tooMany = (ttlInSeconds: number) =>
      reply
        .code(429)
        .header('Retry-After', String(Math.max(1, ttlInSeconds)))
        .send({
          message: '誤ったトークンが続いたため、この接続元からの ops の操作をしばらく受け付けません',
        });
    const seen = await failures?.peek(request);
    if (seen?.exceeded) return tooMany(seen.retryAfter);
    const auth = checkOpsToken(config.opsToken, request.headers.authorization);
    if (auth.ok) return;
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
      return tooMany(after.retryAfter);
    }
    return reply.code(auth.status).send({ message: auth.message });
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

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof OpsInputError) return reply.code(400).send({ message: error.message });
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
}

export const opsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { config, database } = services;
  guardOps(app, config);

  const audit = (request: FastifyRequest, entry: AuditInput) =>
    recordAudit(database.db, { ...entry, address: clientAddressOf(request) });

  /** The live history of deploy/ changed from the command line, as audit entries; none when unreadable. */
  function cliReleaseEntries(): AuditEntry[] {
    try {
      return liveHistoryAuditEntries(config.deployDir, { by: 'cli' }).map((entry) => ({
        ...entry,
        address: null,
      }));
    } catch (error) {
      log.warn(`[ops] the live history of ${config.deployDir} is unreadable: ${(error as Error).message}`);
      return [];
    }
  }

  // The console's sign-in check: reaching this line means the token is the ops token.
  app.get('/session', async () => ({ ok: true }));

  app.get('/audit', async (request) => {
    const url = urlOf(request);
    const limit = integer(url, 'limit', 100, 0, 1000);
    const offset = integer(url, 'offset', 0, 0, 100_000);
    // This log, and what `npm run release|rollback` changed from a shell (the
    // console's own changes are rows here already), newest first.
    const rows = await listAudit(database.db, { limit: offset + limit, offset: 0 });
    const entries: AuditEntry[] = [...rows, ...cliReleaseEntries()].sort((a, b) =>
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
