// Publishing the ops console: deploy/ops/ gets the new build whole (page,
// hashed files, compressed copies), keeps the previous hashed files for a
// page still open on them, and never takes source maps.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { publishOps, PublishOpsError } from './publish-ops';

const work = mkdtempSync(path.join(tmpdir(), 'hikari-publish-ops-'));
after(() => rmSync(work, { recursive: true, force: true }));
const quiet = () => undefined;

function build(name: string, hash: string): string {
  const dist = path.join(work, name);
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>運用コンソール</title><script defer src="/ops/assets/main.${hash}.js"></script>${' '.repeat(200)}`,
  );
  writeFileSync(
    path.join(dist, 'assets', `main.${hash}.js`),
    `console.log(${JSON.stringify('x'.repeat(500))})`,
  );
  writeFileSync(path.join(dist, 'assets', `main.${hash}.js.map`), '{}');
  return dist;
}

/** Publishes build `name` into deploy/ and checks the page, and its compressed copy, name main.<hash>.js. */
function publishBuild(deploy: string, name: string, hash: string): void {
  publishOps(deploy, quiet, build(name, hash));
  const index = path.join(deploy, 'ops', 'index.html');
  const entry = new RegExp(`main\\.${hash}\\.js`);
  assert.match(readFileSync(index, 'utf8'), entry);
  // The compressed page is the new one too, not the copy of an earlier build.
  assert.match(gunzipSync(new Uint8Array(readFileSync(`${index}.gz`))).toString('utf8'), entry);
}

test('publishes the console into deploy/ops with compressed copies and without source maps', () => {
  const deploy = path.join(work, 'deploy');
  publishBuild(deploy, 'dist-1', '0123abcd');
  assert.ok(existsSync(path.join(deploy, 'ops', 'assets', 'main.0123abcd.js.br')));
  assert.equal(existsSync(path.join(deploy, 'ops', 'assets', 'main.0123abcd.js.map')), false);
});

test('a new build replaces the page and keeps the previous hashed files', () => {
  const deploy = path.join(work, 'deploy');
  publishBuild(deploy, 'dist-2', '89abcdef');
  assert.ok(
    existsSync(path.join(deploy, 'ops', 'assets', 'main.0123abcd.js')),
    'an open page still finds its file',
  );
  assert.equal(existsSync(path.join(deploy, 'ops.staging')), false);
});

test('refuses a folder without a built console, changing nothing', () => {
  const deploy = path.join(work, 'deploy');
  const empty = path.join(work, 'empty');
  mkdirSync(empty, { recursive: true });
  assert.throws(() => publishOps(deploy, quiet, empty), PublishOpsError);
  assert.match(readFileSync(path.join(deploy, 'ops', 'index.html'), 'utf8'), /main\.89abcdef\.js/);
});
