// SIGTERM: the instance stops accepting connections, finishes the request in
// flight, closes its database and exits 0 (a load balancer drains it first,
// on /readyz).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let child: ChildProcess;
let dataDir: string;
let output = '';
afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('finishes the request in flight, refuses new ones, then exits 0', async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hikari-shutdown-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'main.ts')], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let ready = false; !ready;) {
    if (child.exitCode !== null) throw new Error(output);
    ready = await fetch(`${base}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
  }

  // A request whose body is still arriving when SIGTERM comes.
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      `${base}/auth/guest`,
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': '2' } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.write('{');
    setTimeout(() => {
      child.kill('SIGTERM');
      setTimeout(async () => {
        // No new connection is accepted any more.
        const refused = await fetch(`${base}/healthz`).then(
          () => false,
          () => true,
        );
        expect(refused).toBe(true);
        req.end('}');
      }, 500);
    }, 300);
  });
  const { status, body } = await answer;
  expect(status).toBe(200);
  expect(JSON.parse(body)).toHaveProperty('token');
  expect(await exited).toBe(0);
});
