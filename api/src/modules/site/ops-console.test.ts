// The ops console's page and files: served at exactly /ops/ and /ops/assets/*
// without a token (they hold no secret), with the site's security headers;
// every other /ops/ path stays the token-guarded API.
import { serveDeployFolder } from '../../testing/deployed-site';

const site = serveDeployFolder('hikari-ops-console-', {
  'ops/index.html':
    '<!doctype html><title>運用コンソール</title><script defer src="/ops/assets/main.0123abcd.js"></script>',
  'ops/assets/main.0123abcd.js': 'console.log("ops")',
  'ops/assets/main.89abcdef.css': 'body{}',
  'shell/index.html': '<!doctype html><title>site</title>',
});

const get = (p: string, init?: RequestInit) => fetch(`${site.t.url}${p}`, { redirect: 'manual', ...init });

it('serves the console page at /ops/ without a token, never cached without asking, with the security headers', async () => {
  const res = await get('/ops/');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(await res.text()).toContain('運用コンソール');
  const csp = res.headers.get('content-security-policy')!;
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(res.headers.get('x-frame-options')).toBe('DENY');
});

it('redirects /ops to /ops/', async () => {
  const res = await get('/ops');
  expect(res.status).toBe(301);
  expect(res.headers.get('location')).toBe('/ops/');
});

it.each([
  ['/ops/assets/main.0123abcd.js', 'text/javascript; charset=utf-8'],
  ['/ops/assets/main.89abcdef.css', 'text/css; charset=utf-8'],
])('serves %s as immutable', async (p, type) => {
  const res = await get(p);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(type);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

it('answers 404 for a missing asset and for a path out of the assets folder', async () => {
  expect((await get('/ops/assets/missing.js')).status).toBe(404);
  expect((await get('/ops/assets/..%2Findex.html')).status).toBe(404);
  expect((await get('/ops/assets/..%2F..%2Fshell%2Findex.html')).status).toBe(404);
});

it('leaves every other /ops/ path to the API: 401 without a token, the answer with a person’s', async () => {
  expect((await get('/ops/settings')).status).toBe(401);
  expect((await get('/ops/index.html')).status).toBe(401);
  expect((await get('/ops/', { method: 'POST' })).status).toBe(401);
  const withToken = await get('/ops/settings', {
    headers: { Authorization: `Bearer ${site.t.opsApiToken}` },
  });
  expect(withToken.status).toBe(200);
});
