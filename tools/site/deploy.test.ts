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
import { routesOf } from './prerender';

let work: string;
const quiet = () => undefined;

/** The react singleton as a build asks for it (its mf-manifest.json) and a shell provides it (build.json). */
const react = (requiredVersion: string) => ({ name: 'react', version: '', requiredVersion, singleton: true });

function fakeBuild(label: string, shared: object[] = [react('^19.0.0')]): string {
  const dist = path.join(work, `dist-${label}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'remoteEntry.js'), `var mfe_campaign = "${label}";`);
  writeFileSync(path.join(dist, 'remoteEntry.js.map'), '{}');
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ shared, exposes: [] }));
  return dist;
}

/** A shell build as its webpack build leaves it: page template, entry and build.json with its singletons. */
function fakeShell(buildId: string | null, shared: Record<string, string> = { react: '19.3.1' }): string {
  const dist = path.join(work, `shell-${buildId ?? 'none'}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><script src="/main.js"></script>`);
  writeFileSync(path.join(dist, 'main.js'), `var build = "${buildId}";`);
  if (buildId) writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ buildId, shared }));
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
      /ビルドが失敗したか実行されていません/,
    );
    assert.equal(readManifest().remotes['mfe-area'], undefined);
  });
});

describe('the contract with the live shell', () => {
  const deploy = () => process.env.DEPLOY_DIR!;
  const nothingChanged = (remote: string) => {
    assert.equal(readManifest().remotes[remote as 'mfe-campaign'], undefined);
    assert.equal(existsSync(path.join(deploy(), 'remotes', remote)), false);
  };

  test('refuses a build that needs a React major the live shell does not share, naming it; nothing changes', () => {
    publishShell(quiet, fakeShell('build-1'));
    const build = fakeBuild('react20', [
      react('^20.0.0'),
      { name: 'yup', requiredVersion: '^1.7.1', singleton: true },
    ]);
    assert.throws(
      () => releaseRemote('mfe-campaign', { build: false, distDir: build, log: quiet }),
      (error: Error) =>
        error instanceof DeployError &&
        /mfe-campaign 0\.1\.0-r1 は公開しません/.test(error.message) &&
        error.message.includes('react：^20.0.0 が必要ですが、公開中のシェルが共有するのは 19.3.1 です') &&
        error.message.includes('yup（^1.7.1）：公開中のシェルはこのパッケージを共有していません'),
    );
    nothingChanged('mfe-campaign');
    // The same remote built for the shell's React goes live, as the next version number but one.
    releaseRemote('mfe-campaign', { build: false, distDir: fakeBuild('react19'), log: quiet });
    assert.equal(readManifest().remotes['mfe-campaign']?.version, '0.1.0-r1');
  });

  test("refuses a build whose ./routes does not match the route table's routes for it, naming each", () => {
    publishShell(quiet, fakeShell('build-1'));
    // The live shell's Node build gives the remote's its singletons; this remote needs none.
    const ssr = path.join(deploy(), 'shell-versions', 'build-1', 'ssr');
    mkdirSync(ssr, { recursive: true });
    writeFileSync(
      path.join(ssr, 'ssr.js'),
      'exports.requireShared = (request) => { throw new Error(request); };',
    );
    const build = fakeBuild('routes');
    mkdirSync(path.join(build, 'ssr'));
    // Every page of mfe-campaign but /campaign/, plus one the table gives nobody.
    writeFileSync(
      path.join(build, 'ssr', 'ssr.js'),
      `const owned = ${JSON.stringify(routesOf('mfe-campaign').filter((route) => route !== '/campaign/'))};
       exports.exposes = { './routes': async () => ({ pages: Object.fromEntries([...owned, '/campaign/extra/'].map((p) => [p, null])) }) };`,
    );
    assert.throws(
      () => releaseRemote('mfe-campaign', { build: false, distDir: build, log: quiet }),
      (error: Error) =>
        error.message.includes(
          '/campaign/：ルート表ではこのリモートのページですが、ビルドの ./routes にありません',
        ) &&
        error.message.includes(
          '/campaign/extra/：ビルドの ./routes にありますが、ルート表ではこのリモートのページではありません',
        ),
    );
    nothingChanged('mfe-campaign');
  });

  test('refuses a shell build that no longer shares what a live remote requires, naming both', () => {
    publishShell(quiet, fakeShell('build-1'));
    releaseRemote('mfe-option', { build: false, distDir: fakeBuild('o'), log: quiet });
    assert.throws(
      () => publishShell(quiet, fakeShell('build-2', { react: '20.0.0' })),
      (error: Error) =>
        error instanceof DeployError &&
        error.message.includes(
          'mfe-option：react：^19.0.0 が必要ですが、このシェルが共有するのは 20.0.0 です',
        ),
    );
    assert.equal(readManifest().shell?.build, 'build-1');
  });

  test('refuses a build without mf-manifest.json', () => {
    const build = fakeBuild('no-manifest');
    rmSync(path.join(build, 'mf-manifest.json'));
    assert.throws(
      () => releaseRemote('mfe-area', { build: false, distDir: build, log: quiet }),
      /mf-manifest\.json がありません/,
    );
    nothingChanged('mfe-area');
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

  test('the live build published again (a second npm start) draws no page, changes nothing and says so', () => {
    const dist = fakeShell('build-1');
    publishShell(quiet, dist);
    const manifest = readFileSync(path.join(process.env.DEPLOY_DIR!, 'remotes.json'), 'utf8');
    // A renderer that fails if it is asked to draw the pages again.
    mkdirSync(path.join(dist, 'ssr'));
    writeFileSync(path.join(dist, 'ssr', 'ssr.js'), 'throw new Error("drawn again");');
    const lines: string[] = [];
    publishShell((line) => lines.push(line), dist);
    assert.deepEqual(lines, ['shell build-1 is live already']);
    assert.equal(readFileSync(path.join(process.env.DEPLOY_DIR!, 'remotes.json'), 'utf8'), manifest);
    const shell = listRemotes().find((s) => s.name === 'shell');
    assert.deepEqual(
      shell?.history.map((e) => `${e.action} ${e.version}`),
      ['release build-1'],
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
