// Headers on every answer (issue 3 item 10). Scripts only from our own origin
// (no inline script), styles may be inline (the UI sets style attributes),
// connections only to our origin and its WebSocket, never framed.
import type { IncomingMessage, ServerResponse } from 'node:http';

export function contentSecurityPolicy(host: string | null): string {
  const sockets = host ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${sockets}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  const host = req.headers.host && /^[A-Za-z0-9.\-:[\]]+$/.test(req.headers.host) ? req.headers.host : null;
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(host));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
}
