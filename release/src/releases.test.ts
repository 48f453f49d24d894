import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, test } from 'node:test';
import {
  DeployError,
  activate,
  liveHistoryAuditEntries,
  onLive,
  promoteCanary,
  publishRemoteVersion,
  publishShellVersion,
  readManifest,
  readHistory,
  rollback,
  setCanaryPercent,
  startCanary,
  targetStatus,
  withLock,
  withdraw,
  withdrawCanary,
  type ChangePerson,
  type LiveChange,
} from './releases';

let work: string;
let deploy: string;
let clock: number;
/** Every change one minute after the one before, so the history has an order to read. */
const tick = () => ({ now: new Date((clock += 60_000)) });

function fakeRemoteBuild(label: string): string {
  const dist = path.join(work, `dist-${label}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'remoteEntry.js'), `var mfe_option = "${label}";`);
  return dist;
}

let releases = 0;
function release(remote: 'mfe-option' | 'mfe-campaign' = 'mfe-option'): string {
  releases += 1;
  const version = `0.1.0-r${releases}`;
  publishRemoteVersion(deploy, remote, version, fakeRemoteBuild(version), tick());
  return version;
}

const live = (name: 'mfe-option' | 'shell' = 'mfe-option') => targetStatus(deploy, name).live?.version;

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'hikari-releases-'));
  deploy = path.join(work, 'deploy');
  clock = Date.parse('2026-11-20T00:00:00Z');
  releases = 0;
});

afterEach(() => {
  rmSync(work, { recursive: true, force: true });
  onLive.length = 0;
});

describe('rollback', () => {
  test('returns to the version live before the current one, never to one rolled away from', () => {
    const r1 = release();
    const r2 = release();
    rollback(deploy, 'mfe-option', tick());
    assert.equal(live(), r1);
    const r3 = release();
    // Release order would give r2, the version ops rolled away from.
    rollback(deploy, 'mfe-option', tick());
    assert.equal(live(), r1);
    assert.equal(readManifest(deploy).remotes['mfe-option']?.version, r1);

    const versions = targetStatus(deploy, 'mfe-option').versions;
    const marked = versions.filter((v) => v.rolledAwayAt !== null).map((v) => v.version);
    assert.deepEqual(marked, [r2, r3]);
    // Nothing good is left behind r1: a plain rollback refuses and changes nothing.
    assert.throws(() => rollback(deploy, 'mfe-option', tick()), /戻せるものがありません/);
    assert.equal(live(), r1);
    // A version rolled away from is still there when named, and loses its mark.
    activate(deploy, 'mfe-option', r2, tick());
    assert.equal(live(), r2);
    const r2Status = targetStatus(deploy, 'mfe-option').versions.find((v) => v.version === r2);
    assert.equal(r2Status?.rolledAwayAt, null);
  });

  test('keeps the live history with time, action, version, the version before and who', () => {
    const r1 = release();
    const r2 = release();
    rollback(deploy, 'mfe-option', { by: 'console', now: new Date(clock + 1000) });
    const history = targetStatus(deploy, 'mfe-option').history;
    assert.deepEqual(
      history.map((e) => [e.action, e.version, e.from, e.by]),
      [
        ['release', r1, null, 'cli'],
        ['release', r2, r1, 'cli'],
        ['rollback', r1, r2, 'console'],
      ],
    );
    const saved = JSON.parse(
      readFileSync(path.join(deploy, 'remotes', 'mfe-option', 'history.json'), 'utf8'),
    ) as unknown[];
    assert.equal(saved.length, 3);
    assert.equal(targetStatus(deploy, 'mfe-option').live?.since, history[2]!.at);
  });

  test('a named older version counts as a rollback (marks the one left), a newer one as a roll forward', () => {
    const r1 = release();
    const r2 = release();
    const r3 = release();
    activate(deploy, 'mfe-option', r1, tick());
    let status = targetStatus(deploy, 'mfe-option');
    assert.equal(status.history.at(-1)?.action, 'rollback');
    assert.ok(status.versions.find((v) => v.version === r3)?.rolledAwayAt);
    activate(deploy, 'mfe-option', r2, tick());
    status = targetStatus(deploy, 'mfe-option');
    assert.equal(status.history.at(-1)?.action, 'activate');
    assert.equal(status.versions.find((v) => v.version === r1)?.rolledAwayAt, null);
    // Back from r2 goes to r1 (live before it), not to r3 (rolled away from).
    rollback(deploy, 'mfe-option', tick());
    assert.equal(live(), r1);
  });

  test('refuses an unknown remote, an unknown version and the live one, changing nothing', () => {
    const r1 = release();
    const before = readFileSync(path.join(deploy, 'remotes.json'), 'utf8');
    assert.throws(() => rollback(deploy, 'mfe-nope', tick()), DeployError);
    assert.throws(() => activate(deploy, 'mfe-option', '9.9.9-r9', tick()), /9\.9\.9-r9 はありません/);
    assert.throws(() => activate(deploy, 'mfe-option', r1, tick()), /すでに公開中/);
    assert.equal(readFileSync(path.join(deploy, 'remotes.json'), 'utf8'), before);
    assert.equal(targetStatus(deploy, 'mfe-option').history.length, 1);
  });

  test('does not go to a version whose files are gone', () => {
    const r1 = release();
    const r2 = release();
    const r3 = release();
    rmSync(path.join(deploy, 'remotes', 'mfe-option', r2), { recursive: true });
    rollback(deploy, 'mfe-option', tick());
    assert.equal(live(), r1);
    assert.notEqual(live(), r3);
  });

  test('a deploy folder from before the history: previous release taken from releases.json', () => {
    const r1 = release();
    release();
    rmSync(path.join(deploy, 'remotes', 'mfe-option', 'history.json'));
    rollback(deploy, 'mfe-option', tick());
    assert.equal(live(), r1);
    assert.deepEqual(
      targetStatus(deploy, 'mfe-option').history.map((e) => e.action),
      ['release', 'release', 'rollback'],
    );
  });

  test('one change at a time: a change while another holds the lock is refused', () => {
    release();
    release();
    withLock(deploy, () => {
      // The same process nests; another one is told to wait (simulated by a foreign live pid).
      assert.doesNotThrow(() => targetStatus(deploy, 'mfe-option'));
    });
    writeFileSync(path.join(deploy, '.lock'), String(process.ppid));
    assert.throws(
      () => rollback(deploy, 'mfe-option', tick()),
      (error: unknown) => error instanceof DeployError && error.reason === 'locked',
    );
    // A lock left by a process that is gone is taken over.
    writeFileSync(path.join(deploy, '.lock'), '999999999');
    rollback(deploy, 'mfe-option', tick());
    assert.equal(existsSync(path.join(deploy, '.lock')), false);
  });
});

describe('lastKnownGood in remotes.json', () => {
  test('names the version a plain rollback would go to, with its entry', () => {
    const r1 = release();
    assert.equal(readManifest(deploy).remotes['mfe-option']?.lastKnownGood, undefined);
    const r2 = release();
    assert.deepEqual(readManifest(deploy).remotes['mfe-option'], {
      version: r2,
      entry: `/remotes/mfe-option/${r2}/remoteEntry.js`,
      lastKnownGood: { version: r1, entry: `/remotes/mfe-option/${r1}/remoteEntry.js` },
    });
    rollback(deploy, 'mfe-option', tick());
    const r3 = release();
    // r2 was rolled away from: it is not good, r1 is.
    assert.equal(readManifest(deploy).remotes['mfe-option']?.lastKnownGood?.version, r1);
    assert.equal(targetStatus(deploy, 'mfe-option').lastKnownGood, r1);
    assert.equal(readManifest(deploy).remotes['mfe-option']?.version, r3);
  });

  test('is never a withdrawn version, and leaves out one whose files are gone', () => {
    const r1 = release();
    const r2 = release();
    release();
    assert.equal(readManifest(deploy).remotes['mfe-option']?.lastKnownGood?.version, r2);
    withdraw(deploy, 'mfe-option', r2, tick());
    assert.equal(readManifest(deploy).remotes['mfe-option']?.lastKnownGood?.version, r1);
    rmSync(path.join(deploy, 'remotes', 'mfe-option', r1), { recursive: true });
    assert.equal(targetStatus(deploy, 'mfe-option').lastKnownGood, null);
    assert.throws(() => rollback(deploy, 'mfe-option', tick()), /戻せるものがありません/);
  });
});

describe('withdraw', () => {
  test('a live version is rolled back first; the manifest lists it withdrawn at once', () => {
    const r1 = release();
    const r2 = release();
    const status = withdraw(deploy, 'mfe-option', r2, { by: 'console', ...tick() });
    assert.equal(status.live?.version, r1);
    assert.deepEqual(
      status.history.slice(-2).map((e) => [e.action, e.version]),
      [
        ['rollback', r1],
        ['withdraw', r2],
      ],
    );
    assert.deepEqual(readManifest(deploy).remotes['mfe-option']?.withdrawn, [r2]);
    assert.equal(status.versions.find((v) => v.version === r2)?.withdrawn, true);
    // Never made live again, not even when named.
    assert.throws(() => activate(deploy, 'mfe-option', r2, tick()), /取り下げた版/);
    assert.equal(live(), r1);
  });

  test('a version that is not live is only marked; a second withdraw is refused', () => {
    const r1 = release();
    const r2 = release();
    withdraw(deploy, 'mfe-option', r1, tick());
    assert.equal(live(), r2);
    assert.deepEqual(readManifest(deploy).remotes['mfe-option']?.withdrawn, [r1]);
    assert.equal(readManifest(deploy).remotes['mfe-option']?.lastKnownGood, undefined);
    assert.throws(() => withdraw(deploy, 'mfe-option', r1, tick()), /すでに取り下げ/);
    // With nothing good to go back to, the live version cannot be withdrawn.
    assert.throws(() => withdraw(deploy, 'mfe-option', r2, tick()), /取り下げられません/);
    assert.equal(live(), r2);
  });
});

describe('shell versions', () => {
  function fakeShell(build: string, chunk: string): string {
    const dist = path.join(work, `shell-${build}`);
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html><script src="/main.js"></script>`);
    // Long enough for a compressed copy to be worth keeping.
    writeFileSync(path.join(dist, 'main.js'), `var build = "${build}"; import("./${chunk}");\n`.repeat(20));
    writeFileSync(path.join(dist, chunk), `/* ${build} */`);
    writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ buildId: build }));
    return dist;
  }
  const served = (file: string) => readFileSync(path.join(deploy, 'shell', file), 'utf8');

  test('each build is kept; a rollback swaps the served files back, keeping every hashed chunk', () => {
    publishShellVersion(deploy, fakeShell('b1', 'page.aaaa1111.js'), tick());
    publishShellVersion(deploy, fakeShell('b2', 'page.bbbb2222.js'), tick());
    assert.match(served('main.js'), /"b2"/);
    assert.equal(readManifest(deploy).shell?.build, 'b2');

    const status = rollback(deploy, 'shell', { by: 'console', ...tick() });
    assert.equal(status.live?.version, 'b1');
    assert.equal(readManifest(deploy).shell?.build, 'b1');
    assert.match(served('main.js'), /"b1"/);
    assert.match(served('build.json'), /b1/);
    // Pages still open on either build find their chunks.
    assert.equal(served('page.aaaa1111.js'), '/* b1 */');
    assert.equal(served('page.bbbb2222.js'), '/* b2 */');
    // The compressed copy belongs to the content served, not to the build rolled away from.
    const gz = readFileSync(path.join(deploy, 'shell', 'main.js.gz'));
    assert.match(gunzipSync(new Uint8Array(gz)).toString('utf8'), /"b1"/);
    assert.deepEqual(
      status.versions.map((v) => [v.version, v.live, v.rolledAwayAt !== null]),
      [
        ['b1', true, false],
        ['b2', false, true],
      ],
    );
    // Forward again by name.
    activate(deploy, 'shell', 'b2', tick());
    assert.match(served('main.js'), /"b2"/);
  });

  test('publishing the live build again changes nothing; a withdrawn build is refused', () => {
    const dist = fakeShell('b1', 'page.aaaa1111.js');
    assert.equal(publishShellVersion(deploy, dist, tick()).changed, true);
    assert.equal(publishShellVersion(deploy, dist, tick()).changed, false);
    assert.equal(targetStatus(deploy, 'shell').history.length, 1);
    publishShellVersion(deploy, fakeShell('b2', 'page.bbbb2222.js'), tick());
    withdraw(deploy, 'shell', 'b1', tick());
    assert.throws(() => publishShellVersion(deploy, dist, tick()), /取り下げた/);
    assert.equal(live('shell'), 'b2');
  });

  test('a shell published before builds were kept is adopted as the first version', () => {
    // What publishing used to leave: deploy/shell with its build.json, no shell-versions.
    mkdirSync(path.join(deploy, 'shell'), { recursive: true });
    for (const file of ['index.html', 'main.js', 'build.json']) {
      writeFileSync(
        path.join(deploy, 'shell', file),
        readFileSync(path.join(fakeShell('old', 'x.js'), file), 'utf8'),
      );
    }
    writeFileSync(
      path.join(deploy, 'remotes.json'),
      JSON.stringify({ remotes: {}, shell: { build: 'old', publishedAt: '2026-11-01T00:00:00.000Z' } }),
    );
    publishShellVersion(deploy, fakeShell('new', 'y.js'), tick());
    rollback(deploy, 'shell', tick());
    assert.equal(readManifest(deploy).shell?.build, 'old');
    assert.match(served('main.js'), /"old"/);
  });
});

describe('makeLive hooks and the audit view', () => {
  test('every change of what is live is told to the onLive hooks', () => {
    const seen: string[] = [];
    onLive.push((change: LiveChange) => seen.push(`${change.target} ${change.action} ${change.version}`));
    const r1 = release();
    const r2 = release();
    rollback(deploy, 'mfe-option', tick());
    withdraw(deploy, 'mfe-option', r2, tick());
    assert.deepEqual(seen, [
      `mfe-option release ${r1}`,
      `mfe-option release ${r2}`,
      `mfe-option rollback ${r1}`,
    ]);
  });

  test('liveHistoryAuditEntries: newest first, with who did it and no more than versions', () => {
    const r1 = release();
    release('mfe-campaign');
    // Nothing to go back to: refused, not recorded.
    assert.throws(() => rollback(deploy, 'mfe-campaign', tick()), DeployError);
    const r3 = release();
    rollback(deploy, 'mfe-option', { by: 'console', ...tick() });
    const entries = liveHistoryAuditEntries(deploy);
    assert.deepEqual(
      entries.map((e) => [e.action, e.target, e.actor]),
      [
        ['rollback', 'mfe-option', 'console'],
        ['release', 'mfe-option', 'cli'],
        ['release', 'mfe-campaign', 'cli'],
        ['release', 'mfe-option', 'cli'],
      ],
    );
    assert.equal(entries[0]!.description, `オプション（mfe-option）を ${r3} から ${r1} に戻した`);
    assert.deepEqual(
      liveHistoryAuditEntries(deploy, { by: 'console' }).map((e) => e.action),
      ['rollback'],
    );
  });

  test('a change made from a shell names its person in the history and the audit entries; older ones stay readable', () => {
    const sato: ChangePerson = { name: '佐藤 花子', login: 'sato', role: 'site-ops' };
    const team: ChangePerson = { name: '小林 陽菜', login: 'kobayashi', role: 'team:mfe-option' };
    const shell: ChangePerson = { name: 'deploy@build-01', login: null, role: null };
    const r1 = release(); // before people: nobody
    const r2 = `0.1.0-r${(releases += 1)}`;
    publishRemoteVersion(deploy, 'mfe-option', r2, fakeRemoteBuild(r2), { ...tick(), person: shell });
    rollback(deploy, 'mfe-option', { ...tick(), person: sato });
    activate(deploy, 'mfe-option', r2, { ...tick(), person: team });
    const r3 = `0.1.0-r${(releases += 1)}`;
    publishRemoteVersion(deploy, 'mfe-option', r3, fakeRemoteBuild(r3), {
      ...tick(),
      canaryPercent: 10,
      person: team,
    });
    setCanaryPercent(deploy, 'mfe-option', 20, { ...tick(), person: team });
    promoteCanary(deploy, 'mfe-option', { ...tick(), person: team });
    startCanary(deploy, 'mfe-option', r2, 5, { ...tick(), person: shell });
    withdrawCanary(deploy, 'mfe-option', { ...tick(), person: sato });
    withdraw(deploy, 'mfe-option', r1, { ...tick(), person: sato });

    const names = (person: ChangePerson | undefined) => person?.name ?? null;
    const history = readHistory(deploy, 'mfe-option').map((e) => [e.action, e.version, names(e.person)]);
    assert.deepEqual(history, [
      ['release', r1, null],
      ['release', r2, 'deploy@build-01'],
      ['rollback', r1, '佐藤 花子'],
      ['activate', r2, '小林 陽菜'],
      ['canary', r3, '小林 陽菜'],
      ['canary-percent', r3, '小林 陽菜'],
      ['promote', r3, '小林 陽菜'],
      ['canary', r2, 'deploy@build-01'],
      ['withdraw', r2, '佐藤 花子'],
      ['withdraw', r1, '佐藤 花子'],
    ]);
    const audit = liveHistoryAuditEntries(deploy);
    assert.deepEqual(audit[0]!.person, sato);
    assert.deepEqual(audit.find((e) => e.action === 'activate')!.person, team);
    assert.equal('person' in audit.at(-1)!, false);
  });
});
