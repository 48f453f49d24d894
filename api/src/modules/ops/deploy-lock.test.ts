// The deploy lock across instances (PostgreSQL only: on the embedded PGlite
// one process owns the database, and releases.ts's lock file is the lock).
// Two API instances on one database and one deploy folder run their canary
// checks, while two other processes (hosts, as far as the lock can tell:
// neither takes the lock file) release a remote ten times each. Every change
// reads the manifest and writes it again, and each release takes the next
// version number, so any two that overlapped would lose one another's write
// or collide on a version.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  publishRemoteVersion,
  readReleases,
  rollback,
  setCanaryPolicy,
  startCanary,
  targetStatus,
} from '@hikari/release/releases';
import { advisoryLockName, DEPLOY_LOCK, withAdvisoryLock } from '@hikari/release/deploy-lock';
import { openDatabase, type Database } from '../../db/client';
import { auditLog, rumEvents } from '../../db/schema';
import { startTestApp, usingPostgres, type TestApp } from '../../testing/test-app';
import { runCanaryCheck } from '../canary/job';

const ROOT = path.resolve(__dirname, '../../../..');
const T = new Date('2026-11-27T06:00:00.000Z');
const RELEASES_PER_HOST = 10;

let work: string;
let deployDir: string;
let one: TestApp;
let two: TestApp;
let secondDatabase: Database;

function dist(remote: string, version: string): string {
  const dir = path.join(work, `dist-${remote}-${version}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var x = "${remote} ${version}";`);
  return dir;
}

/** The other host: RELEASES_PER_HOST releases of `remote` under the deploy lock, in a process of its own. */
function releasingHost(remote: string): Promise<number> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'api/src/testing/release-loop.ts',
      remote,
      String(RELEASES_PER_HOST),
      dist(remote, 'x'),
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DEPLOY_DIR: deployDir,
        DATABASE_SCHEMA: one.database.migrationsSchema,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
}

const maybe = usingPostgres() ? describe : describe.skip;

maybe('two instances and two releasing hosts at once', () => {
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'hikari-deploy-lock-'));
    deployDir = path.join(work, 'deploy');
    const env = { DEPLOY_DIR: deployDir };
    one = await startTestApp({ env });
    // The second instance: its own connections to the same database and schema.
    secondDatabase = await openDatabase({
      databaseUrl: process.env.DATABASE_URL!,
      schema: one.database.migrationsSchema,
      poolSize: 3,
    });
    two = await startTestApp({ env, database: secondDatabase });
    // The test runs the checks itself.
    await one.app.canaryJob?.stop();
    await two.app.canaryJob?.stop();
    // mfe-campaign: r1 live, r2 a canary for 20% of visitors, worse than r1 (a third of its visitors met an error:
    // enough evidence for the sequential test at 60 visitors a cohort).
    publishRemoteVersion(deployDir, 'mfe-campaign', '0.1.0-r1', dist('mfe-campaign', 'r1'), {
      now: new Date(T.getTime() - 3 * 60_000),
    });
    publishRemoteVersion(deployDir, 'mfe-campaign', '0.1.0-r2', dist('mfe-campaign', 'r2'), {
      now: new Date(T.getTime() - 2 * 60_000),
    });
    rollback(deployDir, 'mfe-campaign', { now: new Date(T.getTime() - 60_000) });
    setCanaryPolicy(deployDir, { minVisitors: 50 });
    startCanary(deployDir, 'mfe-campaign', '0.1.0-r2', 20, { now: T });
    const rows: (typeof rumEvents.$inferInsert)[] = [];
    for (const cohort of ['canary', 'control'] as const) {
      for (let i = 0; i < 60; i += 1) {
        const base = {
          remote: 'mfe-campaign',
          version: cohort === 'canary' ? '0.1.0-r2' : '0.1.0-r1',
          cohort,
          createdAt: new Date(T.getTime() + 60_000),
          route: '/campaign/',
          visitor: `${cohort}-${i}`,
        };
        rows.push({ ...base, kind: 'pageview' });
        if (cohort === 'canary' && i < 20) rows.push({ ...base, kind: 'error', message: 'TypeError' });
      }
    }
    await one.database.db.insert(rumEvents).values(rows);
  });

  afterAll(async () => {
    await two?.close();
    await secondDatabase?.close();
    await one?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('serialises every change: no release lost or doubled, the regressed canary withdrawn once', async () => {
    const hosts = Promise.all([releasingHost('mfe-option'), releasingHost('mfe-option')]);
    let hostsDone = false;
    void hosts.then(() => {
      hostsDone = true;
    });
    // Both instances check at once, pass after pass, until the hosts are done and a check has acted.
    const actions: string[] = [];
    const at = new Date(T.getTime() + 10 * 60_000);
    while (!hostsDone || !actions.includes('withdrawn')) {
      const passes = await Promise.all([
        runCanaryCheck(one.app.services, at),
        runCanaryCheck(two.app.services, at),
      ]);
      for (const outcome of passes.flat()) if (outcome.action) actions.push(outcome.action);
      // A pass with no canary left reads files only: let the hosts' exits be heard.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await hosts).toEqual([0, 0]);

    // Twenty releases, each its own version, each live in turn: none overwrote another.
    const versions = readReleases(deployDir, 'mfe-option').map((r) => r.version);
    expect(versions).toEqual(Array.from({ length: 20 }, (_, i) => `0.1.0-r${i + 1}`));
    const option = targetStatus(deployDir, 'mfe-option');
    expect(option.history.map((h) => h.version)).toEqual(versions);
    expect(option.history.map((h) => h.from)).toEqual([null, ...versions.slice(0, -1)]);
    const manifest = JSON.parse(readFileSync(path.join(deployDir, 'remotes.json'), 'utf8'));
    expect(manifest.remotes['mfe-option'].version).toBe('0.1.0-r20');

    // The canary was withdrawn by one check of one instance, and the manifest written after it says so.
    expect(actions).toEqual(['withdrawn']);
    expect(manifest.remotes['mfe-campaign'].canary).toBeUndefined();
    expect(manifest.remotes['mfe-campaign'].withdrawn).toEqual(['0.1.0-r2']);
    const campaign = targetStatus(deployDir, 'mfe-campaign');
    expect(campaign.history.filter((h) => h.action === 'withdraw')).toHaveLength(1);
    const audit = await one.database.db.select().from(auditLog).where(eq(auditLog.target, 'mfe-campaign'));
    expect(audit.map((row) => row.action)).toEqual(['withdraw']);
  });

  it('a console change waits for a lock another host holds, and is refused when it holds it too long', async () => {
    const status = targetStatus(deployDir, 'mfe-option');
    const client = new (await import('pg')).default.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const answer = await withAdvisoryLock(
        client,
        advisoryLockName(one.database.migrationsSchema, DEPLOY_LOCK),
        () =>
          fetch(`${two.url}/ops/remotes/mfe-option/rollback`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${two.opsApiToken}` },
            body: JSON.stringify({ from: status.live!.version }),
          }),
      );
      expect(answer.status).toBe(409);
      expect(((await answer.json()) as { message: string }).message).toMatch(
        /別のリリースまたはロールバックが実行中です/,
      );
    } finally {
      await client.end();
    }
    expect(targetStatus(deployDir, 'mfe-option').live).toEqual(status.live);
  });
});
