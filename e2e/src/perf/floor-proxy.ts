// The physical floor of a page: the same prerendered HTML, the same CSS and
// fonts from the same server, with every script removed. A machine's speed
// moves a Lighthouse score by tens of points; the distance between the site
// and its floor, measured in one run, is what the site's own code costs.
//
// One proxy in front of the site serves both: /… as the site serves it, and
// the same path under FLOOR_PREFIX with the page's <script> elements and
// script preloads taken out. Both go through the same proxy, so neither pays
// for it alone, and the proxy does no work on the site's answers: they pass
// as the site sent them, precompressed, so the site is measured with the
// bytes a visitor receives and no compression in Lighthouse's process. The
// site's own calls (a guest token, the tracking beacons, the live
// connection) pass through with their method, body and upgrade, so the site
// runs as a visitor's browser runs it, not retrying refused calls.
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

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

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'host']);

/** The headers a hop passes on. */
function passed(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

/**
 * The floor's page: the site's HTML without its scripts, in the encoding the
 * site sent it in (compressed quickly: the floor's first byte must not wait
 * on a slow compression the site's precompressed page never pays).
 */
function floorPage(body: Uint8Array, encoding: string | undefined): Buffer {
  if (encoding !== undefined && encoding !== 'br' && encoding !== 'gzip') {
    // Read as text, it would be served as a broken page and measured as one.
    throw new Error(`the floor cannot read a page sent as ${encoding}`);
  }
  const html =
    encoding === 'br'
      ? brotliDecompressSync(body).toString('utf8')
      : encoding === 'gzip'
        ? gunzipSync(body).toString('utf8')
        : new TextDecoder().decode(body);
  const page = new TextEncoder().encode(withoutScripts(html));
  if (encoding === 'br') return brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  if (encoding === 'gzip') return gzipSync(page, { level: 4 });
  return Buffer.from(page);
}

/**
 * One request relayed. The site's answers pass as the site sent them: the
 * same bytes, compressed as the site compressed them (its precompressed
 * brotli), streamed, with no work in this process, which Lighthouse shares.
 * Only the floor's HTML is read, rewritten and compressed again.
 */
function relay(upstream: string, request: IncomingMessage, response: ServerResponse): void {
  const path = request.url ?? '/';
  const floor = path === FLOOR_PREFIX || path.startsWith(`${FLOOR_PREFIX}/`);
  const target = new URL(floor ? path.slice(FLOOR_PREFIX.length) || '/' : path, upstream);
  const failed = (error: unknown) => {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(String(error));
  };
  const outgoing = httpRequest(
    target,
    { method: request.method, headers: passed(request.headers) },
    (answer) => {
      const headers = passed(answer.headers);
      const location = answer.headers.location;
      if (floor && location?.startsWith('/')) headers.location = `${FLOOR_PREFIX}${location}`;
      if (!(floor && String(answer.headers['content-type'] ?? '').includes('text/html'))) {
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
        return;
      }
      buffer(answer)
        .then((body) => {
          const page = floorPage(new Uint8Array(body), answer.headers['content-encoding']);
          // Its length changed; its validator would now name other bytes.
          delete headers.etag;
          response.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': String(page.length) });
          response.end(page);
        })
        .catch(failed);
    },
  );
  outgoing.on('error', failed);
  request.pipe(outgoing);
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
  const server: Server = createServer((request, response) => relay(upstream, request, response));
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
