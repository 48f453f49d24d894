// npm run bench -- [load] [startup] [--db pglite,postgres] [--connections 50] [--duration 20]
//                   [--rounds 3] [--no-template]
//
// load:    starts the built server (dist/main.js) on a fresh data folder (PGlite)
//          and on a fresh schema of DATABASE_URL (PostgreSQL), then drives
//          SearchCommufaArea, ApplyCTC and FragmentBomb (a fragment-spread
//          bomb the cost limit must refuse at once) with autocannon at N
//          concurrent clients: requests per second and latency percentiles.
// startup: time from spawning the server to "Site ready" on an empty data
//          folder (initdb + migrate + seed) and on the same folder again.
//
// The load generator runs on the same machine as the server (2 cores here):
// the figures are what one box does, client included.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ApplyCTCDocument, SearchCommufaAreaDocument } from '@hikari/shared/operations';
import { PREFECTURES_SERVED } from '@hikari/shared/domain';
import { option, parseArgs } from '../cli/args';
import { citiesOf, townsOf } from '../modules/lookups/postal-data';
import { validApplicationPayload } from '@hikari/shared/testing/fixtures';
import { fragmentBomb } from '../testing/fragment-bomb';

const API_DIR = path.resolve(__dirname, '../..');
const MAIN = path.join(API_DIR, 'dist', 'main.js');
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';

interface Server {
  url: string;
  child: ChildProcess;
  readyMs: number;
  log: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      OPS_TOKEN: 'bench-ops-token-0123456789abcdefghij',
      NODE_ENV: 'production',
      // Production seeds nothing by default; the searches need the area master.
      SEED_DEMO: 'area',
      // The benchmark is one address hammering the API: the limits would measure themselves.
      RATE_LIMIT_MUTATIONS_PER_GUEST: '0',
      RATE_LIMIT_MUTATIONS_PER_ADDRESS: '0',
      RATE_LIMIT_QUERIES_PER_ADDRESS: '0',
      RATE_LIMIT_GUEST_TOKENS_PER_ADDRESS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const ready = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line) continue;
        log.push(line);
        if (line.startsWith('Site ready at')) resolve(performance.now() - started);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${log.join('\n')}`)));
  });
  const readyMs = await ready;
  return { url: `http://127.0.0.1:${port}`, child, readyMs, log };
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function guestToken(url: string): Promise<string> {
  const res = await fetch(`${url}/auth/guest`, { method: 'POST' });
  return ((await res.json()) as { token: string }).token;
}

/** Real addresses of the master, so each request looks up a different town. */
function addresses(count: number) {
  const list: { prefecture: string; city: string; town: string }[] = [];
  for (const prefecture of PREFECTURES_SERVED) {
    for (const city of citiesOf(prefecture) ?? []) {
      for (const t of townsOf(prefecture, city.name) ?? []) {
        if (t.town) list.push({ prefecture, city: city.name, town: t.town });
      }
    }
  }
  const step = Math.max(1, Math.floor(list.length / count));
  return list.filter((_, i) => i % step === 0).slice(0, count);
}

interface LoadResult {
  operation: string;
  database: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  graphqlErrors: number;
  total: number;
}

type Operation = 'SearchCommufaArea' | 'ApplyCTC' | 'FragmentBomb';

async function load(
  url: string,
  token: string,
  operation: Operation,
  connections: number,
  duration: number,
): Promise<Omit<LoadResult, 'database'>> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  let n = 0;
  let graphqlErrors = 0;
  const places = addresses(500);
  const formDataJSON = JSON.stringify(validApplicationPayload({ plan: 'plan1G' }));
  // Bodies are written before the run: the load generator shares the machine's
  // two cores with the server, and what it spends building JSON is not the API's.
  const searches = places.map((place) =>
    JSON.stringify({
      query: SearchCommufaAreaDocument,
      variables: {
        input: { buildingType: 0, postalCode: '', chome: '', banchi: '1-1', buildingName: '', ...place },
      },
    }),
  );
  const applyPrefix = JSON.stringify({ query: ApplyCTCDocument, variables: { formDataJSON } }).slice(0, -2);
  // Each bomb a new document, so no parse or validation cache answers it.
  const bombs = Array.from({ length: 500 }, (_, i) => JSON.stringify({ query: fragmentBomb(`b${i}`) }));
  const body = () => {
    n += 1;
    if (operation === 'SearchCommufaArea') return searches[n % searches.length]!;
    if (operation === 'FragmentBomb') return bombs[n % bombs.length]!;
    // A fresh idempotency key per application.
    return `${applyPrefix},"idempotencyKey":"bench-${randomBytes(8).toString('hex')}-${n}"}}`;
  };
  const result = await autocannon({
    url: `${url}/graphql`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        headers,
        setupRequest: (req) => ({ ...req, body: body() }),
        // Count GraphQL errors too: a fast wrong answer is not a result.
        // For the bomb, the wrong answer is anything but the cost limit's refusal.
        onResponse: (_status, text) => {
          if (operation === 'FragmentBomb' ? !text.includes('Cost limit') : text.includes('"errors"')) {
            graphqlErrors += 1;
            // The first one is printed: a count alone does not say what went wrong.
            if (graphqlErrors === 1)
              console.error(`${operation}: first GraphQL error: ${text.slice(0, 500)}`);
          }
        },
      },
    ],
  });
  return {
    operation,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    graphqlErrors,
    total: result.requests.total,
  };
}

async function withDatabase<T>(kind: string, work: (env: Record<string, string>) => Promise<T>): Promise<T> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'hikari-bench-'));
    try {
      return await work({ DATA_DIR: dir });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_PG;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'hikari-bench-'));
  try {
    return await work({
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      DATA_DIR: dir,
      GUEST_TOKEN_SECRET: randomBytes(32).toString('hex'),
    });
  } finally {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runLoad(databases: string[], connections: number, duration: number): Promise<void> {
  const results: LoadResult[] = [];
  for (const database of databases) {
    await withDatabase(database, async (env) => {
      const server = await startServer(env);
      try {
        const token = await guestToken(server.url);
        for (const operation of ['SearchCommufaArea', 'ApplyCTC', 'FragmentBomb'] as const) {
          await load(server.url, token, operation, connections, 3); // warm-up
          const r = await load(server.url, token, operation, connections, duration);
          results.push({ ...r, database });
          if (server.child.exitCode !== null || r.errors > 0) {
            console.log(
              `server ${server.child.exitCode !== null ? `exited (${server.child.exitCode})` : 'had errors'}:\n${server.log.slice(-30).join('\n')}`,
            );
          }
          console.log(
            `${database.padEnd(8)} ${operation.padEnd(17)} ${String(r.requestsPerSecond).padStart(6)} req/s  ` +
              `p50 ${r.p50} ms  p99 ${r.p99} ms  max ${r.max} ms  (${r.total} requests, ` +
              `${r.errors} errors, ${r.non2xx} non-2xx, ${r.graphqlErrors} GraphQL errors)`,
          );
        }
      } finally {
        await stopServer(server);
      }
    });
  }
  console.log(
    `\n${connections} concurrent clients, ${duration} s per run (after a 3 s warm-up), NODE_ENV=production:`,
  );
  console.table(results);
}

async function runStartup(
  databases: string[],
  rounds: number,
  extraEnv: Record<string, string>,
): Promise<void> {
  for (const database of databases) {
    const empty: number[] = [];
    const existing: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      await withDatabase(database, async (dbEnv) => {
        const env = { ...dbEnv, ...extraEnv };
        const first = await startServer(env);
        empty.push(first.readyMs);
        const line = first.log.find((l) => l.includes('start-up'));
        await stopServer(first);
        const again = await startServer(env);
        existing.push(again.readyMs);
        await stopServer(again);
        console.log(
          `${database} round ${i + 1}: empty ${Math.round(empty.at(-1)!)} ms, existing ${Math.round(existing.at(-1)!)} ms  | ${line}`,
        );
      });
    }
    const median = (xs: number[]) => Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!);
    console.log(
      `${database}: start-up to "Site ready", median of ${rounds}: empty data ${median(empty)} ms, existing data ${median(existing)} ms`,
    );
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build --workspace api first`);
  const what = args.positional.length ? args.positional : ['load', 'startup'];
  const databases = (option(args, 'db') ?? 'pglite,postgres').split(',');
  const connections = Number(option(args, 'connections') ?? 50);
  const duration = Number(option(args, 'duration') ?? 20);
  // --no-template: measure a first start that runs initdb and the seed itself.
  const startupEnv: Record<string, string> =
    args.options['no-template'] === true ? { PGLITE_TEMPLATE: 'none' } : {};
  if (what.includes('startup')) await runStartup(databases, Number(option(args, 'rounds') ?? 3), startupEnv);
  if (what.includes('load')) await runLoad(databases, connections, duration);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
