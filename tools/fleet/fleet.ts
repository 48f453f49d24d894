// The production shape on one machine, for trying it out and for the browser
// smoke test: N stateless API instances (api/dist/main.js) on the PostgreSQL
// of DATABASE_URL, counting their rate limits in one Redis, behind nginx
// serving the published site. On several
// machines the same pieces are laid out as the README says.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderNginxConfig } from './nginx-config';
import { startRedis } from './redis';

export const ROOT = path.resolve(__dirname, '../..');
/** The built API (npm run build:site) that every instance runs. */
export const MAIN = path.join(ROOT, 'api/dist/main.js');

export interface FleetOptions {
  /** PostgreSQL every instance uses. */
  databaseUrl: string;
  /** PostgreSQL schema (tests use a fresh one); default the server's search_path. */
  databaseSchema?: string;
  /**
   * Redis where every instance counts its rate limits; default $REDIS_URL, else a
   * redis-server the fleet starts on a free port (and stops with the fleet).
   */
  redisUrl?: string;
  /** Port nginx listens on; default a free one. */
  port?: number;
  /** API instances; default 2. */
  instances?: number;
  /** Published site; default <repo>/deploy. */
  deployDir?: string;
  /** Extra environment for every instance (OPS_TOKEN, rate limits…). */
  env?: Record<string, string>;
  /** nginx binary; default $NGINX or /usr/sbin/nginx. */
  nginx?: string;
  /** Where instance output goes; default kept in memory (see Instance.log). */
  onLog?: (line: string) => void;
}

export interface Instance {
  index: number;
  port: number;
  url: string;
  child: ChildProcess;
  log: string[];
}

export interface Fleet {
  /** nginx: the site and the API, as a visitor sees them. */
  url: string;
  instances: Instance[];
  guestTokenSecret: string;
  /** The Redis of the instances' rate limits. */
  redisUrl: string;
  /** Starts instance `index` again (after a kill), on the same port. */
  restart(index: number): Promise<Instance>;
  stop(): Promise<void>;
}

export function nginxBinary(explicit?: string): string | null {
  const candidates = [explicit, process.env.NGINX, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(
    (c): c is string => Boolean(c),
  );
  return candidates.find((c) => existsSync(c)) ?? null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(
  url: string,
  child: ChildProcess | null,
  log: () => string,
  seconds = 60,
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready within ${seconds} s:\n${log()}`);
}

export async function startFleet(options: FleetOptions): Promise<Fleet> {
  if (!existsSync(MAIN)) throw new Error('api/dist/main.js is missing: run npm run build:site first');
  const nginx = nginxBinary(options.nginx);
  if (!nginx) throw new Error('nginx not found: apt-get install nginx (or set NGINX=/path/to/nginx)');
  const deployDir = path.resolve(options.deployDir ?? path.join(ROOT, 'deploy'));
  if (!existsSync(path.join(deployDir, 'remotes.json'))) {
    throw new Error(`${deployDir} holds no published site: run npm run build:site first`);
  }
  const count = options.instances ?? 2;
  const guestTokenSecret =
    options.env?.GUEST_TOKEN_SECRET ?? process.env.GUEST_TOKEN_SECRET ?? randomBytes(32).toString('hex');
  const work = mkdtempSync(path.join(tmpdir(), 'hikari-fleet-'));
  // One counter per limit for the whole fleet, whichever instance a request reaches.
  const givenRedis = options.redisUrl ?? process.env.REDIS_URL;
  const redis = givenRedis ? null : await startRedis(path.join(work, 'redis'), await freePort());
  const redisUrl = givenRedis ?? redis!.url;
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  // nginx's port, known before the instances start: it is the fleet's public address, which the
  // instances name in robots.txt, the sitemap and mail links (never a request's Host).
  const port = options.port ?? (await freePort());
  const publicSiteUrl =
    options.env?.PUBLIC_SITE_URL ?? process.env.PUBLIC_SITE_URL ?? `http://127.0.0.1:${port}`;

  const spawnInstance = async (index: number): Promise<Instance> => {
    const port = ports[index]!;
    const dataDir = path.join(work, `api-${index}`);
    mkdirSync(dataDir, { recursive: true });
    const child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: {
        // A fleet to try out and to test: the demo area and people, asked for by name
        // (a production database gets none unless SEED_DEMO names them).
        SEED_DEMO: 'area,people',
        ...process.env,
        ...options.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        DEPLOY_DIR: deployDir,
        DATABASE_URL: options.databaseUrl,
        ...(options.databaseSchema ? { DATABASE_SCHEMA: options.databaseSchema } : {}),
        GUEST_TOKEN_SECRET: guestTokenSecret,
        PUBLIC_SITE_URL: publicSiteUrl,
        REDIS_URL: redisUrl,
        // Reached only through nginx on this machine: listen on loopback, and
        // believe X-Forwarded-For only from nginx (which sends the address it saw).
        HOST: '127.0.0.1',
        TRUST_PROXY: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log: string[] = [];
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line) continue;
        log.push(line);
        if (log.length > 500) log.shift();
        options.onLog?.(`[api-${index}] ${line}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}/readyz`, child, () => log.join('\n'));
    return { index, port, url, child, log };
  };

  // The first instance migrates and seeds; the others find it done.
  const instances: Instance[] = [];
  instances.push(await spawnInstance(0));
  instances.push(...(await Promise.all(Array.from({ length: count - 1 }, (_, i) => spawnInstance(i + 1)))));

  const prefix = path.join(work, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    renderNginxConfig({
      port,
      deployDir,
      upstreams: ports.map((p) => `127.0.0.1:${p}`),
      prefix,
      user: process.getuid?.() === 0 ? 'root' : undefined,
      // The preview cookie's value is a keyed hash of the instances' ops token (release/src/canary-preview.ts).
      opsToken: options.env?.OPS_TOKEN ?? process.env.OPS_TOKEN ?? null,
      // nginx answers the public address's host, and 127.0.0.1 (the fleet's url on this machine); no other.
      publicUrl: publicSiteUrl,
      serverNames: ['127.0.0.1'],
    }),
  );
  const test = spawnSync(nginx, ['-t', '-p', prefix, '-c', config], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr}`);
  const nginxLog: string[] = [];
  const proxy = spawn(nginx, ['-p', prefix, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proxy.stderr?.on('data', (chunk: Buffer) => nginxLog.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/remotes.json`, proxy, () => nginxLog.join(''), 20);

  const stopChild = (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill(signal);
    });

  return {
    url,
    instances,
    guestTokenSecret,
    redisUrl,
    async restart(index) {
      const old = instances[index]!;
      await stopChild(old.child);
      const fresh = await spawnInstance(index);
      instances[index] = fresh;
      return fresh;
    },
    async stop() {
      // SIGQUIT: nginx finishes what it serves, then exits.
      await stopChild(proxy, 'SIGQUIT');
      await Promise.all(instances.map((instance) => stopChild(instance.child)));
      await redis?.stop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
