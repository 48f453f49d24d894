import type { FastifyRequest } from 'fastify';

/**
 * The client's address as people read it: the right-most untrusted hop
 * (Fastify's trustProxy), an IPv4 client written as IPv4 even when the
 * server listens on '::' (Node gives '::ffff:203.0.113.5'). Limits, logs
 * and the audit log all key on this one form.
 */
export const clientAddressOf = (request: FastifyRequest) =>
  request.ip.startsWith('::ffff:') && request.ip.includes('.') ? request.ip.slice(7) : request.ip;
