// Builds the whole server without listening: GraphQL (HTTP and WebSocket),
// guest sessions, postal and bank look-ups, the ops side and the built site.
// main.ts listens; tests call `createApp` and drive it in-process.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
// Renamed: it is not a React hook, whatever the lint rule infers from "use".
import { useServer as serveGraphQLWs } from 'graphql-ws/use/ws';
import type { ExecutionArgs } from 'graphql';
import { areaIndexOf, followAreaChanges } from './area/area-index';
import { guestPseudonyms } from './auth/guest-pseudonym';
import { createGuestTokens, type GuestTokens } from './auth/guest-token';
import type { ApiConfig } from './config';
import type { GraphQLContext, RequestInfo, Services } from './context';
import type { Database } from './db/client';
import {
  checkReadiness,
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from './db/availability';
import { createAreaSearchFastPath } from './graphql/area-search-fast-path';
import { createGraphQL, type HikariYoga } from './graphql/yoga';
import { BodyTooLarge, clientAddress, header, readBody, sendJson, sendText } from './http/io';
import { createEventsHandler } from './http/events';
import { handleBanks, handlePostal } from './http/lookups';
import { createOpsHandler } from './http/ops';
import { createRateLimits } from './http/shared-rate-limit';
import { applySecurityHeaders } from './http/security-headers';
import { log } from './log';
import { SettingsBus } from './schema/settings/settings-store';
import { createOpsConsoleHandler, createSiteHandler } from './site/serve-site';

export interface AppOptions {
  config: ApiConfig;
  database: Database;
  /** HMAC secret for guest tokens (config.guestTokenSecret or the data folder's). */
  guestTokenSecret: string;
  /** The clock; tests replace it. Default: the real one. */
  now?: () => Date;
}

export interface App {
  /** node:http request listener. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** Serves GraphQL subscriptions (graphql-ws) on /graphql of a listening server. */
  attachWebSocket: (server: Server) => void;
  services: Services;
  yoga: HikariYoga;
  guestTokens: GuestTokens;
  /** From now on /readyz answers 503, so a load balancer stops sending new visitors here (SIGTERM). */
  beginShutdown: () => void;
  close: () => Promise<void>;
}

export async function createApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const settingsBus = new SettingsBus(database);
  await settingsBus.start();
  const stopFollowingArea = await followAreaChanges(database);
  // Loaded before the first visitor, so no search waits for it.
  await areaIndexOf(database.db);
  const rateLimits = createRateLimits(database);
  const services: Services = {
    config,
    database,
    settingsBus,
    rateLimits,
    guestPseudonym: guestPseudonyms(options.guestTokenSecret),
    now: options.now ?? (() => new Date()),
  };
  const yoga = createGraphQL(services);
  const guestTokens = createGuestTokens(options.guestTokenSecret, config.guestTokenTtlSeconds, services.now);
  const handleOps = createOpsHandler(services);
  const areaSearchFastPath = createAreaSearchFastPath();
  const handleEvents = createEventsHandler(services);
  const handleSite = createSiteHandler({ deployDir: config.deployDir, trustProxy: config.trustProxy });
  const handleOpsConsole = createOpsConsoleHandler({ deployDir: config.deployDir });
  const windowMs = config.rateLimit.windowSeconds * 1000;
  const tokenLimiter = rateLimits.limiter('guest-tokens', config.rateLimit.guestTokensPerAddress, windowMs);
  const queryLimiter = rateLimits.limiter('queries', config.rateLimit.queriesPerAddress, windowMs);

  let shuttingDown = false;

  async function handleGraphQL(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method !== 'POST') {
      return sendJson(res, 405, { errors: [{ message: 'Use POST' }] }, { Allow: 'POST' });
    }
    const address = clientAddress(req, config.trustProxy);
    const limit = queryLimiter.hit(address);
    if (!limit.ok) {
      return sendJson(
        res,
        429,
        { errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED' } }] },
        { 'Retry-After': String(limit.retryAfter) },
      );
    }
    const auth = await guestTokens.verify(header(req, 'authorization'));
    if (!auth.ok) {
      return sendJson(
        res,
        401,
        { errors: [{ message: auth.reason, extensions: { code: 'UNAUTHENTICATED' } }] },
        { 'WWW-Authenticate': 'Bearer' },
      );
    }
    const body = await readBody(req, config.maxBodyBytes);
    const info: RequestInfo = {
      guest: auth.guest,
      clientAddress: address,
      userAgent: header(req, 'user-agent'),
    };
    const fast = await areaSearchFastPath(
      body,
      () => ({ ...services, db: database.db, ...info }) as GraphQLContext,
    );
    if (fast !== null) {
      const accept = header(req, 'accept') ?? '';
      res.statusCode = 200;
      res.setHeader(
        'Content-Type',
        accept.includes('application/graphql-response+json')
          ? 'application/graphql-response+json; charset=utf-8'
          : 'application/json; charset=utf-8',
      );
      res.setHeader('Cache-Control', 'no-store');
      res.end(fast);
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    }
    const response = await yoga.fetch(url, { method: 'POST', headers, body: new Uint8Array(body) }, info);
    res.statusCode = response.status;
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.setHeader('Cache-Control', 'no-store');
    // graphql-yoga answers with @whatwg-node's ReadableStream ponyfill, which Node 20's
    // Readable.fromWeb refuses; a GraphQL answer is small, so it is sent in one piece.
    res.end(Buffer.from(await response.arrayBuffer()));
  }

  async function handleGuest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') return sendJson(res, 405, { message: 'Use POST' }, { Allow: 'POST' });
    const limit = tokenLimiter.hit(clientAddress(req, config.trustProxy));
    if (!limit.ok) {
      return sendJson(
        res,
        429,
        { message: 'Too many requests' },
        { 'Retry-After': String(limit.retryAfter) },
      );
    }
    // The body is ignored, but a huge one is still refused.
    await readBody(req, 4096);
    return sendJson(res, 200, await guestTokens.issue(services.now()));
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (path === '/graphql') return handleGraphQL(req, res, url);
    if (path === '/auth/guest') return handleGuest(req, res);
    if (path === '/healthz') return sendJson(res, 200, { ok: true });
    if (path === '/readyz') {
      const readiness = shuttingDown
        ? { ready: false, reason: 'shutting down' }
        : await checkReadiness(database);
      return sendJson(res, readiness.ready ? 200 : 503, readiness, { 'Cache-Control': 'no-store' });
    }
    if (path === '/events') return handleEvents(req, res);
    if (path === '/postal' || path.startsWith('/postal/')) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { message: 'Use GET' });
      return handlePostal(url, res);
    }
    if (path === '/banks' || path.startsWith('/banks/')) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { message: 'Use GET' });
      return handleBanks(url, res);
    }
    if (path === '/ops' || path.startsWith('/ops/')) {
      // The console's page and files (/ops, /ops/, /ops/assets/*); every other /ops/ path is the API.
      if (await handleOpsConsole(req, res)) return;
      return handleOps(req, res, url);
    }
    if (await handleSite(req, res)) return;
    sendText(res, 404, 'Not found');
  }

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    applySecurityHeaders(req, res);
    route(req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) {
        if (!res.headersSent) sendText(res, 413, 'Payload Too Large', { Connection: 'close' });
        return;
      }
      if (isDatabaseUnavailable(error)) {
        log.warn(`[http] ${req.method} ${(req.url ?? '').split('?')[0]}: database unreachable`);
        if (!res.headersSent) {
          sendJson(
            res,
            503,
            { message: DATABASE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' },
            { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
          );
        } else res.end();
        return;
      }
      log.error(`[http] ${req.method} ${(req.url ?? '').split('?')[0]} failed`, error);
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
      else res.end();
    });
  };

  const sockets = new Set<WebSocketServer>();

  const attachWebSocket = (server: Server) => {
    const wss = new WebSocketServer({ noServer: true, maxPayload: config.maxBodyBytes });
    sockets.add(wss);
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path !== '/graphql') {
        socket.destroy();
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    });
    serveGraphQLWs<Record<string, unknown>, { info?: RequestInfo }>(
      {
        // Spec section 9: the client waits 15 s for the handshake; wait as long for its init.
        connectionInitWaitTimeout: 15_000,
        // The guest token travels in connectionParams.authorization (browsers
        // cannot set headers on a WebSocket). 4401 closes are final for the client.
        onConnect: async (ctx) => {
          const raw = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
          const auth = await guestTokens.verify(typeof raw === 'string' ? raw : null);
          if (!auth.ok) {
            ctx.extra.socket.close(4401, auth.reason);
            return false;
          }
          ctx.extra.info = {
            guest: auth.guest,
            clientAddress: clientAddress(ctx.extra.request, config.trustProxy),
            userAgent: header(ctx.extra.request, 'user-agent'),
          };
          return true;
        },
        onSubscribe: async (ctx, _id, payload) => {
          const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
            ...(ctx.extra.info as RequestInfo),
            request: undefined,
            params: payload,
          });
          const document = parse(payload.query);
          const errors = validate(schema, document);
          if (errors.length > 0) return errors;
          const args: ExecutionArgs = {
            schema,
            document,
            operationName: payload.operationName,
            variableValues: payload.variables,
            contextValue: (await contextFactory()) as GraphQLContext,
            rootValue: { execute, subscribe },
          };
          return args;
        },
        execute: (args) => (args.rootValue as { execute: (a: ExecutionArgs) => never }).execute(args),
        subscribe: (args) => (args.rootValue as { subscribe: (a: ExecutionArgs) => never }).subscribe(args),
      },
      wss,
    );
  };

  return {
    handle,
    attachWebSocket,
    services,
    yoga,
    guestTokens,
    beginShutdown() {
      shuttingDown = true;
    },
    async close() {
      for (const wss of sockets) {
        // 1001 "going away": the page's realtime client reconnects, through the load balancer, to another instance.
        for (const client of wss.clients) client.close(1001, 'server restarting');
        wss.close();
      }
      await settingsBus.stop();
      await stopFollowingArea();
      await rateLimits.close();
    },
  };
}
