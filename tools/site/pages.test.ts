// Prerendered pages follow what is live: a remote's release installs its
// pages, a rollback installs the old version's pages again (byte for byte,
// nothing rendered), and a shell's release installs its own pages and every
// remote's pages rendered inside its layout.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, test } from 'node:test';
import { failedPageFile, pageFile, writePage } from '@hikari/release/pages';
import { pageHtml, render } from './prerender';
import { publishRemoteVersion, publishShellVersion, rollback } from '@hikari/release/releases';

let work: string;
let deploy: string;
let clock: number;
const tick = () => ({ now: new Date((clock += 60_000)) });

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'hikari-pages-'));
  deploy = path.join(work, 'deploy');
  clock = Date.parse('2026-11-01T00:00:00Z');
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

const live = (route: string) => readFileSync(pageFile(path.join(deploy, 'pages'), route), 'utf8');

/** A shell build with its own pages (as renderShellPages leaves them in dist/pages). */
function shellBuild(build: string, label: string): string {
  const dist = path.join(work, `shell-${build}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>');
  writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ buildId: build }));
  for (const route of ['/', '/faq/', '/_404/', '/_500/']) {
    writePage(pageFile(path.join(dist, 'pages'), route), `<p>${label} ${route}</p>`);
  }
  return dist;
}

/** A remote build with its pages rendered inside one shell build's layout (as renderRemotePages leaves them). */
function campaignBuild(version: string, shell: string): string {
  const dist = path.join(work, `campaign-${version}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'remoteEntry.js'), `var mfe_campaign = "${version}";`);
  writePage(
    pageFile(path.join(dist, 'pages', shell), '/campaign/'),
    `<p>campaign ${version} in ${shell}</p>`,
  );
  return dist;
}

test('a release installs its pages; a rollback installs the old ones again, byte for byte', () => {
  publishShellVersion(deploy, shellBuild('s1', 'shell one'), tick());
  assert.equal(live('/faq/'), '<p>shell one /faq/</p>');
  assert.equal(live('/_404/'), '<p>shell one /_404/</p>');

  publishRemoteVersion(deploy, 'mfe-campaign', '0.1.0-r1', campaignBuild('0.1.0-r1', 's1'), tick());
  const first = live('/campaign/');
  assert.equal(first, '<p>campaign 0.1.0-r1 in s1</p>');

  publishRemoteVersion(deploy, 'mfe-campaign', '0.1.0-r2', campaignBuild('0.1.0-r2', 's1'), tick());
  assert.equal(live('/campaign/'), '<p>campaign 0.1.0-r2 in s1</p>');

  rollback(deploy, 'mfe-campaign', tick());
  assert.equal(live('/campaign/'), first);
  // The compressed copy follows the page, so no browser gets the newer one.
  const gz = readFileSync(`${pageFile(path.join(deploy, 'pages'), '/campaign/')}.gz`);
  assert.equal(gunzipSync(new Uint8Array(gz)).toString('utf8'), first);
});

test("a shell's release installs every remote's pages rendered inside its layout", () => {
  publishShellVersion(deploy, shellBuild('s1', 'shell one'), tick());
  publishRemoteVersion(deploy, 'mfe-campaign', '0.1.0-r1', campaignBuild('0.1.0-r1', 's1'), tick());
  // What renderShellPages leaves for a new shell build: the live version's pages inside its layout.
  writePage(
    pageFile(path.join(deploy, 'remotes/mfe-campaign/0.1.0-r1/pages/s2'), '/campaign/'),
    '<p>campaign 0.1.0-r1 in s2</p>',
  );
  publishShellVersion(deploy, shellBuild('s2', 'shell two'), tick());
  assert.equal(live('/faq/'), '<p>shell two /faq/</p>');
  assert.equal(live('/campaign/'), '<p>campaign 0.1.0-r1 in s2</p>');

  // Back to the first shell: its pages, and the remote's pages inside its layout, nothing rendered.
  rollback(deploy, 'shell', tick());
  assert.equal(live('/faq/'), '<p>shell one /faq/</p>');
  assert.equal(live('/campaign/'), '<p>campaign 0.1.0-r1 in s1</p>');
});

test('a version without pages for the live shell leaves its routes to the browser, not stale HTML', () => {
  publishShellVersion(deploy, shellBuild('s1', 'shell one'), tick());
  publishRemoteVersion(deploy, 'mfe-campaign', '0.1.0-r1', campaignBuild('0.1.0-r1', 's1'), tick());
  publishRemoteVersion(
    deploy,
    'mfe-campaign',
    '0.1.0-r2',
    campaignBuild('0.1.0-r2', 'another-shell'),
    tick(),
  );
  assert.equal(existsSync(pageFile(path.join(deploy, 'pages'), '/campaign/')), false);
});

test('the page template gets the title, robots, the render instant and headline, stylesheet and hints, its start script unchanged', () => {
  const start =
    '<script data-main="/main.1.js">(()=>{const e=document.currentScript;e&&e.remove()})();</script>';
  const template =
    '<html><head><meta name="robots" content="index,follow" /><title>x</title>' +
    `</head><body><div id="root"></div>${start}</body></html>`;
  const html = pageHtml(template, {
    markup: '<main><h1>見出し</h1></main>',
    title: 'よくあるご質問 | 東海ひかりネット',
    noindex: true,
    at: '2026-11-25T00:00:00.000Z',
    headline: '2d99ceb4d2bfe02e 105000',
    preload: ['/remotes/mfe-campaign/0.1.0-r1/remoteEntry.js', '/vendors-react-dom.1.js'],
    scripts: true,
    stylesheets: ['/site.1.css'],
  });
  assert.match(html, /<title>よくあるご質問 \| 東海ひかりネット<\/title>/);
  assert.match(html, /<meta name="robots" content="noindex,nofollow" \/>/);
  assert.match(html, /<meta name="hikari-rendered-at" content="2026-11-25T00:00:00.000Z" \/>/);
  // The banner's figure, so that the browser does not search it again for the same offer and moment.
  assert.match(html, /<meta name="hikari-rendered-headline" content="2d99ceb4d2bfe02e 105000" \/>/);
  assert.match(html, /<link rel="stylesheet" href="\/site.1.css" \/>/);
  // Named for the start script, which preloads them after the first paint; no hint of its own.
  assert.match(
    html,
    /<meta name="hikari-hydration-scripts" content="\/remotes\/mfe-campaign\/0.1.0-r1\/remoteEntry.js \/vendors-react-dom.1.js" \/>/,
  );
  assert.doesNotMatch(html, /rel="preload"/);
  assert.match(html, /<div id="root"><main><h1>見出し<\/h1><\/main><\/div>/);
  // Byte for byte: the Content-Security-Policy allows it by its hash.
  assert.ok(html.includes(start));
  assert.equal(html.match(/<script\b/g)?.length, 1);

  const errorPage = pageHtml(template, {
    markup: '<main><h1>エラーが発生しました。</h1></main>',
    title: 'エラー',
    noindex: true,
    at: '2026-11-25T00:00:00.000Z',
    preload: [],
    scripts: false,
    stylesheets: [],
  });
  assert.doesNotMatch(errorPage, /<script/, 'the 500 page is static');
  assert.doesNotMatch(errorPage, /hikari-hydration-scripts/);
  assert.doesNotMatch(errorPage, /hikari-rendered-headline/, 'no banner searched: no headline');
});

test('a page that fails to prerender gets the generic error page instead, and the others theirs', () => {
  const shellDir = path.join(work, 'fake-shell');
  mkdirSync(path.join(shellDir, 'ssr'), { recursive: true });
  writeFileSync(
    path.join(shellDir, 'index.html'),
    '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  // A shell Node build whose /faq/ throws while rendering.
  writeFileSync(
    path.join(shellDir, 'ssr', 'ssr.js'),
    `exports.requireShared = () => ({});
exports.renderPage = async (url, options) => {
  if (options.failed) return { markup: '<h1>エラーが発生しました。</h1>', status: 500 };
  if (url === '/faq/') throw new Error('window is not defined');
  return { markup: '<h1>' + url + '</h1>', status: 200 };
};`,
  );
  const outDir = path.join(work, 'out');
  render({ shellDir, remotes: {}, routes: ['/', '/faq/'], outDir, at: '2026-11-25T00:00:00.000Z' });
  assert.match(readFileSync(pageFile(outDir, '/'), 'utf8'), /<div id="root"><h1>\/<\/h1><\/div>/);
  assert.equal(existsSync(pageFile(outDir, '/faq/')), false);
  const failed = readFileSync(failedPageFile(outDir, '/faq/'), 'utf8');
  assert.match(failed, /エラーが発生しました。/);
  assert.doesNotMatch(failed, /<script/);
});
