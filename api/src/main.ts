// Starts the API and the site server: opens the database (PGlite under
// DATA_DIR unless DATABASE_URL is set), applies migrations, seeds an empty
// database, then listens on PORT.
import { ConfigError, loadConfig } from './config';
import { guestSecretFromDataDir } from './modules/auth/guest-token';
import { openDatabase, pgliteDirOf } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { migrateDatabase } from './db/migrate';
import { findPgliteTemplate, isEmptyCluster, loadTemplate } from './db/template';
import { log } from './log';
import { seedDatabase } from './seed/seed';
import { createApp } from './server';

/** A configuration mistake: said in one line, without a stack. */
class StartupError extends Error {}

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  if (config.databaseUrl && !config.guestTokenSecret) {
    // Several instances share one PostgreSQL; a guest token issued by one must
    // work on every other, so they must sign with one secret from outside.
    throw new StartupError(
      'GUEST_TOKEN_SECRET must be set when DATABASE_URL is: every API instance on this database signs guest tokens with it ' +
        '(for example GUEST_TOKEN_SECRET=$(openssl rand -hex 32), the same value on every instance)',
    );
  }
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);

  const pgliteDir = pgliteDirOf(config.dataDir);
  const template = !config.databaseUrl && isEmptyCluster(pgliteDir) ? findPgliteTemplate() : null;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    pgliteDir,
    pgliteLoadDataDir: template ? loadTemplate(template) : null,
  });
  const opened = performance.now();
  await migrateDatabase(database);
  const migrated = performance.now();
  // The settings record always; demo data only where asked for (config.seedDemo).
  const seeded = await seedDatabase(database, { parts: config.seedDemo });
  const ready = performance.now();

  const app = await createApp({
    config,
    database,
    guestTokenSecret: config.guestTokenSecret ?? guestSecretFromDataDir(config.dataDir),
  });
  if (!config.opsToken) log.warn('[api] OPS_TOKEN is not set: the ops side answers 503 "ops disabled"');

  const ms = (from: number, to: number) => `${Math.round(to - from)} ms`;
  const seededRows = seeded ? Object.values(seeded).reduce((a, b) => a + b, 0) : 0;
  log.info(
    `[api] ${database.kind}${database.kind === 'pglite' ? ` at ${pgliteDir}` : ''}: ` +
      `open ${ms(started, opened)}${template ? " (from the build's template)" : ''}, migrate ${ms(opened, migrated)}, ` +
      `seed ${ms(migrated, ready)} (${seededRows} rows written; demo data: ${config.seedDemo.join(', ') || 'none'}), ` +
      `start-up ${ms(started, performance.now())}`,
  );

  // SIGTERM: /readyz turns 503 so the load balancer sends no one new, then
  // Fastify's close: the listening socket closes, requests still arriving get
  // 503, requests in flight finish (at most 10 s), open subscriptions are
  // told to reconnect elsewhere; then the pool closes.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`[api] ${signal}: finishing requests in flight, then shutting down`);
    app.beginShutdown();
    const force = setTimeout(() => {
      log.error('[api] requests still running after 10 s: closing them');
      app.fastify.server.closeAllConnections();
      process.exit(1);
    }, 10_000);
    force.unref();
    app
      .close()
      .then(() => database.close())
      .catch((error: unknown) => log.error('[api] shutdown', error))
      .finally(() => {
        release();
        log.info('[api] stopped');
        process.exit(0);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await app.fastify.listen({ port: config.port, host: config.host });
  console.log(`Site ready at http://localhost:${config.port}/`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof StartupError || error instanceof ConfigError) {
    console.error(`[api] ${error.message}`);
  } else {
    log.error('[api] failed to start', error);
  }
  process.exit(1);
});
