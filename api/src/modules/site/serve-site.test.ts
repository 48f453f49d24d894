// The built site from the deploy folder: cache policy, SPA fallback, and the
// security headers every answer carries.
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { routeTable } from '@hikari/shared/domain';
import { serveDeployFolder } from '../../testing/deployed-site';
import { START_SCRIPT_HASHES } from '@hikari/shared/start-script';

const site = serveDeployFolder('hikari-deploy-', {
  'shell/index.html': '<!doctype html><title>site</title>',
  'shell/main.js': 'console.log(1)',
  'shell/main.89abcdef.js': 'console.log(2)',
  'shell/site.0123abcd.css': 'body{}',
  'shell/vendor.0123abcd.js': 'console.log(2)',
  'remotes/mfe-apply/1.2.0/remoteEntry.js': 'var mfe_apply',
  // The release log and the Node build prerendering runs: for tools/site, not for visitors.
  'remotes/mfe-apply/releases.json': '[{"version":"1.2.0"}]',
  'remotes/mfe-apply/history.json': '[]',
  'remotes/mfe-apply/1.2.0/ssr/ssr.js': 'module.exports = {}',
  'remotes.json': '{"mfe_apply":{"version":"1.2.0"}}',
  // Published with compressed copies beside it (release/src/precompress.ts).
  'shell/vendor.0123abcd.js.br': 'brotli bytes',
  'shell/vendor.0123abcd.js.gz': 'gzip bytes',
});

const get = (p: string) => fetch(`${site.t.url}${p}`);

it.each([
  ['/', 'no-cache', 'text/html; charset=utf-8'],
  ['/apply/form/', 'no-cache', 'text/html; charset=utf-8'],
  ['/main.js', 'no-cache', 'text/javascript; charset=utf-8'],
  ['/vendor.0123abcd.js', 'public, max-age=31536000, immutable', 'text/javascript; charset=utf-8'],
  ['/main.89abcdef.js', 'public, max-age=31536000, immutable', 'text/javascript; charset=utf-8'],
  ['/site.0123abcd.css', 'public, max-age=31536000, immutable', 'text/css; charset=utf-8'],
  [
    '/remotes/mfe-apply/1.2.0/remoteEntry.js',
    'public, max-age=31536000, immutable',
    'text/javascript; charset=utf-8',
  ],
  ['/remotes.json', 'no-cache', 'application/json; charset=utf-8'],
])('serves %s with Cache-Control %s', async (p, cacheControl, type) => {
  const res = await get(p);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe(cacheControl);
  expect(res.headers.get('content-type')).toBe(type);
});

it.each([
  '/remotes/mfe-apply/releases.json',
  '/remotes/mfe-apply/history.json',
  '/remotes/mfe-apply/1.2.0/ssr/ssr.js',
  '/remotes/mfe-apply/1.2.0/./ssr/ssr.js',
  '/remotes/mfe-apply/1.2.0/x/../ssr/ssr.js',
])('answers 404 for %s, which only tools/site reads', async (p) => {
  expect((await get(p)).status).toBe(404);
});

/** A GET with a Host header of the client's choosing (fetch would not send one). */
const getWithHost = (p: string, host: string) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request(`${site.t.url}${p}`, { headers: { Host: host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });

it.each(['/robots.txt', '/sitemap.xml'])(
  '%s names the configured public address, whatever Host says',
  async (p) => {
    const res = await getWithHost(p, 'evil.example');
    expect(res.status).toBe(200);
    expect(res.body).toContain(`${site.t.config.publicSiteUrl}/`);
    expect(res.body).not.toContain('evil.example');
  },
);

it('answers 404 for a missing file and for a path out of the deploy folder', async () => {
  expect((await get('/missing.js')).status).toBe(404);
  expect((await get('/remotes/mfe-apply/9.9.9/remoteEntry.js')).status).toBe(404);
  expect((await get('/remotes/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
});

it('puts the security headers on pages and API answers alike', async () => {
  for (const res of [
    await get('/'),
    await get('/postal/4600008'),
    await fetch(`${site.t.url}/auth/guest`, { method: 'POST' }),
  ]) {
    const csp = res.headers.get('content-security-policy')!;
    // Our own scripts, and inline only the start script by its hash (every one a shell has carried).
    expect(csp).toContain(`script-src 'self' ${START_SCRIPT_HASHES.map((hash) => `'${hash}'`).join(' ')};`);
    expect(START_SCRIPT_HASHES.length).toBeGreaterThan(0);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    const host = new URL(site.t.url).host;
    expect(csp).toContain(`connect-src 'self' ws://${host} wss://${host}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  }
});

describe('precompressed files and revalidation', () => {
  const fetchWith = (p: string, headers: Record<string, string>) =>
    // undici would decode a Content-Encoding it knows: read the raw answer instead.
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
      (resolve, reject) => {
        const req = request(`${site.t.url}${p}`, { headers }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      },
    );

  it.each([
    ['br, gzip', 'br', 'brotli bytes'],
    ['gzip, deflate', 'gzip', 'gzip bytes'],
    ['gzip;q=0, identity', undefined, 'console.log(2)'],
    ['', undefined, 'console.log(2)'],
  ])('Accept-Encoding "%s" gets %s', async (accept, encoding, body) => {
    const res = await fetchWith('/vendor.0123abcd.js', accept ? { 'Accept-Encoding': accept } : {});
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/^accept-encoding$/i);
    expect(res.body).toBe(body);
  });

  it('answers 304 to a revalidation of a no-cache file that did not change, 200 once it did', async () => {
    const first = await fetchWith('/main.js', {});
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await fetchWith('/main.js', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    writeFileSync(path.join(site.deploy, 'shell/main.js'), 'console.log("a new build")');
    const changed = await fetchWith('/main.js', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body).toBe('console.log("a new build")');
  });
});

describe('status of unknown paths, robots.txt and sitemap.xml', () => {
  it.each([
    ['/no-such-page/', 404],
    ['/apply/nothing/', 404],
    ['/faq/', 200],
    ['/faq', 200],
    ['/apply/terms/', 200],
  ])('%s answers %i with the page, which draws what the path shows', async (p, status) => {
    const res = await get(p);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('<title>site</title>');
  });

  it('serves robots.txt naming the sitemap and the pages kept out of search', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /apply/terms/');
    expect(text).toContain('Disallow: /test/');
    expect(text).not.toContain('Disallow: /faq/');
    expect(text).toContain(`Sitemap: ${site.t.config.publicSiteUrl}/sitemap.xml`);
  });

  it('lists every indexable route of the route table in sitemap.xml, and no noindex one', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]!.slice(site.t.config.publicSiteUrl.length),
    );
    const expected = routeTable.filter((r) => !r.noindex).map((r) => r.path);
    expect(locs).toEqual(expected);
    expect(locs).toContain('/');
    expect(locs).not.toContain('/apply/form2/');
  });
});
