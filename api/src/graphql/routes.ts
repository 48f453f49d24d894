// /graphql over HTTP (POST) and over WebSocket (graphql-ws, for the settings
// subscription). Both take a guest token, count against the same per-address
// query limit, and run the same Yoga pipeline (limits, maintenance, mutation
// limits per guest and per address).
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
// Renamed: it is not a React hook, whatever the lint rule infers from "make".
import { makeHandler as graphqlWsHandler } from 'graphql-ws/use/@fastify/websocket';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import type { GuestTokens } from '../modules/auth/guest-token';
import type { GraphQLContext, RequestInfo, Services } from '../context';
import { routeLimit } from '../http/rate-limit-plugin';
import { createAreaSearchFastPath } from '../modules/area/search-fast-path';
import type { HikariYoga } from './yoga';
import { addressLimitKeyOf, clientAddressOf } from '../http/client-address';
import { urlOf } from '../http/platform';

interface Options {
  services: Services;
  yoga: HikariYoga;
  guestTokens: GuestTokens;
}

/** Close code of a socket whose guest token is refused or has expired: final for the client (it fetches a new token). */
const CLOSE_UNAUTHORIZED = 4401;

/** The request as Yoga's fetch API takes it: headers and the body's bytes (its URL is urlOf). */
function fetchInitOf(request: FastifyRequest, body: Buffer): RequestInit {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return { method: 'POST', headers, body: new Uint8Array(body) };
}

/** Yoga's answer, status and headers included, through Fastify's reply. */
async function sendYogaAnswer(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') reply.header(name, value);
  });
  // graphql-yoga answers with @whatwg-node's ReadableStream ponyfill, which Node 20's
  // Readable.fromWeb refuses; a GraphQL answer is small, so it is sent in one piece.
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

interface SocketOptions extends Options {
  requestInfo: (request: FastifyRequest, guest: RequestInfo['guest']) => RequestInfo;
  /** The HTTP route's query limit, counted per operation; null without limits. */
  wsQueryLimit: ReturnType<FastifyInstance['createRateLimit']> | null;
}

/**
 * GraphQL over WebSocket (graphql-ws): the guest token in connectionParams,
 * checked when the socket opens and again for each operation (a socket
 * lives no longer than its token), and the HTTP route's query limit per
 * operation.
 */
function graphqlOverWebSocket({ services, yoga, guestTokens, requestInfo, wsQueryLimit }: SocketOptions) {
  return graphqlWsHandler<Record<string, unknown>, { info?: RequestInfo }>({
    // docs/business-rules.md#realtime-connection: the client waits 15 s for the handshake; wait as long for its init.
    connectionInitWaitTimeout: 15_000,
    // The guest token travels in connectionParams.authorization (browsers
    // cannot set headers on a WebSocket). 4401 closes are final for the client.
    onConnect: async (ctx) => {
      const raw = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
      const check = await guestTokens.verify(typeof raw === 'string' ? raw : null);
      if (!check.ok) {
        ctx.extra.socket.close(CLOSE_UNAUTHORIZED, check.reason);
        return false;
      }
      ctx.extra.info = { ...requestInfo(ctx.extra.request, check.guest), overWebSocket: true };
      // A socket lives no longer than its token: the client opens a new one with a fresh token.
      const left = check.guest.expiresAt.getTime() - services.now().getTime();
      const socket = ctx.extra.socket;
      const timer = setTimeout(() => socket.close(CLOSE_UNAUTHORIZED, 'Token expired'), Math.max(0, left));
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
      return true;
    },
    onSubscribe: async (ctx, _id, payload) => {
      const info = ctx.extra.info as RequestInfo;
      if (info.guest.expiresAt.getTime() <= services.now().getTime()) {
        ctx.extra.socket.close(CLOSE_UNAUTHORIZED, 'Token expired');
        return [new GraphQLError('Token expired', { extensions: { code: 'UNAUTHENTICATED' } })];
      }
      if (wsQueryLimit) {
        const limit = await wsQueryLimit(ctx.extra.request);
        if (!limit.isAllowed && limit.isExceeded) {
          return [
            new GraphQLError('Too many requests', {
              extensions: { code: 'RATE_LIMITED', retryAfter: limit.ttlInSeconds },
            }),
          ];
        }
      }
      const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
        ...info,
        request: undefined,
        params: payload,
      });
      let document;
      try {
        document = parse(payload.query);
      } catch (error) {
        return [error instanceof GraphQLError ? error : new GraphQLError('Syntax error')];
      }
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
  });
}

export const graphqlRoutes: FastifyPluginAsync<Options> = async (app, { services, yoga, guestTokens }) => {
  const { config } = services;
  const windowMs = config.rateLimit.windowSeconds * 1000;
  const queryLimit = routeLimit('queries', config.rateLimit.queriesPerAddress, windowMs);
  const areaSearchFastPath = createAreaSearchFastPath();
  const requestInfo = (request: FastifyRequest, guest: RequestInfo['guest']): RequestInfo => ({
    guest,
    clientAddress: clientAddressOf(request),
    addressKey: addressLimitKeyOf(request),
    userAgent: request.headers['user-agent'] ?? null,
  });

  // The body stays bytes: the area search's fast path reads it as it is, and Yoga
  // parses everything else itself (and answers a wrong content type itself).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: config.maxBodyBytes },
    (_request, body, done) => done(null, body),
  );

  const auth = new WeakMap<FastifyRequest, RequestInfo>();

  app.post(
    '/graphql',
    {
      config: { rateLimit: queryLimit },
      // After the limit (onRequest), before the body is read.
      preParsing: async (request, reply) => {
        const check = await guestTokens.verify(request.headers.authorization);
        if (!check.ok) {
          return reply
            .code(401)
            .header('WWW-Authenticate', 'Bearer')
            .send({ errors: [{ message: check.reason, extensions: { code: 'UNAUTHENTICATED' } }] });
        }
        auth.set(request, requestInfo(request, check.guest));
      },
    },
    async (request, reply) => {
      const info = auth.get(request)!;
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const fast = await areaSearchFastPath(
        body,
        () => ({ ...services, db: services.database.db, ...info }) as GraphQLContext,
      );
      if (fast !== null) {
        const accept = request.headers.accept ?? '';
        return reply
          .type(
            accept.includes('application/graphql-response+json')
              ? 'application/graphql-response+json; charset=utf-8'
              : 'application/json; charset=utf-8',
          )
          .send(fast);
      }
      return sendYogaAnswer(reply, await yoga.fetch(urlOf(request), fetchInitOf(request, body), info));
    },
  );

  await app.register(websocket, {
    options: { maxPayload: config.maxBodyBytes },
    // 1001 "going away": the page's realtime client reconnects, through the load balancer, to another instance.
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(1001, 'server restarting');
      this.websocketServer.close(() => done());
    },
  });

  // The WebSocket counts against the HTTP route's per-address query limit, one per operation.
  const wsQueryLimit = queryLimit ? app.createRateLimit(queryLimit) : null;

  const wsHandler = graphqlOverWebSocket({ services, yoga, guestTokens, requestInfo, wsQueryLimit });

  app.route({
    method: 'GET',
    url: '/graphql',
    config: { rateLimit: queryLimit },
    // A plain GET: operations are POSTed.
    handler: async (_request, reply) =>
      reply
        .code(405)
        .header('Allow', 'POST')
        .send({ errors: [{ message: 'Use POST' }] }),
    wsHandler,
  });
};
