// Headers on every answer (issue 3 item 10), set by helmet.
// Scripts only from our own origin, and inline only the start script every
// page carries, allowed by its hash (@hikari/shared/start-script); styles may be inline
// (the UI sets style attributes), connections only to our origin and its
// WebSocket, never framed. nginx sends the same policy (tools/fleet), built
// from the same directives with its own variable for the host.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { START_SCRIPT_HASHES } from '@hikari/shared/start-script';
import type { IncomingMessage } from 'node:http';

/** The policy's directives; `connect-src` also names the page's own WebSocket origin. */
const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ...START_SCRIPT_HASHES.map((hash) => `'${hash}'`)],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const sockets = (host: string | null) => (host ? [`ws://${host}`, `wss://${host}`] : []);

/** The policy as one header value, for `host` (nginx passes `$http_host`). */
export function contentSecurityPolicy(host: string | null): string {
  return Object.entries(DIRECTIVES)
    .map(([name, sources]) => [name, ...sources, ...(name === 'connect-src' ? sockets(host) : [])].join(' '))
    .join('; ');
}

/** What helmet does not set itself (helmet 8 has no Permissions-Policy). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self)';

/** A Host header fit to be written into the policy, else null. */
function hostOf(req: IncomingMessage): string | null {
  const host = req.headers.host;
  return host && /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? host : null;
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const directives: Record<string, (string | ((req: IncomingMessage) => string))[]> = {};
  for (const [name, sources] of Object.entries(DIRECTIVES)) {
    directives[name] =
      name === 'connect-src' ? [...sources, (req) => sockets(hostOf(req)).join(' ')] : sources;
  }
  // helmet itself, built once. @fastify/helmet builds a new helmet (and parses
  // every directive again) for each request, which cost the area search a
  // tenth of its throughput; the headers are the same.
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directives as never },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Remotes' files are fetched with CORS (Access-Control-Allow-Origin *), as before.
    crossOriginResourcePolicy: false,
    // The site may be served over plain HTTP on a developer's machine; HSTS is the TLS proxy's to send.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
