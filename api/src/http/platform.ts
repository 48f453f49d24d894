// What every route shares: security headers (helmet), per-address limits
// (@fastify/rate-limit, counting in Redis or in memory), and one error handler that
// turns what a route throws into the answer a client can act on.
import { STATUS_CODES } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { Services } from '../context';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/availability';
import { log } from '../log';
import { RateLimitedError, registerRateLimits } from './rate-limit-plugin';
import { registerSecurityHeaders } from './security-headers';

/** A client's mistake, answered with `status` and `{message}` (Japanese where a person reads it). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The path of a request without its query (log lines never carry a query: it may hold personal data). */
export const pathOf = (request: FastifyRequest) => request.url.split('?')[0];

/** The request's URL (its query parameters; Yoga's fetch takes a URL). */
export const urlOf = (request: FastifyRequest) => new URL(request.url, 'http://localhost');

const ALL_METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Answers every other method on `url` with 405 and Allow (the site's wildcard would otherwise answer 404). */
export function refuseOtherMethods(app: FastifyInstance, url: string, allowed: HTTPMethods[]): void {
  const allow = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
  app.route({
    method: ALL_METHODS.filter((method) => !allow.includes(method)),
    url,
    handler: async (_request, reply) =>
      reply
        .code(405)
        .header('Allow', allowed.join(', '))
        .send({ message: `Use ${allowed.join(' or ')}` }),
  });
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: FastifyError): FastifyReply {
  if (error instanceof RateLimitedError) {
    reply.header('Retry-After', String(error.retryAfter));
    // GraphQL clients read `errors`; everyone else `message`.
    return pathOf(request) === '/graphql'
      ? reply.code(429).send({ errors: [{ message: error.message, extensions: { code: 'RATE_LIMITED' } }] })
      : reply.code(429).send({ message: error.message });
  }
  if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message });
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply
      .code(413)
      .header('Connection', 'close')
      .type('text/plain; charset=utf-8')
      .send('Payload Too Large');
  }
  // The client went away, or was cut off at its deadline, in the middle of its body (its
  // ECONNRESET is not the database's): nobody is left to answer.
  if (request.raw.readableAborted) return reply.code(400).send({ message: 'Bad Request' });
  if (isDatabaseUnavailable(error)) {
    log.warn(`[http] ${request.method} ${pathOf(request)}: database unreachable`);
    return reply
      .code(503)
      .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
  }
  // Fastify's own answers to a malformed request (bad JSON, unsupported media
  // type…): the status and its name only. The message would be the parser's
  // ("Unexpected token … in JSON at position …", the media type sent), which
  // tells a client how the server reads and echoes what it sent.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.code(error.statusCode).send({ message: STATUS_CODES[error.statusCode] ?? 'Bad Request' });
  }
  log.error(`[http] ${request.method} ${pathOf(request)} failed`, error);
  return reply.code(500).type('text/plain; charset=utf-8').send('Internal Server Error');
}

export async function registerPlatform(app: FastifyInstance, services: Services): Promise<void> {
  await registerSecurityHeaders(app);
  // request.cookies and reply.setCookie for the visitor id and ops' preview (issue 19).
  await app.register(fastifyCookie);
  await registerRateLimits(app, services.rateLimits);
  // Every answer of the API is for this request only; the site's files set their own policy.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(request, reply, error));
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
  );
}
