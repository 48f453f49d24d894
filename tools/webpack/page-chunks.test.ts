// The shell's page chunks are named after their routes in shell-pages.ts, and
// the prerenderer finds a route's page scripts by that name: the two must agree.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { paths, routeTable } from '@hikari/shared/domain';
import {
  ON_DEMAND_GROUP,
  PAGE_CHUNKS_FILE,
  afterPageScripts,
  isPageChunkFile,
  onDemandScripts,
  shellPageChunkName,
  shellPageScripts,
} from './page-chunks';

const SHELL_PAGES = path.resolve(__dirname, '../../shell/src/pages/shell-pages.ts');
const ENTRY = /\[paths\.(\w+)\]:\s*lazy\(\s*\(\)\s*=>\s*import\(\s*\/\* webpackChunkName: "([^"]+)" \*\//g;

test('a page chunk is named after its route', () => {
  assert.equal(shellPageChunkName('/'), 'page-top');
  assert.equal(shellPageChunkName('/faq/'), 'page-faq');
  assert.equal(shellPageChunkName('/service/construction/home/'), 'page-service-construction-home');
  assert.ok(isPageChunkFile('page-faq.0123abcd.js'));
  assert.ok(!isPageChunkFile('vendors-node_modules_react-dom_client_js.0123abcd.js'));
});

test('every page of shell-pages.ts names its chunk after its route, and every one is a shell route', () => {
  const source = readFileSync(SHELL_PAGES, 'utf8');
  const entries = [...source.matchAll(ENTRY)];
  const lazyPages = source.match(/lazy\(/g)?.length ?? 0;
  assert.equal(entries.length, lazyPages, 'every lazy page has a webpackChunkName');
  assert.ok(entries.length >= 10, 'the scan finds the pages');
  const byPath = paths as Record<string, string>;
  for (const [, key, chunkName] of entries) {
    const routePath = byPath[key];
    assert.ok(routePath, `paths.${key} exists`);
    assert.equal(chunkName, shellPageChunkName(routePath), `the chunk of paths.${key}`);
    assert.equal(
      routeTable.find((route) => route.path === routePath)?.owner,
      'shell',
      `${routePath} is the shell's`,
    );
  }
});

test("a shell route's page scripts come from the build's page-chunks.json", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-chunks-'));
  assert.deepEqual(shellPageScripts(dir, '/faq/'), [], 'no manifest: nothing named');
  writeFileSync(
    path.join(dir, PAGE_CHUNKS_FILE),
    JSON.stringify({ 'page-faq': ['/page-faq.0123abcd.js', '/src_pages_faq_x.4567abcd.js'] }),
  );
  assert.deepEqual(shellPageScripts(dir, '/faq/'), ['/page-faq.0123abcd.js', '/src_pages_faq_x.4567abcd.js']);
  assert.deepEqual(shellPageScripts(dir, '/company/'), []);
});

test('what the shell loads after its page comes from the same file: every AFTER_PAGE chunk, with its libraries', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-chunks-'));
  assert.deepEqual(afterPageScripts(dir), [], 'no manifest: nothing');
  writeFileSync(
    path.join(dir, PAGE_CHUNKS_FILE),
    JSON.stringify({
      'page-faq': ['/page-faq.0123abcd.js'],
      rum: ['/rum.89abcdef.js'],
      realtime: ['/realtime.01234567.js', '/vendors-node_modules_graphql-ws_dist_client_js.76543210.js'],
    }),
  );
  assert.deepEqual(afterPageScripts(dir), [
    '/realtime.01234567.js',
    '/rum.89abcdef.js',
    '/vendors-node_modules_graphql-ws_dist_client_js.76543210.js',
  ]);
});

test('what a page loads only when it calls the API (RTK Query) comes from the same file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-chunks-'));
  assert.deepEqual(onDemandScripts(dir), [], 'no manifest: nothing');
  writeFileSync(
    path.join(dir, PAGE_CHUNKS_FILE),
    JSON.stringify({
      'page-top': ['/page-top.0123abcd.js'],
      rum: ['/rum.89abcdef.js'],
      [ON_DEMAND_GROUP]: ['/lib-query.01234567.js', '/shared_src_api_index_ts-_8b140.76543210.js'],
    }),
  );
  assert.deepEqual(onDemandScripts(dir), [
    '/lib-query.01234567.js',
    '/shared_src_api_index_ts-_8b140.76543210.js',
  ]);
  assert.deepEqual(afterPageScripts(dir), ['/rum.89abcdef.js']);
});
