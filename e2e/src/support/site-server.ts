// Starts the real server (api/dist/main.js) on a free port with its own copy
// of the deploy folder and its own data folder, so a test can release and roll
// back remotes without touching the developer's site.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstOpsAdmin, type OpsPerson } from '@hikari/api/testing/ops-person';

export const ROOT = path.resolve(__dirname, '../../..');

export interface SiteServer {
  url: string;
  deployDir: string;
  dataDir: string;
  /**
   * The first administrator (every role), registered with the server's
   * OPS_TOKEN as in production; the tests drive the ops API with their
   * personal API token, opsApiToken.
   */
  opsAdmin: OpsPerson;
  opsApiToken: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForReady(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/remotes.json`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start within 60 s:\n${output}`);
}

export async function startSite(env: Record<string, string> = {}): Promise<SiteServer> {
  const work = mkdtempSync(path.join(tmpdir(), 'hikari-e2e-'));
  const deployDir = path.join(work, 'deploy');
  const dataDir = path.join(work, 'data');
  // Not the release lock (release/src/releases.ts) of a publish running on the real deploy folder meanwhile.
  cpSync(path.join(ROOT, 'deploy'), deployDir, {
    recursive: true,
    filter: (src) => path.basename(src) !== '.lock',
  });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const opsToken = 'e2e-ops-token-0123456789abcdefghijklm';
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DEPLOY_DIR: deployDir,
      DATA_DIR: dataDir,
      OPS_TOKEN: opsToken,
      NODE_ENV: 'production',
      // Production seeds no demo data unless asked for by name; the browser tests need the demo area and people.
      SEED_DEMO: 'area,people',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForReady(child, url);
  const opsAdmin = await firstOpsAdmin(url, opsToken);
  return {
    url,
    deployDir,
    dataDir,
    opsAdmin,
    opsApiToken: opsAdmin.apiToken,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
