// npm run drill [-- a b c]   (default: every drill; run by drill.ts)
//
// Fault drills, printed as a table (not a timed test):
//   a  kill -9 one of two instances behind nginx during a burst of 500
//      ApplyCTC calls, 20 % of them replays of an earlier idempotency key,
//      clients retrying a failure with the same key: every acknowledged
//      application stored, each key exactly once.
//   b  restart PostgreSQL during a burst of area searches and applications:
//      no 500 from the API, service back soon after the database.
//   c  kill -9 a PGlite-backed server during writes and start it again: the
//      data folder opens and every acknowledged submission is there.
// a and b need nginx and the PostgreSQL of DATABASE_URL (b restarts that
// server with pg_ctlcluster: run it on a machine of your own); all need
// `npm run build:site` first.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ApplyCTCDocument, SearchCommufaAreaDocument } from '@hikari/shared/operations';
import { areaSearchInput, validApplicationPayload } from '@hikari/shared/testing/fixtures';
import { firstOpsAdmin } from '@hikari/api/testing/ops-person';
import { MAIN, freePort, startFleet } from './fleet';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const OPS_TOKEN = 'drill-ops-token-0123456789abcdefghij';
const NO_LIMITS = {
  OPS_TOKEN,
  RATE_LIMIT_MUTATIONS_PER_GUEST: '0',
  RATE_LIMIT_MUTATIONS_PER_ADDRESS: '0',
  RATE_LIMIT_QUERIES_PER_ADDRESS: '0',
  RATE_LIMIT_GUEST_TOKENS_PER_ADDRESS: '0',
};

type Row = [string, string | number];

function printTable(title: string, rows: Row[]): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${title}`);
  console.log(`| ${'measure'.padEnd(width)} | value |`);
  console.log(`|${'-'.repeat(width + 2)}|-------|`);
  for (const [label, value] of rows) console.log(`| ${label.padEnd(width)} | ${value} |`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function guestToken(url: string): Promise<string> {
  for (;;) {
    try {
      const res = await fetch(`${url}/auth/guest`, { method: 'POST' });
      if (res.ok) return ((await res.json()) as { token: string }).token;
    } catch {
      // retry below
    }
    await sleep(200);
  }
}

interface CallResult {
  status: number | 'network';
  receptionId: string | null;
  code: string | null;
}

async function applyOnce(url: string, token: string, key: string, formDataJSON: string): Promise<CallResult> {
  try {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: ApplyCTCDocument, variables: { formDataJSON, idempotencyKey: key } }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json().catch(() => ({}))) as {
      data?: { applyCTC?: { receptionId?: string } } | null;
      errors?: { extensions?: { code?: string } }[];
    };
    return {
      status: res.status,
      receptionId: body.data?.applyCTC?.receptionId ?? null,
      code: body.errors?.[0]?.extensions?.code ?? null,
    };
  } catch {
    return { status: 'network', receptionId: null, code: null };
  }
}

/** Runs `jobs` with `concurrency` workers. */
async function pool<T>(jobs: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]!();
      }
    }),
  );
  return results;
}

async function storedByKey(databaseUrl: string, schema: string | null): Promise<Map<string, string[]>> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ idempotency_key: string; reception_id: string }>(
      'select idempotency_key, reception_id from applications',
    );
    const map = new Map<string, string[]>();
    for (const row of rows)
      map.set(row.idempotency_key, [...(map.get(row.idempotency_key) ?? []), row.reception_id]);
    return map;
  } finally {
    await client.end();
  }
}

async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
}

/** The keys of a burst: `total` calls, `replayShare` of them reusing an earlier key. */
function burstKeys(total: number, replayShare: number, prefix: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < total; i += 1) {
    const replay = i > 10 && (i * 7919) % 100 < replayShare * 100;
    keys.push(replay ? keys[(i * 31) % keys.length]! : `${prefix}-${randomBytes(6).toString('hex')}-${i}`);
  }
  return keys;
}

/** Calls ApplyCTC for `key` until it is acknowledged (same key every time), at most `attempts` times. */
async function applyWithRetry(
  url: string,
  token: string,
  key: string,
  formDataJSON: string,
  attempts: number,
  seen: { statuses: Map<string, number> },
): Promise<CallResult & { tries: number }> {
  let last: CallResult = { status: 'network', receptionId: null, code: null };
  for (let tries = 1; tries <= attempts; tries += 1) {
    last = await applyOnce(url, token, key, formDataJSON);
    const label = String(last.status);
    seen.statuses.set(label, (seen.statuses.get(label) ?? 0) + 1);
    if (last.receptionId) return { ...last, tries };
    await sleep(Math.min(2000, 100 * 2 ** tries));
  }
  return { ...last, tries: attempts };
}

async function drillKillInstance(): Promise<void> {
  const schema = `drill_${randomBytes(4).toString('hex')}`;
  const fleet = await startFleet({ databaseUrl: DATABASE_URL, databaseSchema: schema, env: NO_LIMITS });
  try {
    const token = await guestToken(fleet.url);
    const formDataJSON = JSON.stringify(validApplicationPayload({ plan: 'plan1G' }));
    const keys = burstKeys(500, 0.2, 'drill-a');
    const replays = keys.length - new Set(keys).size;
    const seen = { statuses: new Map<string, number>() };
    let done = 0;
    let killedAt = -1;
    const started = performance.now();
    const results = await pool(
      keys.map((key) => async () => {
        const result = await applyWithRetry(fleet.url, token, key, formDataJSON, 8, seen);
        done += 1;
        if (done === 150 && killedAt < 0) {
          killedAt = done;
          fleet.instances[1]!.child.kill('SIGKILL');
        }
        return { key, ...result };
      }),
      20,
    );
    const seconds = (performance.now() - started) / 1000;
    const acknowledged = new Map<string, Set<string>>();
    for (const r of results)
      if (r.receptionId) acknowledged.set(r.key, (acknowledged.get(r.key) ?? new Set()).add(r.receptionId));
    const stored = await storedByKey(DATABASE_URL, schema);
    const lost = [...acknowledged.keys()].filter((key) => !stored.has(key));
    const twice = [...stored.values()].filter((ids) => ids.length > 1).length;
    const mismatched = [...acknowledged.entries()].filter(
      ([key, ids]) => ids.size !== 1 || stored.get(key)?.[0] !== [...ids][0],
    ).length;
    printTable('Drill a: kill -9 one of two instances during 500 ApplyCTC calls (20 % replays)', [
      ['calls (distinct keys)', `${keys.length} (${keys.length - replays})`],
      ['replays of an earlier key', replays],
      ['instance 2 killed after calls done', killedAt],
      ['HTTP answers seen (status: count)', [...seen.statuses].map(([s, n]) => `${s}: ${n}`).join(', ')],
      ['calls acknowledged', results.filter((r) => r.receptionId).length],
      ['calls needing a retry', results.filter((r) => r.tries > 1).length],
      ['calls never acknowledged', results.filter((r) => !r.receptionId).length],
      ['keys acknowledged', acknowledged.size],
      ['applications stored', [...stored.values()].reduce((n, ids) => n + ids.length, 0)],
      ['acknowledged but not stored', lost.length],
      ['keys stored more than once', twice],
      ['key answered with two reception numbers', mismatched],
      ['duration', `${seconds.toFixed(1)} s`],
    ]);
  } finally {
    await fleet.stop();
    await dropSchema(schema);
  }
}

function postgresCluster(): { version: string; name: string } {
  const versions = readdirSync('/etc/postgresql');
  return { version: versions[0]!, name: 'main' };
}

async function databaseAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function drillRestartPostgres(): Promise<void> {
  const schema = `drill_${randomBytes(4).toString('hex')}`;
  const fleet = await startFleet({ databaseUrl: DATABASE_URL, databaseSchema: schema, env: NO_LIMITS });
  const statuses = new Map<string, number>();
  const count = (label: string) => statuses.set(label, (statuses.get(label) ?? 0) + 1);
  let stop = false;
  let lastFailure = 0;
  let firstSuccessAfterBack = 0;
  let databaseBackAt = 0;
  try {
    const token = await guestToken(fleet.url);
    const formDataJSON = JSON.stringify(validApplicationPayload({ plan: 'plan1G' }));
    const search = JSON.stringify({
      query: SearchCommufaAreaDocument,
      variables: { input: areaSearchInput() },
    });
    let n = 0;
    const worker = async () => {
      while (!stop) {
        n += 1;
        const apply = n % 4 === 0;
        let status: number | 'network';
        try {
          const res = await fetch(`${fleet.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: apply
              ? JSON.stringify({
                  query: ApplyCTCDocument,
                  variables: {
                    formDataJSON,
                    idempotencyKey: `drill-b-${n}-${randomBytes(4).toString('hex')}`,
                  },
                })
              : search,
            signal: AbortSignal.timeout(15_000),
          });
          await res.arrayBuffer();
          status = res.status;
        } catch {
          status = 'network';
        }
        count(`${apply ? 'ApplyCTC' : 'SearchCommufaArea'} ${status}`);
        const now = performance.now();
        if (status !== 200) lastFailure = now;
        else if (databaseBackAt && !firstSuccessAfterBack && now > databaseBackAt)
          firstSuccessAfterBack = now;
        await sleep(20);
      }
    };
    const workers = Array.from({ length: 10 }, worker);
    await sleep(2000);
    const { version, name } = postgresCluster();
    const restartStarted = performance.now();
    const restart = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, 'restart'], {
      encoding: 'utf8',
    });
    if (restart.status !== 0) throw new Error(`pg_ctlcluster restart failed: ${restart.stderr}`);
    while (!(await databaseAnswers())) await sleep(100);
    databaseBackAt = performance.now();
    await sleep(12_000);
    stop = true;
    await Promise.all(workers);
    const serverErrors = [...statuses]
      .filter(([label]) => / 500$/.test(label))
      .reduce((a, [, n]) => a + n, 0);
    printTable('Drill b: PostgreSQL restarted during a burst of area searches and applications', [
      ['answers (operation status: count)', [...statuses].map(([s, c]) => `${s}: ${c}`).join(', ')],
      ['HTTP 500 answers', serverErrors],
      ['database down for', `${((databaseBackAt - restartStarted) / 1000).toFixed(1)} s`],
      [
        'first success after the database was back',
        firstSuccessAfterBack ? `${((firstSuccessAfterBack - databaseBackAt) / 1000).toFixed(2)} s` : 'none',
      ],
      [
        'last failure after the database was back',
        lastFailure > databaseBackAt ? `${((lastFailure - databaseBackAt) / 1000).toFixed(2)} s` : 'none',
      ],
    ]);
  } finally {
    stop = true;
    await fleet.stop();
    await dropSchema(schema);
  }
}

function startPglite(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      ...NO_LIMITS,
      DATABASE_URL: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function waitReady(url: string, child: ChildProcess): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return performance.now() - started;
    } catch {
      // not yet
    }
    await sleep(100);
  }
}

async function drillKillPglite(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hikari-drill-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  try {
    let server = startPglite(dataDir, port);
    await waitReady(url, server);
    // OPS_TOKEN only registers the first administrator; the drill reads as that person.
    const { apiToken } = await firstOpsAdmin(url, OPS_TOKEN, ['support']);
    const token = await guestToken(url);
    const formDataJSON = JSON.stringify(validApplicationPayload({ plan: 'plan1G' }));
    const acknowledged = new Map<string, string>();
    let attempted = 0;
    let killed = false;
    await pool(
      Array.from({ length: 300 }, (_, i) => async () => {
        if (killed) return;
        const key = `drill-c-${i}-${randomBytes(4).toString('hex')}`;
        attempted += 1;
        const result = await applyOnce(url, token, key, formDataJSON);
        if (result.receptionId) acknowledged.set(key, result.receptionId);
        if (acknowledged.size >= 120 && !killed) {
          killed = true;
          server.kill('SIGKILL');
        }
      }),
      10,
    );
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    server = startPglite(dataDir, port);
    const reopenMs = await waitReady(url, server);
    const res = await fetch(`${url}/ops/submissions?type=applications&limit=10000`, {
      headers: { authorization: `Bearer ${apiToken}` },
    });
    const { submissions } = (await res.json()) as {
      submissions: { receptionId: string; idempotencyKey: string }[];
    };
    const stored = new Map(submissions.map((s) => [s.idempotencyKey, s.receptionId]));
    const missing = [...acknowledged].filter(([key, id]) => stored.get(key) !== id).length;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    printTable('Drill c: kill -9 a PGlite-backed server during writes, then start it again', [
      ['calls sent before the kill', attempted],
      ['acknowledged before the kill', acknowledged.size],
      ['data folder opened again in', `${(reopenMs / 1000).toFixed(1)} s`],
      ['applications found after the restart', submissions.length],
      ['acknowledged but missing', missing],
    ]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const asked = process.argv.slice(2).filter((a) => /^[abc]$/.test(a));
  const drills = asked.length > 0 ? asked : ['a', 'b', 'c'];
  for (const drill of drills) {
    if (drill === 'a') await drillKillInstance();
    if (drill === 'b') await drillRestartPostgres();
    if (drill === 'c') await drillKillPglite();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
