// The built site from the deploy folder: cache policy, SPA fallback, and the
// security headers every answer carries.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let deploy: string;

beforeAll(async () => {
  deploy = mkdtempSync(path.join(tmpdir(), 'hikari-deploy-'));
  const put = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(deploy, file)), { recursive: true });
    writeFileSync(path.join(deploy, file), text);
  };
  put('shell/index.html', '<!doctype html><title>site</title>');
  put('shell/main.js', 'console.log(1)');
  put('shell/vendor.0123abcd.js', 'console.log(2)');
  put('remotes/mfe-apply/1.2.0/remoteEntry.js', 'var mfe_apply');
  put('remotes.json', '{"mfe_apply":{"version":"1.2.0"}}');
  t = await startTestApp({ env: { DEPLOY_DIR: deploy } });
});
afterAll(async () => {
  await t.close();
  rmSync(deploy, { recursive: true, force: true });
});

const get = (p: string) => fetch(`${t.url}${p}`);

it.each([
  ['/', 'no-cache, no-store, must-revalidate', 'text/html; charset=utf-8'],
  ['/apply/form/', 'no-cache, no-store, must-revalidate', 'text/html; charset=utf-8'],
  ['/main.js', 'no-cache, no-store, must-revalidate', 'text/javascript; charset=utf-8'],
  ['/vendor.0123abcd.js', 'public, max-age=31536000, immutable', 'text/javascript; charset=utf-8'],
  [
    '/remotes/mfe-apply/1.2.0/remoteEntry.js',
    'public, max-age=31536000, immutable',
    'text/javascript; charset=utf-8',
  ],
  ['/remotes.json', 'no-cache, no-store, must-revalidate', 'application/json; charset=utf-8'],
])('serves %s with Cache-Control %s', async (p, cacheControl, type) => {
  const res = await get(p);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe(cacheControl);
  expect(res.headers.get('content-type')).toBe(type);
});

it('answers 404 for a missing file and for a path out of the deploy folder', async () => {
  expect((await get('/missing.js')).status).toBe(404);
  expect((await get('/remotes/mfe-apply/9.9.9/remoteEntry.js')).status).toBe(404);
  expect((await get('/remotes/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
});

it('puts the security headers on pages and API answers alike', async () => {
  for (const res of [
    await get('/'),
    await get('/postal/4600008'),
    await fetch(`${t.url}/auth/guest`, { method: 'POST' }),
  ]) {
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    const host = new URL(t.url).host;
    expect(csp).toContain(`connect-src 'self' ws://${host} wss://${host}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  }
});
