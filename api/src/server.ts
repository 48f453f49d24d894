// Builds the whole server without listening, as Fastify plugins: the
// platform (security headers, limits, errors), guest sessions, GraphQL over
// HTTP and WebSocket, health, tracking events, postal and bank look-ups, the
// ops side and the built site. main.ts listens; tests call `createApp` and
// listen on an ephemeral port.
import Fastify, { type FastifyInstance } from 'fastify';
import { areaIndexOf, followAreaChanges } from './modules/area/area-index';
import { authRoutes } from './modules/auth/routes';
import { guestPseudonyms } from './modules/auth/guest-pseudonym';
import { visitorIds } from './modules/site/visitor-id';
import { createGuestTokens, type GuestTokens } from './modules/auth/guest-token';
import type { ApiConfig } from './config';
import type { Services } from './context';
import type { Database } from './db/client';
import { graphqlRoutes } from './graphql/routes';
import { createGraphQL, type HikariYoga } from './graphql/yoga';
import { eventsRoutes } from './modules/events/routes';
import { healthRoutes } from './modules/health/routes';
import { lookupRoutes } from './modules/lookups/routes';
import { opsRoutes } from './modules/ops/routes';
import { registerPlatform } from './http/platform';
import { createRateLimits } from './http/rate-limit';
import { SettingsBus } from './modules/settings/settings-store';
import { siteRoutes } from './modules/site/routes';
import { startMailWorker } from './modules/mail/worker';
import { closeExpiredDrafts } from './modules/drafts/drafts';
import { startCanaryJob, type CanaryJob } from './modules/canary/job';
import { log } from './log';

export interface AppOptions {
  config: ApiConfig;
  database: Database;
  /** HMAC secret for guest tokens (config.guestTokenSecret or the data folder's). */
  guestTokenSecret: string;
  /** The clock; tests replace it. Default: the real one. */
  now?: () => Date;
  /** How often running canaries are checked (modules/canary/job.ts). Default 60 s; 0: never. */
  canaryCheckMs?: number;
}

export interface App {
  /** The server: `listen` it; `close` it to shut down (in-flight requests finish, sockets are told to reconnect). */
  fastify: FastifyInstance;
  services: Services;
  yoga: HikariYoga;
  guestTokens: GuestTokens;
  /** The canary check's timer (null when `canaryCheckMs` is 0); tests stop it to step the check themselves. */
  canaryJob: CanaryJob | null;
  /** From now on /readyz answers 503, so a load balancer stops sending new visitors here (SIGTERM). */
  beginShutdown: () => void;
  /** Closes the server, the realtime channels and the counters (not the database). */
  close: () => Promise<void>;
}

export async function createApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const settingsBus = new SettingsBus(database);
  await settingsBus.start();
  const stopFollowingArea = await followAreaChanges(database);
  // Loaded before the first visitor, so no search waits for it.
  await areaIndexOf(database.db);
  const rateLimits = await createRateLimits(config);
  // With SMTP_URL each instance sends the outbox; without it the mail stays there for the console.
  const mailWorker = config.smtpUrl
    ? startMailWorker({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, now: options.now })
    : null;
  const services: Services = {
    config,
    database,
    settingsBus,
    rateLimits,
    guestPseudonym: guestPseudonyms(options.guestTokenSecret),
    visitorIds: visitorIds(options.guestTokenSecret),
    now: options.now ?? (() => new Date()),
    mail: { wake: () => mailWorker?.wake() },
  };
  // Carry-on drafts past their 7 days lose their answers, whether or not anyone opens the link again.
  const sweepDrafts = () =>
    closeExpiredDrafts(database.db, services.now()).catch((error: unknown) =>
      log.warn('[drafts] expired drafts could not be closed', error),
    );
  // Not awaited: start-up does not wait for it; a lookup closes an expired draft by itself.
  void sweepDrafts();
  const draftSweep = setInterval(() => void sweepDrafts(), 10 * 60 * 1000);
  draftSweep.unref();
  // Running canaries: withdrawn when worse than the live version, promoted when healthy and the policy says so.
  const canaryCheckMs = options.canaryCheckMs ?? config.canaryCheckSeconds * 1000;
  const canaryJob = canaryCheckMs > 0 ? startCanaryJob(services, canaryCheckMs) : null;
  const yoga = createGraphQL(services);
  const guestTokens = createGuestTokens(options.guestTokenSecret, config.guestTokenTtlSeconds, services.now);
  const state = { shuttingDown: false };

  const fastify = Fastify({
    // The client's address: the right-most X-Forwarded-For hop that is not a trusted proxy.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: config.maxBodyBytes,
    // Slow clients must not hold sockets: the header (below) and the whole request each have a
    // deadline, checked once a second (Node's default: every 30 s); keep-alive a little longer than nginx's.
    http: { connectionsCheckingInterval: 1000 },
    requestTimeout: config.requestTimeoutSeconds * 1000,
    keepAliveTimeout: config.keepAliveTimeoutSeconds * 1000,
    // The API logs with log.ts, which never writes personal data (no bodies, no queries).
    logger: false,
    // While closing, requests that still arrive get 503, so the load balancer retries elsewhere.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 500 },
  });

  fastify.server.headersTimeout = config.headersTimeoutSeconds * 1000;

  await registerPlatform(fastify, services);
  await fastify.register(authRoutes, { services, guestTokens });
  await fastify.register(graphqlRoutes, { services, yoga, guestTokens });
  await fastify.register(healthRoutes, { database, state });
  await fastify.register(eventsRoutes, { services });
  await fastify.register(lookupRoutes);
  await fastify.register(opsRoutes, { services, prefix: '/ops' });
  await fastify.register(siteRoutes, {
    deployDir: config.deployDir,
    opsToken: config.opsToken,
    publicSiteUrl: config.publicSiteUrl,
    visitorIds: services.visitorIds,
  });

  fastify.addHook('onClose', async () => {
    await settingsBus.stop();
    await stopFollowingArea();
    await rateLimits.close();
    await mailWorker?.stop();
    clearInterval(draftSweep);
    await canaryJob?.stop();
  });
  await fastify.ready();

  return {
    fastify,
    services,
    yoga,
    guestTokens,
    canaryJob,
    beginShutdown() {
      state.shuttingDown = true;
    },
    close: () => fastify.close(),
  };
}
