// nginx against hostile clients ("hostile clients, round two"), with a real
// nginx on the rendered configuration in front of a stub API that records
// what reaches it: slow headers and slow bodies are cut off while another
// client is served, one address gets NGINX_LIMITS.requestsPerAddress requests
// in progress and no more, another Host is refused unanswered, redirects and
// the CSP never name the request's host, an ops call without a token is
// refused before its body is read, nginx's own answers carry the security
// headers, and /remotes/ serves only a version's files.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { NGINX_LIMITS } from './nginx-config';
import { SECURITY_HEADERS, baseDeploy, nginxSkip, startNginx, type NginxUnderTest } from './nginx-under-test';
import { slowHeaderProbe } from './probes/slow-headers';

let work: string;
let prefix: string;
let server: NginxUnderTest | undefined;
let port: number;
let url: string;
/** Where visitors reach the site: its host is the one nginx answers. */
let publicHost: string;

/** What reached the stub API: method, path, Host, body bytes read. */
interface Seen {
  method: string;
  url: string;
  host: string;
  bodyBytes: number;
}
const seen: Seen[] = [];
let api: Server;
/** Answers the stub holds back (/events?hold) until released. */
const held: ServerResponse[] = [];

/** The stub API's answers carry two security headers of its own, recognisable. */
const API_CSP = "default-src 'none'";
const API_FRAME_OPTIONS = 'SAMEORIGIN';

function stubApi(req: IncomingMessage, res: ServerResponse) {
  const entry: Seen = {
    method: req.method ?? '',
    url: req.url ?? '',
    host: req.headers.host ?? '',
    bodyBytes: 0,
  };
  seen.push(entry);
  req.on('data', (chunk: Buffer) => (entry.bodyBytes += chunk.length));
  req.on('end', () => {
    if (req.url?.startsWith('/auth/garbage')) {
      // A header no HTTP server sends: nginx answers 502 itself (and does not count it as a failure of the instance).
      req.socket.end('HTTP/1.1 200 OK\r\nX\u0000Y: 1\r\n\r\n');
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Content-Security-Policy', API_CSP);
    res.setHeader('X-Frame-Options', API_FRAME_OPTIONS);
    if (req.url?.startsWith('/events?hold')) {
      held.push(res);
      return;
    }
    res.statusCode = req.url?.startsWith('/ops/') ? 401 : 200;
    res.end(req.url?.startsWith('/ops/') ? '{"message":"Unauthorized"}' : '{"ok":true}');
  });
}

/**
 * One HTTP exchange on a raw socket: what came back within `waitMs`, when its
 * first byte came and when the server closed (null: not within `waitMs`).
 */
function raw(
  data: string,
  { localAddress = '127.0.0.1', waitMs = 5000 } = {},
): Promise<{ text: string; firstByteMs: number | null; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    let text = '';
    let firstByteMs: number | null = null;
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, firstByteMs, closedAfterMs: null });
    }, waitMs);
    socket.on('data', (chunk: Buffer) => {
      firstByteMs ??= performance.now() - started;
      text += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, firstByteMs, closedAfterMs: performance.now() - started });
    });
    socket.write(data);
  });
}

/** A GET with the headers given (Host included), from `localAddress`. */
function get(
  p: string,
  headers: Record<string, string> = {},
  localAddress = '127.0.0.1',
): Promise<{ status: number; headers: IncomingMessage['headers']; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: p, headers, localAddress, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The headers of a raw answer, lower-case names, every value of each. */
function headersOf(text: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of text.split('\r\n\r\n')[0]!.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    map.set(name, [...(map.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return map;
}

function assertSecurityHeaders(text: string, what: string) {
  const headers = headersOf(text);
  for (const header of SECURITY_HEADERS) {
    assert.equal(headers.get(header)?.length, 1, `${what}: one ${header}\n${text.slice(0, 600)}`);
  }
  assert.match(
    headers.get('content-security-policy')![0]!,
    new RegExp(`ws://${publicHost.replace(/\./g, '\\.')}`),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('nginx against hostile clients', { skip: nginxSkip }, () => {
  before(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'hikari-nginx-hardening-'));
    const { dir: deploy, write } = baseDeploy(work, 'faq');
    write('ops/index.html', '<title>ops</title>');
    write('remotes/mfe-campaign/releases.json', '[{"version":"1.0.0-r1"}]');
    write('remotes/mfe-campaign/history.json', '[]');
    write('remotes/mfe-campaign/1.0.0-r1/remoteEntry.js', 'var mfe_campaign;');
    write('remotes/mfe-campaign/1.0.0-r1/ssr/ssr.js', 'module.exports = {};');

    api = createServer(stubApi);
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiPort = (api.address() as { port: number }).port;

    server = await startNginx(work, { deployDir: deploy, upstreams: [`127.0.0.1:${apiPort}`] });
    ({ port, url, prefix } = server);
    publicHost = `127.0.0.1:${port}`;
  });

  after(async () => {
    for (const res of held.splice(0)) res.end();
    await server?.stop();
    await new Promise((resolve) => api?.close(resolve));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('refuses any other Host, or none, unanswered; the API never hears of it', async () => {
    const before = seen.length;
    for (const request of [
      'GET /faq HTTP/1.1\r\nHost: evil.example\r\n\r\n',
      `GET /healthz HTTP/1.1\r\nHost: evil.example:${port}\r\n\r\n`,
      'POST /graphql HTTP/1.1\r\nHost: evil.example\r\nContent-Length: 2\r\n\r\n{}',
      'GET /faq/ HTTP/1.0\r\n\r\n',
    ]) {
      const { text, closedAfterMs } = await raw(request);
      assert.equal(text, '', request);
      assert.notEqual(closedAfterMs, null, `${request}: left open`);
    }
    assert.equal(seen.length, before);
    // The public address's host is answered, whatever its case or port.
    assert.equal((await get('/faq/', { host: publicHost.toUpperCase() })).status, 200);
  });

  test('redirects name the path only, and the CSP and the API the public address, whatever Host says', async () => {
    const otherPort = { host: '127.0.0.1:1' };
    const faq = await get('/faq?x=1', otherPort);
    assert.equal(faq.status, 301);
    assert.equal(faq.headers.location, '/faq/?x=1');
    const ops = await get('/ops', otherPort);
    assert.equal(ops.status, 301);
    assert.equal(ops.headers.location, '/ops/');
    const page = await get('/faq/', otherPort);
    assert.equal(page.status, 200);
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, new RegExp(`connect-src 'self' ws://${publicHost} wss://${publicHost}`));
    assert.doesNotMatch(csp, /127\.0\.0\.1:1[ ;]/);
    await get('/healthz', otherPort);
    assert.equal(seen.at(-1)?.url, '/healthz');
    assert.equal(seen.at(-1)?.host, publicHost);
  });

  test('serves /remotes/ only the files of a version folder', async () => {
    const entry = await get('/remotes/mfe-campaign/1.0.0-r1/remoteEntry.js');
    assert.equal(entry.status, 200);
    assert.equal(entry.body, 'var mfe_campaign;');
    assert.match(String(entry.headers['cache-control']), /immutable/);
    assert.equal(entry.headers['access-control-allow-origin'], '*');
    for (const p of [
      '/remotes/mfe-campaign/releases.json',
      '/remotes/mfe-campaign/history.json',
      '/remotes/mfe-campaign/1.0.0-r1/ssr/ssr.js',
      '/remotes/mfe-campaign/1.0.0-r1/./ssr/ssr.js',
      '/remotes/mfe-campaign/1.0.0-r1/x/../ssr/ssr.js',
      '/remotes/mfe-campaign/1.0.0-r1/%73sr/ssr.js',
      '/remotes/mfe-campaign/',
    ]) {
      const res = await get(p);
      assert.equal(res.status, 404, p);
      assert.doesNotMatch(res.body, /version|module\.exports/, p);
      for (const header of SECURITY_HEADERS) assert.ok(res.headers[header], `${p}: ${header}`);
      assert.equal(res.headers['cache-control'], 'no-cache', p);
    }
  });

  test('answers an ops call without a Bearer token 401 before reading its body', async () => {
    const before = seen.length;
    // A 31 MB area import announced, not one byte of it sent.
    for (const authorization of ['', 'Authorization: Basic b3BzOm9wcw==\r\n', 'Authorization: Bearer \r\n']) {
      const { text, firstByteMs } = await raw(
        `POST /ops/area/import?kind=towns HTTP/1.1\r\nHost: ${publicHost}\r\nContent-Type: text/csv\r\n` +
          `Content-Length: ${31 * 1024 * 1024}\r\n${authorization}\r\n`,
        { waitMs: 1500 },
      );
      assert.ok(firstByteMs !== null && firstByteMs < 1000, `answered after ${firstByteMs} ms`);
      assert.match(text, /^HTTP\/1\.1 401 /, authorization);
      assert.match(text, /\r\n\r\n\{"message":"No credentials"\}$/, authorization);
      assert.match(text, /content-type: application\/json/i);
      assertSecurityHeaders(text, `401 (${authorization || 'no Authorization'})`);
    }
    const other = await raw(
      `GET /ops/submissions HTTP/1.1\r\nHost: ${publicHost}\r\nConnection: close\r\n\r\n`,
    );
    assert.match(other.text, /^HTTP\/1\.1 401 /);
    assert.equal(seen.length, before, 'the API never saw them');
    assert.deepEqual(readdirSync(path.join(prefix, 'client_body')), [], 'no body was written to disk');
    // With a token the API decides (the stub answers 401 for every token).
    const withToken = await raw(
      `POST /ops/area/import HTTP/1.1\r\nHost: ${publicHost}\r\nAuthorization: Bearer ${'x'.repeat(32)}\r\n` +
        'Content-Type: text/csv\r\nContent-Length: 5\r\nConnection: close\r\n\r\na,b\r\n',
    );
    assert.match(withToken.text, /^HTTP\/1\.1 401 /);
    assert.match(withToken.text, /Unauthorized/);
    assert.equal(seen.at(-1)?.url, '/ops/area/import');
    assert.equal(seen.at(-1)?.bodyBytes, 5);
    // The console's session cookie is a credential too; the sign-in itself needs none.
    const withSession = await get('/ops/settings', { Host: publicHost, Cookie: 'hikari_ops_session=abc' });
    assert.match(withSession.body, /Unauthorized/);
    assert.equal(seen.at(-1)?.url, '/ops/settings');
    const signIn = await raw(
      `POST /ops/session HTTP/1.1\r\nHost: ${publicHost}\r\nContent-Type: application/json\r\n` +
        'Content-Length: 2\r\nConnection: close\r\n\r\n{}',
    );
    assert.match(signIn.text, /Unauthorized/);
    assert.equal(seen.at(-1)?.url, '/ops/session');
  });

  test("puts the security headers on nginx's own answers, and leaves the API's alone", async () => {
    const answers: [string, string, RegExp][] = [
      ['unreadable request', '\x16\x03\x01\x00\r\n\r\n', /^HTTP\/1\.1 400 /],
      ['bad Host', 'GET / HTTP/1.1\r\nHost: a b\r\n\r\n', /^HTTP\/1\.1 400 /],
      [
        'header too large',
        `GET /faq/ HTTP/1.1\r\nHost: ${publicHost}\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
        /^HTTP\/1\.1 400 /,
      ],
      [
        'body too large',
        `POST /graphql HTTP/1.1\r\nHost: ${publicHost}\r\nContent-Type: application/json\r\nContent-Length: ${1024 * 1024}\r\n\r\n`,
        /^HTTP\/1\.1 413 /,
      ],
      [
        'API not speaking HTTP',
        `GET /auth/garbage HTTP/1.1\r\nHost: ${publicHost}\r\nConnection: close\r\n\r\n`,
        /^HTTP\/1\.1 502 /,
      ],
    ];
    for (const [what, request, status] of answers) {
      const { text } = await raw(request);
      assert.match(text, status, `${what}: ${text.slice(0, 200)}`);
      assertSecurityHeaders(text, what);
    }
    // The API's answer: its own CSP and X-Frame-Options once, nginx's for what it left out.
    const health = await raw(`GET /healthz HTTP/1.1\r\nHost: ${publicHost}\r\nConnection: close\r\n\r\n`);
    const headers = headersOf(health.text);
    assert.deepEqual(headers.get('content-security-policy'), [API_CSP]);
    assert.deepEqual(headers.get('x-frame-options'), [API_FRAME_OPTIONS]);
    assert.deepEqual(headers.get('x-content-type-options'), ['nosniff']);
  });

  test(`lets one address have ${NGINX_LIMITS.requestsPerAddress} requests in progress, and serves another meanwhile`, async () => {
    const limit = NGINX_LIMITS.requestsPerAddress;
    const holding = Array.from({ length: limit }, () => get('/events?hold', {}, '127.0.0.1'));
    const deadline = Date.now() + 20_000;
    while (held.length < limit) {
      assert.ok(Date.now() < deadline, `${held.length} of ${limit} requests reached the API`);
      await sleep(50);
    }
    const refused = await get('/healthz', {}, '127.0.0.1');
    assert.equal(refused.status, 429);
    for (const header of SECURITY_HEADERS) assert.ok(refused.headers[header], `429: ${header}`);
    const page = await get('/faq/', {}, '127.0.0.1');
    assert.equal(page.status, 429);
    const other = await get('/healthz', {}, '127.0.0.2');
    assert.equal(other.status, 200);
    for (const res of held.splice(0)) res.end('{}');
    assert.ok((await Promise.all(holding)).every((res) => res.status === 200));
    assert.equal((await get('/healthz', {}, '127.0.0.1')).status, 200);
  });

  test('cuts off a body that stops for longer than its timeout, before the API sees it', async () => {
    const before = seen.length;
    const { text, closedAfterMs } = await raw(
      `POST /graphql HTTP/1.1\r\nHost: ${publicHost}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"q`,
      { waitMs: (NGINX_LIMITS.bodySeconds + 5) * 1000 },
    );
    assert.notEqual(closedAfterMs, null, 'the connection was left open');
    assert.ok(closedAfterMs! < (NGINX_LIMITS.bodySeconds + 2) * 1000, `closed after ${closedAfterMs} ms`);
    // nginx closes it without an answer (its 408 is never sent).
    assert.equal(text, '');
    assert.equal(seen.length, before);
  });

  test('serves another client every second while one address holds 3,000 slow-header connections', async () => {
    const figures = await slowHeaderProbe({
      url,
      connections: 3000,
      seconds: NGINX_LIMITS.headerSeconds + 4,
      trickleSeconds: 3,
    });
    console.log(`slow headers, 3,000 from one address: ${JSON.stringify(figures)}`);
    assert.ok(figures.opened >= 3000, JSON.stringify(figures));
    assert.equal(figures.refused, 0, JSON.stringify(figures));
    assert.equal(figures.checksPassed, figures.checks, JSON.stringify(figures.failures));
    assert.ok(figures.checks >= NGINX_LIMITS.headerSeconds, `${figures.checks} checks`);
    // Every connection of the first round was cut off at the header timeout, however it trickled.
    assert.ok(figures.closedByServer >= 3000, `${figures.closedByServer} closed by nginx`);
    assert.ok(
      figures.longestHeldSeconds !== null && figures.longestHeldSeconds <= NGINX_LIMITS.headerSeconds + 3,
      `held up to ${figures.longestHeldSeconds} s`,
    );
  });
});
