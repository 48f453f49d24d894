// /healthz: the process is up. /readyz: this instance can take visitors (the
// database answers and holds this build's migrations, and it is not shutting
// down). A load balancer reads them; so can anyone, so /readyz says only
// ready or not ready: why not (which may name the database's host or user)
// goes to the log, once each time the reason changes.
import type { FastifyPluginAsync } from 'fastify';
import { checkReadiness } from '../../db/availability';
import type { Database } from '../../db/client';
import { log } from '../../log';

export const healthRoutes: FastifyPluginAsync<{
  database: Database;
  state: { shuttingDown: boolean };
}> = async (app, { database, state }) => {
  let lastReason: string | null = null;
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_request, reply) => {
    const readiness = state.shuttingDown
      ? { ready: false, reason: 'shutting down' }
      : await checkReadiness(database);
    const reason = readiness.ready ? null : (readiness.reason ?? 'not ready');
    if (reason !== lastReason) {
      if (reason) log.warn(`[readyz] not ready: ${reason}`);
      else if (lastReason) log.info('[readyz] ready again');
      lastReason = reason;
    }
    if (!readiness.ready) return reply.code(503).send({ ready: false });
    return { ready: true, migrations: readiness.migrations };
  });
};
