import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import {
  DeployError,
  listRemotes,
  publishPlan,
  publishShell,
  readManifest,
  releaseRemote,
  rollbackRemote,
} from './deploy';

let work: string;
const quiet = () => undefined;

function fakeBuild(label: string): string {
  const dist = path.join(work, `dist-${label}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'remoteEntry.js'), `var mfe_campaign = "${label}";`);
  writeFileSync(path.join(dist, 'remoteEntry.js.map'), '{}');
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
  return dist;
}

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'hikari-deploy-'));
  process.env.DEPLOY_DIR = path.join(work, 'deploy');
});

afterEach(() => {
  rmSync(work, { recursive: true, force: true });
  delete process.env.DEPLOY_DIR;
});

describe('releaseRemote', () => {
  test('publishes into a new immutable version folder and makes it live', () => {
    const first = releaseRemote('mfe-campaign', { build: false, distDir: fakeBuild('a'), log: quiet });
    const second = releaseRemote('mfe-campaign', { build: false, distDir: fakeBuild('b'), log: quiet });
    assert.notEqual(first.version, second.version);
    const manifest = readManifest();
    assert.equal(manifest.remotes['mfe-campaign']?.version, second.version);
    assert.equal(
      manifest.remotes['mfe-campaign']?.entry,
      `/remotes/mfe-campaign/${second.version}/remoteEntry.js`,
    );
    const folder = path.join(process.env.DEPLOY_DIR!, 'remotes', 'mfe-campaign');
    assert.match(readFileSync(path.join(folder, first.version, 'remoteEntry.js'), 'utf8'), /"a"/);
    assert.match(readFileSync(path.join(folder, second.version, 'remoteEntry.js'), 'utf8'), /"b"/);
    // source maps and the standalone dev page stay out of the public folder
    assert.equal(existsSync(path.join(folder, second.version, 'remoteEntry.js.map')), false);
    assert.equal(existsSync(path.join(folder, second.version, 'index.html')), false);
  });

  test('leaves the other remotes alone', () => {
    releaseRemote('mfe-option', { build: false, distDir: fakeBuild('o'), log: quiet });
    const before = readManifest().remotes['mfe-option'];
    releaseRemote('mfe-campaign', { build: false, distDir: fakeBuild('c'), log: quiet });
    assert.deepEqual(readManifest().remotes['mfe-option'], before);
  });

  test('refuses an unknown remote and a build without remoteEntry.js', () => {
    assert.throws(() => releaseRemote('mfe-nope', { build: false, log: quiet }), DeployError);
    const empty = path.join(work, 'empty');
    mkdirSync(empty);
    assert.throws(
      () => releaseRemote('mfe-area', { build: false, distDir: empty, log: quiet }),
      /remoteEntry\.js がありません/,
    );
    assert.equal(readManifest().remotes['mfe-area'], undefined);
  });
});

describe('rollbackRemote', () => {
  test('goes back to the previous version, then to a named one, rebuilding nothing', () => {
    const v1 = releaseRemote('mfe-campaign', { build: false, distDir: fakeBuild('a'), log: quiet }).version;
    const v2 = releaseRemote('mfe-campaign', { build: false, distDir: fakeBuild('b'), log: quiet }).version;
    assert.equal(rollbackRemote('mfe-campaign', undefined, quiet), v1);
    assert.equal(readManifest().remotes['mfe-campaign']?.version, v1);
    assert.equal(rollbackRemote('mfe-campaign', v2, quiet), v2);
    assert.equal(readManifest().remotes['mfe-campaign']?.version, v2);
    const status = listRemotes().find((s) => s.name === 'mfe-campaign');
    assert.deepEqual(
      status?.versions.map((r) => r.version),
      [v1, v2],
    );
    assert.equal(status?.live?.version, v2);
  });

  test('r1 live, release r2, rollback, release r3: a rollback gives r1, not r2 it was rolled away from', () => {
    const r1 = releaseRemote('mfe-option', { build: false, distDir: fakeBuild('1'), log: quiet }).version;
    releaseRemote('mfe-option', { build: false, distDir: fakeBuild('2'), log: quiet });
    assert.equal(rollbackRemote('mfe-option', undefined, quiet), r1);
    const r3 = releaseRemote('mfe-option', { build: false, distDir: fakeBuild('3'), log: quiet }).version;
    const lines: string[] = [];
    assert.equal(
      rollbackRemote('mfe-option', undefined, (line) => lines.push(line)),
      r1,
    );
    assert.equal(readManifest().remotes['mfe-option']?.version, r1);
    assert.deepEqual(lines, [`mfe-option rolled back: ${r3} -> ${r1}`]);
  });

  test('says clearly when there is nothing to roll back to', () => {
    const v1 = releaseRemote('mfe-apply', { build: false, distDir: fakeBuild('a'), log: quiet }).version;
    assert.throws(() => rollbackRemote('mfe-apply', undefined, quiet), /戻せるものがありません/);
    assert.throws(() => rollbackRemote('mfe-apply', '9.9.9-r9', quiet), /版 9\.9\.9-r9 はありません/);
    assert.equal(readManifest().remotes['mfe-apply']?.version, v1);
  });
});

describe('publishShell', () => {
  function fakeShell(buildId: string | null): string {
    const dist = path.join(work, `shell-${buildId ?? 'none'}`);
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html><script src="/main.js"></script>`);
    writeFileSync(path.join(dist, 'main.js'), `var build = "${buildId}";`);
    if (buildId) writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ buildId }));
    return dist;
  }

  test('names the published build in remotes.json, so open pages can notice a new shell', () => {
    releaseRemote('mfe-campaign', { build: false, distDir: fakeBuild('a'), log: quiet });
    publishShell(quiet, fakeShell('build-1'));
    const first = readManifest();
    assert.equal(first.shell?.build, 'build-1');
    assert.ok(first.remotes['mfe-campaign'], 'the remotes stay as they were');

    publishShell(quiet, fakeShell('build-2'));
    assert.equal(readManifest().shell?.build, 'build-2');
    assert.match(readFileSync(path.join(process.env.DEPLOY_DIR!, 'shell', 'main.js'), 'utf8'), /build-2/);
    // A remote release afterwards keeps the shell's entry.
    releaseRemote('mfe-campaign', { build: false, distDir: fakeBuild('b'), log: quiet });
    assert.equal(readManifest().shell?.build, 'build-2');
  });

  test('rolls the shell back to the build before, and forward again by name, rebuilding nothing', () => {
    publishShell(quiet, fakeShell('build-1'));
    publishShell(quiet, fakeShell('build-2'));
    const shellMain = path.join(process.env.DEPLOY_DIR!, 'shell', 'main.js');
    assert.equal(rollbackRemote('shell', undefined, quiet), 'build-1');
    assert.equal(readManifest().shell?.build, 'build-1');
    assert.match(readFileSync(shellMain, 'utf8'), /build-1/);
    assert.equal(rollbackRemote('shell', 'build-2', quiet), 'build-2');
    assert.match(readFileSync(shellMain, 'utf8'), /build-2/);
    const shell = listRemotes().find((s) => s.name === 'shell');
    assert.deepEqual(
      shell?.history.map((e) => `${e.action} ${e.version}`),
      ['release build-1', 'release build-2', 'rollback build-1', 'activate build-2'],
    );
  });

  test('refuses a shell build without an id, and leaves the live shell as it was', () => {
    publishShell(quiet, fakeShell('build-1'));
    assert.throws(() => publishShell(quiet, fakeShell(null)), DeployError);
    assert.equal(readManifest().shell?.build, 'build-1');
    assert.match(readFileSync(path.join(process.env.DEPLOY_DIR!, 'shell', 'main.js'), 'utf8'), /build-1/);
  });
});

describe('publishPlan (npm start)', () => {
  /** Releases whose recorded sources hash to the given fingerprints, oldest first. */
  function releasesWith(fingerprints: string[]): string[] {
    const versions = fingerprints.map(
      () => releaseRemote('mfe-area', { build: false, distDir: fakeBuild('x'), log: quiet }).version,
    );
    const file = path.join(process.env.DEPLOY_DIR!, 'remotes', 'mfe-area', 'releases.json');
    const records = JSON.parse(readFileSync(file, 'utf8')) as { sourceFingerprint: string }[];
    records.forEach((record, i) => (record.sourceFingerprint = fingerprints[i]!));
    writeFileSync(file, JSON.stringify(records));
    return versions;
  }

  test('releases a remote with nothing live, keeps one whose live version matches its sources', () => {
    assert.deepEqual(publishPlan('mfe-area', 'f1'), { action: 'release' });
    const [r1] = releasesWith(['f1']);
    assert.deepEqual(publishPlan('mfe-area', 'f1'), { action: 'up-to-date', live: r1 });
    assert.deepEqual(publishPlan('mfe-area', 'f2'), { action: 'release' });
  });

  test('does not undo a rollback: sources released already as the version rolled away from stay off', () => {
    const [r1, r2] = releasesWith(['f1', 'f2']);
    rollbackRemote('mfe-area', undefined, quiet);
    assert.deepEqual(publishPlan('mfe-area', 'f2'), { action: 'kept', live: r1, released: r2 });
    assert.equal(readManifest().remotes['mfe-area']?.version, r1);
  });
});
