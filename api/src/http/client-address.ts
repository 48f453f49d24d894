import type { FastifyRequest } from 'fastify';

/**
 * The client's address as people read it: the right-most untrusted hop
 * (Fastify's trustProxy), an IPv4 client written as IPv4 even when the
 * server listens on '::' (Node gives '::ffff:203.0.113.5'). Limits, logs
 * and the audit log all key on this one form.
 */
export const clientAddressOf = (request: FastifyRequest) =>
  request.ip.startsWith('::ffff:') && request.ip.includes('.') ? request.ip.slice(7) : request.ip;

/**
 * What the per-address limits count by: an IPv4 address as it is, an IPv6
 * one by its /64 ('2001:db8:1:2::/64'). One subscriber line is given a whole
 * /64 (2^64 addresses), so a client changing the last 64 bits at will would
 * otherwise get a fresh budget with every request.
 */
export function addressLimitKey(address: string): string {
  if (!address.includes(':')) return address;
  // An IPv4 client written the IPv6 way (::ffff:203.0.113.5) is that IPv4
  // address, not ::/64, which every such client would share.
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const bare = address.split('%')[0]!;
  const [head = '', tail] = bare.split('::');
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const zeros =
    tail === undefined ? [] : Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0');
  const prefix = [...front, ...zeros, ...back].slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** The limit key of the request's client address (addressLimitKey of clientAddressOf). */
export const addressLimitKeyOf = (request: FastifyRequest) => addressLimitKey(clientAddressOf(request));
