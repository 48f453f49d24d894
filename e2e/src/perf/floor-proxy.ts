// The physical floor of a page: the same prerendered HTML, the same CSS and
// fonts from the same server, with every script removed. A machine's speed
// moves a Lighthouse score by tens of points; the distance between the site
// and its floor, measured in one run, is what the site's own code costs.
//
// One proxy in front of the site serves both: /… as the site serves it, and
// the same path under FLOOR_PREFIX with the page's <script> elements and
// script preloads taken out. Both go through the same proxy, so neither pays
// for it alone. The relaying is @fastify/http-proxy's (the API's own
// framework): the site's answers pass as the site sent them, precompressed,
// so the site is measured with the bytes a visitor receives and no
// compression in Lighthouse's process; its own calls (a guest token, the
// tracking beacons, the live connection over WebSocket) pass with their
// method, body and subprotocol, so it runs as a visitor's browser runs it,
// not retrying refused calls. The only code of ours is the floor's page.
import proxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import Fastify from 'fastify';
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
 * The floor's answer: a page is read, stripped and compressed again; what
 * else the floor's page asks for under the prefix passes as the site sent it.
 */
const floorAnswer: NonNullable<NonNullable<FastifyHttpProxyOptions['replyOptions']>['onResponse']> = (
  _request,
  reply,
  answer,
) => {
  const contentType = reply.getHeader('content-type');
  if (!String(contentType ?? '').includes('text/html')) {
    void reply.send(answer.stream);
    return;
  }
  buffer(answer.stream)
    .then((body) => {
      const page = floorPage(new Uint8Array(body), reply.getHeader('content-encoding') as string | undefined);
      // Its length changed; its validator would now name other bytes.
      void reply.removeHeader('etag').header('content-length', page.length).send(page);
    })
    .catch((error: unknown) => {
      void reply
        .removeHeader('content-encoding')
        .removeHeader('content-length')
        .removeHeader('etag')
        .code(502)
        .type('text/plain; charset=utf-8')
        .send(String(error));
    });
};

/** Starts the proxy in front of the site at `upstream` (http://127.0.0.1:port). */
export async function startFloorProxy(upstream: string): Promise<FloorProxy> {
  const server = Fastify();
  // The site, every path and its live connection.
  await server.register(proxy, { upstream, websocket: true });
  // The floor: the same paths under the prefix, a redirect kept under it.
  await server.register(proxy, {
    upstream,
    prefix: FLOOR_PREFIX,
    replyOptions: { onResponse: floorAnswer },
  });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    siteUrl: base,
    floorUrl: `${base}${FLOOR_PREFIX}`,
    stop: () => server.close(),
  };
}
