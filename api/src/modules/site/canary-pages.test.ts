// A remote's canary pages (issue 19): which page a visitor gets is decided by
// the visitor's id (cookie hikari_vid, set on the first page answer) and the
// remote's bucket folders in deploy/canary/<remote>/, the same choice the
// browser and nginx make (canaryBucket); ops' preview cookie gets the canary
// even at 0%.
import fastifyCookie from '@fastify/cookie';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { canaryBucket } from '@hikari/shared/domain';
import { previewCookieValue } from '@hikari/release/canary-preview';
import { siteRoutes } from './routes';
import { visitorIds } from './visitor-id';

const OPS_TOKEN = 'an-ops-token-of-at-least-32-characters-long';
const IDS = visitorIds('the guest-token secret of this test');
const PERCENT = 10;

let deploy: string;
let app: FastifyInstance;
let origin: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(deploy, file)), { recursive: true });
  writeFileSync(path.join(deploy, file), text);
}

/** deploy/canary/<remote>/<link> -> pages, relative, as release/src/releases.ts makes them. */
function link(remote: string, name: string) {
  symlinkSync('pages', path.join(deploy, 'canary', remote, name));
}

beforeAll(async () => {
  deploy = mkdtempSync(path.join(tmpdir(), 'hikari-canary-'));
  write('shell/index.html', '<title>shell index</title>');
  write('pages/_404/page.html', '<title>not found page</title>');
  write('pages/faq/page.html', '<title>live faq</title>');
  // mfe-campaign: a canary at 10% (buckets 0..9) with compressed copies.
  write('pages/campaign/page.html', '<title>live campaign</title>');
  write('pages/campaign/page.html.gz', 'live gzip bytes');
  write('canary/mfe-campaign/pages/campaign/page.html', '<title>canary campaign</title>');
  write('canary/mfe-campaign/pages/campaign/page.html.gz', 'canary gzip bytes');
  for (let bucket = 0; bucket < PERCENT; bucket++) link('mfe-campaign', String(bucket));
  link('mfe-campaign', 'preview');
  // mfe-option: a canary at 0%: only ops' preview sees it.
  write('pages/option/page.html', '<title>live option</title>');
  write('canary/mfe-option/pages/option/page.html', '<title>canary option</title>');
  link('mfe-option', 'preview');
  // A shell route's folder that must never be looked at.
  write('canary/shell/preview/faq/page.html', '<title>not a canary</title>');

  app = Fastify({ trustProxy: true });
  // The server registers it for every route (http/platform.ts).
  await app.register(fastifyCookie);
  await app.register(siteRoutes, {
    deployDir: deploy,
    opsToken: OPS_TOKEN,
    publicSiteUrl: 'http://localhost',
    visitorIds: IDS,
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  rmSync(deploy, { recursive: true, force: true });
});

interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** GET `url` from `base` as it comes (fetch would decode a Content-Encoding). */
const get = (base: string, url: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(`${base}${url}`, { headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });

const page = (url: string, headers: Record<string, string> = {}) => get(origin, url, headers);

/** A signed visitor id whose bucket for `remote` is in the canary (or not). */
function visitor(remote: string, inCanary: boolean): string {
  for (;;) {
    const id = IDS.issue();
    if (canaryBucket(id, remote) < PERCENT === inCanary) return id;
  }
}

const SET_COOKIE = /^hikari_vid=([0-9a-f]{32}\.[0-9a-f]{32}); Max-Age=31536000; Path=\/; SameSite=Lax$/;

describe("a remote's route during a canary at 10%", () => {
  it.each([
    [true, '<title>canary campaign</title>'],
    [false, '<title>live campaign</title>'],
  ])('a visitor in the canary (%s) gets the same page on every request', async (inCanary, html) => {
    const id = visitor('mfe-campaign', inCanary);
    for (let i = 0; i < 5; i++) {
      const res = await page('/campaign/', { cookie: `theme=dark; hikari_vid=${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(html);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(String(res.headers.vary)).toMatch(/^cookie, accept-encoding$/i);
    }
  });

  it('gives a first request an id and the page that id gets', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await page('/campaign/');
      const id = SET_COOKIE.exec(String(res.headers['set-cookie']))?.[1];
      expect(id).toBeDefined();
      const expected = canaryBucket(id!, 'mfe-campaign') < PERCENT ? 'canary' : 'live';
      expect(res.body).toBe(`<title>${expected} campaign</title>`);
      // The next request with that id gets the same page, and no new id.
      const again = await page('/campaign/', { cookie: `hikari_vid=${id}` });
      expect(again.body).toBe(res.body);
      expect(again.headers['set-cookie']).toBeUndefined();
    }
  });

  it('replaces an id that is not one, and marks the cookie Secure over https', async () => {
    const signed = IDS.issue();
    const unsigned = signed.slice(0, 32);
    const forged = `${unsigned}.${'0'.repeat(32)}`;
    const otherKey = visitorIds('another secret').issue();
    for (const bad of ['ABCDEF0123456789ABCDEF0123456789', 'short', '', unsigned, forged, otherKey]) {
      const res = await page('/campaign/', { cookie: `hikari_vid=${bad}` });
      const id = SET_COOKIE.exec(String(res.headers['set-cookie']))?.[1];
      expect(id).toBeDefined();
      expect(id).not.toBe(bad);
      expect(IDS.verify(id)).toBe(true);
      // A well-formed id keeps its id part (and so its bucket); anything else gets a new one.
      const kept = bad.length >= 32 && /^[0-9a-f]{32}/.test(bad);
      expect(id!.slice(0, 32) === bad.slice(0, 32)).toBe(kept);
    }
    const https = await page('/campaign/', { 'x-forwarded-proto': 'https' });
    expect(String(https.headers['set-cookie'])).toMatch(
      /^hikari_vid=[0-9a-f]{32}\.[0-9a-f]{32}; Max-Age=31536000; Path=\/; Secure; SameSite=Lax$/,
    );
  });

  it('signs the id nginx gave as it is: the visitor keeps its bucket and its page', async () => {
    for (const inCanary of [true, false]) {
      const unsigned = visitor('mfe-campaign', inCanary).slice(0, 32);
      const res = await page('/campaign/', { cookie: `hikari_vid=${unsigned}` });
      const id = SET_COOKIE.exec(String(res.headers['set-cookie']))?.[1];
      expect(IDS.verify(id)).toBe(true);
      expect(id!.slice(0, 32)).toBe(unsigned);
      expect(res.body).toBe(`<title>${inCanary ? 'canary' : 'live'} campaign</title>`);
      const again = await page('/campaign/', { cookie: `hikari_vid=${id}` });
      expect(again.body).toBe(res.body);
      expect(again.headers['set-cookie']).toBeUndefined();
    }
  });

  it("chooses the canary's precompressed copy through the bucket's symlink", async () => {
    const canary = visitor('mfe-campaign', true);
    const live = visitor('mfe-campaign', false);
    const inCanary = await page('/campaign/', { cookie: `hikari_vid=${canary}`, 'accept-encoding': 'gzip' });
    expect(inCanary.headers['content-encoding']).toBe('gzip');
    expect(inCanary.body).toBe('canary gzip bytes');
    expect(inCanary.headers['content-type']).toBe('text/html; charset=utf-8');
    const onLive = await page('/campaign/', { cookie: `hikari_vid=${live}`, 'accept-encoding': 'gzip' });
    expect(onLive.body).toBe('live gzip bytes');
  });

  it('keeps the pages folders out of reach', async () => {
    expect((await page('/canary/mfe-campaign/pages/campaign/page.html')).statusCode).toBe(404);
    expect((await page('/canary/mfe-campaign/0/campaign/page.html')).statusCode).toBe(404);
  });
});

describe("ops' preview", () => {
  const preview = `hikari_preview=${previewCookieValue(OPS_TOKEN)}`;

  it('gets the canary of a remote at 0%, whatever the bucket', async () => {
    for (const id of [visitor('mfe-option', true), visitor('mfe-option', false)]) {
      const res = await page('/option/', { cookie: `hikari_vid=${id}; ${preview}` });
      expect(res.body).toBe('<title>canary option</title>');
    }
    const campaign = await page('/campaign/', {
      cookie: `hikari_vid=${visitor('mfe-campaign', false)}; ${preview}`,
    });
    expect(campaign.body).toBe('<title>canary campaign</title>');
  });

  it('is refused with any other value, and nobody else gets a canary at 0%', async () => {
    const id = visitor('mfe-option', true);
    for (const cookie of [
      `hikari_vid=${id}; hikari_preview=${previewCookieValue('another token of 32 characters.....')}`,
      `hikari_vid=${id}; hikari_preview=${previewCookieValue(OPS_TOKEN).toUpperCase()}`,
      `hikari_vid=${id}; hikari_preview=1`,
      `hikari_vid=${id}`,
    ]) {
      expect((await page('/option/', { cookie })).body).toBe('<title>live option</title>');
    }
  });

  it('is no preview at all when the site has no ops token', async () => {
    const bare = Fastify();
    await bare.register(fastifyCookie);
    await bare.register(siteRoutes, {
      deployDir: deploy,
      publicSiteUrl: 'http://localhost',
      visitorIds: IDS,
    });
    const res = await get(await bare.listen({ port: 0, host: '127.0.0.1' }), '/option/', { cookie: preview });
    expect(res.body).toBe('<title>live option</title>');
    await bare.close();
  });
});

describe("the shell's pages", () => {
  it('are the same for everyone, with an id for a visitor who has none', async () => {
    const res = await page('/faq/', { cookie: `hikari_preview=${previewCookieValue(OPS_TOKEN)}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<title>live faq</title>');
    expect(String(res.headers['set-cookie'])).toMatch(SET_COOKIE);
    expect(String(res.headers.vary)).not.toMatch(/cookie/i);
    const again = await page('/faq/', { cookie: `hikari_vid=${visitor('shell', true)}` });
    expect(again.body).toBe('<title>live faq</title>');
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('give the 404 page an id too, but not the files, the redirects or the remotes', async () => {
    const missing = await page('/no-such-page/');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('<title>not found page</title>');
    expect(String(missing.headers['set-cookie'])).toMatch(SET_COOKIE);
    const redirect = await page('/campaign');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers['set-cookie']).toBeUndefined();
    expect((await page('/remotes/mfe-campaign/1.0.0/remoteEntry.js')).headers['set-cookie']).toBeUndefined();
    expect((await page('/favicon.ico')).headers['set-cookie']).toBeUndefined();
  });

  it("answers the shell's index, with an id, for a route without any page", async () => {
    const res = await page('/area/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<title>shell index</title>');
    expect(String(res.headers['set-cookie'])).toMatch(SET_COOKIE);
    expect(String(res.headers.vary)).toMatch(/cookie/i);
  });
});
