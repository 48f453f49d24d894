// nginx's choice of a remote's canary page (issue 19), with a real nginx on
// the rendered configuration over a deploy folder holding a live page and a
// canary at 10% (bucket symlinks 0..9): for any visitor id nginx answers the
// canary exactly when canaryBucket (the browser's and the API's choice) puts
// the id in it, a first visit gets an id whose bucket matches the page it got,
// ops' preview cookie gets a canary at 0%, and page answers keep every
// security header.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { canaryBucket } from '@hikari/shared/domain';
import { previewCookieValue } from '@hikari/release/canary-preview';
import { SECURITY_HEADERS, baseDeploy, nginxSkip, startNginx, type NginxUnderTest } from './nginx-under-test';

const OPS_TOKEN = 'fleet-test-ops-token-0123456789abcdef';
const PERCENT = 10;

let work: string;
let deploy: string;
let server: NginxUnderTest | undefined;
let url: string;

/** deploy/canary/<remote>/<name> -> pages, relative, as the releases make them. */
function link(remote: string, name: string) {
  symlinkSync('pages', path.join(deploy, 'canary', remote, name));
}

const visitorId = () => randomBytes(16).toString('hex');

const page = (p: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${p}`, { headers, redirect: 'manual' });

/** Which campaign page an answer is. */
async function campaignOf(res: Response): Promise<'canary' | 'live'> {
  const body = await res.text();
  if (body === '<title>canary campaign</title>') return 'canary';
  if (body === '<title>live campaign</title>') return 'live';
  throw new Error(`neither page: ${res.status} ${body.slice(0, 200)}`);
}

const SET_COOKIE = /^hikari_vid=([0-9a-f]{32}); Path=\/; Max-Age=31536000; SameSite=Lax$/;

describe('nginx serves a canary to the visitors canaryBucket puts in it', { skip: nginxSkip }, () => {
  before(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'hikari-canary-nginx-'));
    const { dir, write } = baseDeploy(work, 'live faq');
    deploy = dir;
    // mfe-campaign: live page, and a canary at 10% (with a precompressed copy).
    write('pages/campaign/page.html', '<title>live campaign</title>');
    write('canary/mfe-campaign/pages/campaign/page.html', '<title>canary campaign</title>');
    write(
      'canary/mfe-campaign/pages/campaign/page.html.gz',
      new Uint8Array(gzipSync('<title>canary campaign</title>')),
    );
    for (let bucket = 0; bucket < PERCENT; bucket++) link('mfe-campaign', String(bucket));
    link('mfe-campaign', 'preview');
    // mfe-option: a canary at 0%, for ops' preview only.
    write('pages/option/page.html', '<title>live option</title>');
    write('canary/mfe-option/pages/option/page.html', '<title>canary option</title>');
    link('mfe-option', 'preview');
    // mfe-area: a route whose page failed to prerender.
    write('pages/area/error.html', '<title>error page</title>');

    server = await startNginx(work, {
      deployDir: deploy,
      // Never reached: these tests ask for pages only.
      upstreams: ['127.0.0.1:9'],
      opsToken: OPS_TOKEN,
    });
    url = server.url;
  });

  after(async () => {
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('answers the canary to exactly the 1,000 random visitors whose bucket is below 10', async () => {
    // Half of them in the API's signed form ("<id>.<signature>"), split over the whole value.
    const ids = Array.from({ length: 1000 }, (_, i) =>
      i % 2 === 0 ? visitorId() : `${visitorId()}.${visitorId()}`,
    );
    const mismatches: string[] = [];
    let canary = 0;
    // A few requests at a time: the machine is shared.
    for (let start = 0; start < ids.length; start += 10) {
      await Promise.all(
        ids.slice(start, start + 10).map(async (id) => {
          const res = await page('/campaign/', { cookie: `hikari_vid=${id}` });
          assert.equal(res.status, 200);
          assert.equal(res.headers.get('set-cookie'), null, 'a visitor with an id gets no new one');
          const got = await campaignOf(res);
          const expected = canaryBucket(id, 'mfe-campaign') < PERCENT ? 'canary' : 'live';
          if (got !== expected) mismatches.push(`${id}: ${got}, expected ${expected}`);
          if (got === 'canary') canary += 1;
        }),
      );
    }
    assert.deepEqual(mismatches, []);
    // About 10% (binomial, 1,000 draws: far outside 40..160 means a broken split).
    assert.ok(canary > 40 && canary < 160, `${canary} visitors on the canary`);
  });

  test('gives a first visit an id whose bucket matches the page it got, then keeps to it', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await page('/campaign/');
      const id = SET_COOKIE.exec(res.headers.get('set-cookie') ?? '')?.[1];
      assert.ok(id, `Set-Cookie: ${res.headers.get('set-cookie')}`);
      const expected = canaryBucket(id, 'mfe-campaign') < PERCENT ? 'canary' : 'live';
      assert.equal(await campaignOf(res), expected);
      const again = await page('/campaign/', { cookie: `hikari_vid=${id}` });
      assert.equal(await campaignOf(again), expected);
    }
    // An id that is not one is replaced.
    for (const bad of ['ABCDEF0123456789ABCDEF0123456789', 'short', `${visitorId()}.short`]) {
      const res = await page('/campaign/', { cookie: `hikari_vid=${bad}` });
      assert.match(res.headers.get('set-cookie') ?? '', SET_COOKIE);
      await res.arrayBuffer();
    }
  });

  test("sends the canary's precompressed copy through the bucket's symlink", async () => {
    let id = visitorId();
    while (canaryBucket(id, 'mfe-campaign') >= PERCENT) id = visitorId();
    const res = await page('/campaign/', { cookie: `hikari_vid=${id}`, 'accept-encoding': 'gzip' });
    assert.equal(res.headers.get('content-encoding'), 'gzip');
    assert.equal(await campaignOf(res), 'canary');
  });

  test("gets a remote's canary at 0% with ops' preview cookie only", async () => {
    const preview = `hikari_preview=${previewCookieValue(OPS_TOKEN)}`;
    for (let i = 0; i < 20; i++) {
      const id = visitorId();
      const withPreview = await page('/option/', { cookie: `hikari_vid=${id}; ${preview}` });
      assert.equal(await withPreview.text(), '<title>canary option</title>');
      const without = await page('/option/', { cookie: `hikari_vid=${id}` });
      assert.equal(await without.text(), '<title>live option</title>');
    }
    for (const wrong of [
      previewCookieValue('another-token-0123456789abcdef012345'),
      previewCookieValue(OPS_TOKEN).toUpperCase(),
      `${previewCookieValue(OPS_TOKEN)}0`,
      'preview',
    ]) {
      const res = await page('/option/', { cookie: `hikari_preview=${wrong}` });
      assert.equal(await res.text(), '<title>live option</title>', wrong);
    }
    const shell = await page('/faq/', { cookie: preview });
    assert.equal(await shell.text(), '<title>live faq</title>');
  });

  test('keeps every security header and no-cache on page answers, with the id and Vary', async () => {
    const id = visitorId();
    const answers: [string, Response, number, boolean][] = [
      ['remote route, known visitor', await page('/campaign/', { cookie: `hikari_vid=${id}` }), 200, false],
      ['remote route, first visit', await page('/campaign/'), 200, true],
      [
        'preview',
        await page('/option/', { cookie: `hikari_preview=${previewCookieValue(OPS_TOKEN)}` }),
        200,
        true,
      ],
      ['shell route', await page('/faq/'), 200, true],
      ['404 page', await page('/no-such-page/'), 404, true],
      ['failed page', await page('/area/'), 500, true],
    ];
    for (const [what, res, status, newId] of answers) {
      assert.equal(res.status, status, what);
      for (const header of SECURITY_HEADERS) assert.ok(res.headers.get(header), `${what}: ${header}`);
      assert.equal(res.headers.get('cache-control'), 'no-cache', what);
      if (newId) assert.match(res.headers.get('set-cookie') ?? '', SET_COOKIE, what);
      else assert.equal(res.headers.get('set-cookie'), null, what);
      await res.arrayBuffer();
    }
    const vary = (res: Response) => (res.headers.get('vary') ?? '').toLowerCase();
    assert.match(vary(answers[0]![1]), /cookie/);
    assert.match(vary(answers[2]![1]), /cookie/);
    assert.match(vary(answers[5]![1]), /cookie/);
    assert.doesNotMatch(vary(answers[3]![1]), /cookie/);
    assert.doesNotMatch(vary(answers[4]![1]), /cookie/);
    assert.equal(await (await page('/no-such-page/')).text(), '<title>not found page</title>');
  });

  test('redirects to the trailing slash before any page, with no id', async () => {
    const res = await page('/campaign?x=1');
    assert.equal(res.status, 301);
    assert.match(res.headers.get('location') ?? '', /\/campaign\/\?x=1$/);
    assert.equal(res.headers.get('set-cookie'), null);
    for (const header of SECURITY_HEADERS) assert.ok(res.headers.get(header), header);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
  });

  test('never serves the canary folders directly', async () => {
    for (const p of [
      '/canary/mfe-campaign/pages/campaign/page.html',
      '/canary/mfe-campaign/0/campaign/page.html',
      '/canary/mfe-option/preview/option/page.html',
      '/canary/mfe-campaign/0/campaign/',
    ]) {
      const res = await page(p);
      assert.equal(res.status, 404, p);
      assert.doesNotMatch(await res.text(), /canary/, p);
    }
  });
});
