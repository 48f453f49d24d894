// The floor proxy of `npm run bench:lighthouse`: the floor is the page
// without its scripts, and the site behind the proxy runs as it would
// without it. A site whose guest token or beacons the proxy refused would
// retry them and load its error reporting, and be measured slower than a
// visitor's browser sees it.
import assert from 'node:assert/strict';
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer, text } from 'node:stream/consumers';
import { after, before, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { WebSocket, WebSocketServer } from 'ws';
import { FLOOR_PREFIX, startFloorProxy, withoutScripts, type FloorProxy } from './floor-proxy';

const PAGE =
  '<!doctype html><html><head><script defer src="/main.js"></script>' +
  '<link rel="preload" as="script" href="/lib.js"><link rel="stylesheet" href="/site.css"></head>' +
  '<body><div id="root"><p>本文</p></div></body></html>';

/** A script as the site serves it: precompressed with brotli. */
const SCRIPT_BR = brotliCompressSync('console.log("本文");'.repeat(200));

let upstream: Server;
let live: WebSocketServer;
let proxy: FloorProxy;

before(async () => {
  upstream = createServer((request, response) => {
    const brotli = String(request.headers['accept-encoding']).includes('br');
    if (request.url === '/') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        ...(brotli ? { 'content-encoding': 'br' } : {}),
      });
      response.end(brotli ? brotliCompressSync(PAGE) : PAGE);
      return;
    }
    if (request.url === '/zstd/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'zstd' });
      response.end('(compressed bytes)');
      return;
    }
    if (request.url === '/area') {
      response.writeHead(301, { location: '/area/' });
      response.end();
      return;
    }
    if (request.url === '/lib.js') {
      response.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'br' });
      response.end(SCRIPT_BR);
      return;
    }
    void text(request).then((body) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ method: request.method, body }));
    });
  });
  // The site's live connection: graphql-ws's subprotocol, an answer to each message.
  live = new WebSocketServer({
    server: upstream,
    handleProtocols: (protocols) => protocols.has('graphql-transport-ws') && 'graphql-transport-ws',
  });
  live.on('connection', (socket, request) => {
    socket.on('message', (data) => socket.send(`${request.url} ${socket.protocol}: ${String(data)}`));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  proxy = await startFloorProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
});

after(async () => {
  await proxy.stop();
  live.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

test('the floor is the same page without a script or a script preload; the site keeps them', async () => {
  const floor = await (await fetch(`${proxy.floorUrl}/`)).text();
  assert.equal(floor, withoutScripts(PAGE));
  assert.doesNotMatch(floor, /<script|as="script"/);
  assert.match(floor, /<link rel="stylesheet" href="\/site.css"><\/head><body><div id="root"><p>本文<\/p>/);
  assert.equal(await (await fetch(`${proxy.siteUrl}/`)).text(), PAGE);
  assert.ok(proxy.floorUrl.endsWith(FLOOR_PREFIX));
});

/** The answer's status, headers and bytes as they came over the wire, asked for as a browser asks. */
const raw = (url: string) =>
  new Promise<{ answer: IncomingMessage; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (answer) => {
      buffer(answer).then((body) => resolve({ answer, body }), reject);
    }).on('error', reject);
  });

test("the site's answers pass as the site sent them; the floor's page keeps its encoding", async () => {
  const script = await raw(`${proxy.siteUrl}/lib.js`);
  assert.equal(script.answer.headers['content-encoding'], 'br');
  assert.deepEqual(script.body, SCRIPT_BR);
  const floor = await raw(`${proxy.floorUrl}/`);
  assert.equal(floor.answer.headers['content-encoding'], 'br');
  assert.equal(floor.answer.headers['content-length'], String(floor.body.length));
  assert.equal(brotliDecompressSync(new Uint8Array(floor.body)).toString('utf8'), withoutScripts(PAGE));
});

test("a redirect of the floor's page stays on the floor", async () => {
  const floor = await fetch(`${proxy.floorUrl}/area`, { redirect: 'manual' });
  assert.equal(floor.status, 301);
  assert.equal(floor.headers.get('location'), `${FLOOR_PREFIX}/area/`);
  const site = await fetch(`${proxy.siteUrl}/area`, { redirect: 'manual' });
  assert.equal(site.headers.get('location'), '/area/');
});

test('a page the floor cannot read is refused, not served broken', async () => {
  const answer = await fetch(`${proxy.floorUrl}/zstd/`);
  assert.equal(answer.status, 502);
  assert.match(await answer.text(), /cannot read a page sent as zstd/);
});

test("the site's own calls keep their method and body", async () => {
  const answer = await fetch(`${proxy.siteUrl}/auth/guest`, { method: 'POST', body: '{"a":1}' });
  assert.equal(answer.status, 200);
  assert.deepEqual(await answer.json(), { method: 'POST', body: '{"a":1}' });
});

test('the live connection reaches the site with its subprotocol, both ways', async () => {
  const socket = new WebSocket(`${proxy.siteUrl.replace('http:', 'ws:')}/graphql`, 'graphql-transport-ws');
  const reply = await new Promise<string>((resolve, reject) => {
    socket.on('open', () => socket.send('{"type":"connection_init"}'));
    socket.on('message', (data) => resolve(String(data)));
    socket.on('error', reject);
  });
  socket.close();
  assert.equal(socket.protocol, 'graphql-transport-ws');
  assert.equal(reply, '/graphql graphql-transport-ws: {"type":"connection_init"}');
});
