// The physical floor of a page: the same prerendered HTML, the same CSS and
// fonts from the same server, with every script removed. A machine's speed
// moves a Lighthouse score by tens of points; the distance between the site
// and its floor, measured in one run, is what the site's own code costs.
//
// One proxy in front of the site serves both: /… as the site serves it, and
// the same path under FLOOR_PREFIX with the page's <script> elements and
// script preloads taken out. Both go through the same proxy, so neither pays
// for it alone. The site's own calls (a guest token, the tracking beacons, the
// live connection) pass through with their method, body and upgrade, so the
// site runs as a visitor's browser runs it, not retrying refused calls.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { arrayBuffer } from 'node:stream/consumers';
import { gzipSync } from 'node:zlib';

/** The prefix under which the proxy serves a page without its scripts. */
export const FLOOR_PREFIX = '/__floor__';

/** Every script of a page: its <script> elements and the hints that fetch scripts early. */
const SCRIPT_PATTERNS = [
  /<script\b[^>]*>[\s\S]*?<\/script>/gi,
  /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi,
  /<link\b(?=[^>]*\brel=["']?preload["']?)(?=[^>]*\bas=["']?script["']?)[^>]*>/gi,
];

/** The page's HTML without any script: what a browser with JavaScript off would run. */
export function withoutScripts(html: string): string {
  return SCRIPT_PATTERNS.reduce((page, pattern) => page.replace(pattern, ''), html);
}

export interface FloorProxy {
  /** The site through the proxy. */
  siteUrl: string;
  /** The same pages without scripts. */
  floorUrl: string;
  stop(): Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

async function relay(upstream: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = request.url ?? '/';
  const floor = path === FLOOR_PREFIX || path.startsWith(`${FLOOR_PREFIX}/`);
  const target = new URL(floor ? path.slice(FLOOR_PREFIX.length) || '/' : path, upstream);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  // Asked for as plain text (the floor's HTML is rewritten here), compressed again below.
  headers['accept-encoding'] = 'identity';
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const method = request.method ?? 'GET';
  const answer = await fetch(target, {
    method,
    headers,
    redirect: 'manual',
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: await arrayBuffer(request) }),
  });
  const outgoing: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') outgoing[name] = value;
  });
  let body = new Uint8Array(await answer.arrayBuffer());
  const location = answer.headers.get('location');
  if (floor && location?.startsWith('/')) outgoing.location = `${FLOOR_PREFIX}${location}`;
  const type = answer.headers.get('content-type') ?? '';
  if (floor && type.includes('text/html')) {
    body = new TextEncoder().encode(withoutScripts(new TextDecoder().decode(body)));
  }
  // Both the site's and the floor's text go out gzipped alike.
  if (/text|javascript|json|svg|xml/.test(type) && /\bgzip\b/.test(accepted)) {
    body = new Uint8Array(gzipSync(body));
    outgoing['content-encoding'] = 'gzip';
  }
  outgoing['content-length'] = String(body.length);
  response.writeHead(answer.status, outgoing);
  response.end(body);
}

/** A WebSocket upgrade (the site's live connection) handed to the site as it came. */
function tunnel(upstream: string, request: IncomingMessage, socket: Duplex, head: Uint8Array): void {
  const { hostname, port } = new URL(upstream);
  const out = connect(Number(port), hostname, () => {
    const lines = [`${request.method} ${request.url} HTTP/1.1`];
    for (let i = 0; i < request.rawHeaders.length; i += 2) {
      lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
    }
    out.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) out.write(head);
    socket.pipe(out).pipe(socket);
  });
  const close = () => {
    out.destroy();
    socket.destroy();
  };
  out.on('error', close);
  socket.on('error', close);
}

/** Starts the proxy in front of the site at `upstream` (http://127.0.0.1:port). */
export async function startFloorProxy(upstream: string): Promise<FloorProxy> {
  const server: Server = createServer((request, response) => {
    relay(upstream, request, response).catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(String(error));
    });
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Uint8Array) => {
    tunnel(upstream, request, socket, head);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    siteUrl: base,
    floorUrl: `${base}${FLOOR_PREFIX}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
