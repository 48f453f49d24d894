import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { randomBytes } from 'node:crypto';
import { canaryBucket } from '@hikari/shared/domain';
import { canaryDir, remotePagesDir, writePage } from './pages';
import {
  DeployError,
  activate,
  describeChange,
  promoteCanary,
  publishRemoteVersion,
  publishShellVersion,
  readCanaryPolicy,
  readManifest,
  setCanaryPercent,
  setCanaryPolicy,
  startCanary,
  targetStatus,
  withdrawCanary,
} from './releases';

let work: string;
let deploy: string;
let clock: number;
const tick = () => ({ now: new Date((clock += 60_000)) });
const REMOTE = 'mfe-campaign';

function fakeShell(build: string): void {
  const dist = path.join(work, `shell-${build}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ buildId: build }));
  publishShellVersion(deploy, dist, tick());
}

/** Releases a version whose /campaign/ page (rendered in shell `build`) says `version`. */
function release(version: string, options: { canaryPercent?: number; builds?: string[] } = {}): void {
  const dist = path.join(work, `dist-${version}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'remoteEntry.js'), `var mfe_campaign = "${version}";`);
  for (const build of options.builds ?? ['b1']) {
    // A release renders its pages into its build (tools/site/prerender.ts), kept with the version.
    writePage(path.join(dist, 'pages', build, 'campaign', 'page.html'), `<h1>${version} in ${build}</h1>`);
  }
  const { canaryPercent } = options;
  publishRemoteVersion(deploy, REMOTE, version, dist, {
    ...tick(),
    ...(canaryPercent === undefined ? {} : { canaryPercent }),
  });
}

/** The page a page server answers /campaign/ with for a visitor (the lookup the API and nginx make). */
function pageFor(visitor: string | null, preview = false): string {
  const candidates = [
    ...(preview ? [path.join(canaryDir(deploy, REMOTE), 'preview')] : []),
    ...(visitor ? [path.join(canaryDir(deploy, REMOTE), String(canaryBucket(visitor, REMOTE)))] : []),
    path.join(deploy, 'pages'),
  ].map((dir) => path.join(dir, 'campaign', 'page.html'));
  const file = candidates.find((f) => existsSync(f));
  return file ? readFileSync(file, 'utf8') : '(none)';
}

const visitors = Array.from({ length: 2000 }, () => randomBytes(16).toString('hex'));
const share = (html: string) => visitors.filter((v) => pageFor(v) === html).length / visitors.length;

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'hikari-canary-'));
  deploy = path.join(work, 'deploy');
  clock = Date.parse('2026-11-27T00:00:00Z');
  fakeShell('b1');
  release('0.1.0-r1');
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('a canary beside the live version', () => {
  test('`release --canary 10` serves the new version to about 10% of visitors, the rest stay on live', () => {
    release('0.1.0-r2', { canaryPercent: 10 });
    const manifest = readManifest(deploy).remotes[REMOTE]!;
    assert.equal(manifest.version, '0.1.0-r1');
    assert.deepEqual(manifest.canary, {
      version: '0.1.0-r2',
      entry: '/remotes/mfe-campaign/0.1.0-r2/remoteEntry.js',
      percent: 10,
      since: new Date(clock).toISOString(),
    });
    const canaryShare = share('<h1>0.1.0-r2 in b1</h1>');
    assert.ok(canaryShare > 0.08 && canaryShare < 0.12, `canary share ${canaryShare}`);
    assert.equal(canaryShare + share('<h1>0.1.0-r1 in b1</h1>'), 1);
    // Without a visitor id (the very first request of a server that sets none) the live page.
    assert.equal(pageFor(null), '<h1>0.1.0-r1 in b1</h1>');
    const status = targetStatus(deploy, REMOTE);
    assert.deepEqual(status.canary, { version: '0.1.0-r2', percent: 10, since: manifest.canary!.since });
    assert.equal(
      describeChange(REMOTE, status.history.at(-1)!),
      'キャンペーン（mfe-campaign）の 0.1.0-r2 をカナリアとして訪問者の 10% に公開（公開中は 0.1.0-r1）',
    );
  });

  test('a canary at 0% reaches nobody but ops’ preview; raising it adds visitors without swapping any', () => {
    release('0.1.0-r2', { canaryPercent: 0 });
    assert.equal(share('<h1>0.1.0-r2 in b1</h1>'), 0);
    assert.equal(pageFor(visitors[0]!, true), '<h1>0.1.0-r2 in b1</h1>');
    setCanaryPercent(deploy, REMOTE, 5, tick());
    const atFive = visitors.filter((v) => pageFor(v) === '<h1>0.1.0-r2 in b1</h1>');
    setCanaryPercent(deploy, REMOTE, 30, tick());
    for (const v of atFive) assert.equal(pageFor(v), '<h1>0.1.0-r2 in b1</h1>');
    assert.ok(share('<h1>0.1.0-r2 in b1</h1>') > 0.26);
    assert.equal(readlinkSync(path.join(canaryDir(deploy, REMOTE), '29')), 'pages');
    assert.equal(existsSync(path.join(canaryDir(deploy, REMOTE), '30')), false);
    assert.equal(targetStatus(deploy, REMOTE).history.at(-1)?.action, 'canary-percent');
  });

  test('promote makes it live for everyone through makeLive, and the canary is gone', () => {
    release('0.1.0-r2', { canaryPercent: 10 });
    promoteCanary(deploy, REMOTE, tick());
    const manifest = readManifest(deploy).remotes[REMOTE]!;
    assert.equal(manifest.version, '0.1.0-r2');
    assert.equal(manifest.canary, undefined);
    assert.equal(share('<h1>0.1.0-r2 in b1</h1>'), 1);
    assert.equal(existsSync(canaryDir(deploy, REMOTE)), false);
    const status = targetStatus(deploy, REMOTE);
    assert.equal(status.live?.version, '0.1.0-r2');
    assert.equal(status.lastKnownGood, '0.1.0-r1');
    assert.equal(status.history.at(-1)?.action, 'promote');
  });

  test('withdraw sends every visitor back to live and the version can never be loaded or made live', () => {
    release('0.1.0-r2', { canaryPercent: 50 });
    withdrawCanary(deploy, REMOTE, { ...tick(), by: 'auto' });
    const manifest = readManifest(deploy).remotes[REMOTE]!;
    assert.equal(manifest.canary, undefined);
    assert.deepEqual(manifest.withdrawn, ['0.1.0-r2']);
    assert.equal(share('<h1>0.1.0-r1 in b1</h1>'), 1);
    assert.equal(targetStatus(deploy, REMOTE).history.at(-1)?.by, 'auto');
    assert.throws(() => activate(deploy, REMOTE, '0.1.0-r2', tick()), /取り下げた版/);
    assert.throws(() => startCanary(deploy, REMOTE, '0.1.0-r2', 10, tick()), /取り下げた版/);
  });

  test('refuses what makes no sense, changing nothing', () => {
    assert.throws(() => startCanary(deploy, REMOTE, '0.1.0-r1', 10, tick()), /すでに全員に公開中/);
    assert.throws(() => setCanaryPercent(deploy, REMOTE, 10, tick()), /公開中のカナリアがありません/);
    release('0.1.0-r2', { canaryPercent: 10 });
    release('0.1.0-r3');
    // A plain release beside a canary makes r3 live and keeps the canary running.
    assert.equal(readManifest(deploy).remotes[REMOTE]?.canary?.version, '0.1.0-r2');
    assert.throws(() => startCanary(deploy, REMOTE, '0.1.0-r1', 10, tick()), /カナリア 0.1.0-r2 が公開中/);
    for (const percent of [-1, 101, 2.5]) {
      assert.throws(() => setCanaryPercent(deploy, REMOTE, percent, tick()), DeployError);
    }
    assert.equal(readManifest(deploy).remotes[REMOTE]?.canary?.percent, 10);
  });

  test('a new shell build installs the canary pages rendered inside it', () => {
    release('0.1.0-r2', { canaryPercent: 100, builds: ['b1', 'b2'] });
    writePage(
      path.join(remotePagesDir(deploy, REMOTE, '0.1.0-r1', 'b2'), 'campaign', 'page.html'),
      '<h1>0.1.0-r1 in b2</h1>',
    );
    fakeShell('b2');
    assert.equal(pageFor(visitors[0]!), '<h1>0.1.0-r2 in b2</h1>');
  });
});

describe('the canary policy', () => {
  test('keeps what ops set and refuses a setting out of its limits', () => {
    assert.equal(readCanaryPolicy(deploy).sampleRate, 1);
    setCanaryPolicy(deploy, { sampleRate: 0.1, autoPromote: true }, tick());
    assert.equal(readCanaryPolicy(deploy).sampleRate, 0.1);
    assert.equal(readManifest(deploy).canaryPolicy?.autoPromote, true);
    assert.throws(() => setCanaryPolicy(deploy, { minVisitors: 0 }, tick()), /minVisitors/);
    assert.equal(readCanaryPolicy(deploy).minVisitors, 200);
  });
});
