// A real nginx on the rendered configuration, for the tests that check what
// nginx itself does (canary pages, hostile clients): started on a free port
// in a folder of its own, ready once it serves remotes.json, stopped
// gracefully. CI installs nginx before the tests (.ci/run), so there a
// missing nginx fails a test instead of skipping it.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, nginxBinary } from './fleet';
import { renderNginxConfig, type NginxOptions } from './nginx-config';

export const nginx = nginxBinary();

/** Why a suite is skipped: only where nginx is missing and the run is not CI's. */
export const nginxSkip =
  !nginx && process.env.CI !== 'true' && "nginx not found (set NGINX=<path>, or install Debian's nginx)";

/** The headers every answer carries, nginx's own included. */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
];

/** A deploy folder for nginx to serve, and how to add a file to it (its folders made as needed). */
export interface DeployUnderTest {
  dir: string;
  write(file: string, content: string | Uint8Array): void;
}

/**
 * Makes `<work>/deploy` with what nginx serves in every suite: an empty
 * remotes.json (nginx is ready once it serves it), the shell's index, the
 * not-found page and a FAQ page titled `faqTitle`.
 */
export function baseDeploy(work: string, faqTitle: string): DeployUnderTest {
  const dir = path.join(work, 'deploy');
  const write = (file: string, content: string | Uint8Array) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  write('remotes.json', '{"remotes":{}}');
  write('shell/index.html', '<title>shell index</title>');
  write('pages/_404/page.html', '<title>not found page</title>');
  write('pages/faq/page.html', `<title>${faqTitle}</title>`);
  return { dir, write };
}

export interface NginxUnderTest {
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** The folder nginx runs in (its logs, temporary bodies). */
  prefix: string;
  stop(): Promise<void>;
}

/**
 * Renders the configuration for `deployDir` with `options`, checks it with
 * `nginx -t` and starts nginx in `<work>/nginx`.
 * @param options.publicUrl default the address it listens on
 */
export async function startNginx(
  work: string,
  options: Omit<NginxOptions, 'port' | 'prefix' | 'user'> & { publicUrl?: string },
): Promise<NginxUnderTest> {
  assert.ok(nginx, "nginx not found, and CI=true: .ci/run installs Debian's nginx before npm test");
  const prefix = path.join(work, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    renderNginxConfig({
      ...options,
      port,
      prefix,
      user: process.getuid?.() === 0 ? 'root' : undefined,
      publicUrl: options.publicUrl ?? url,
    }),
  );
  const check = spawnSync(nginx, ['-t', '-p', prefix, '-c', config], { encoding: 'utf8' });
  assert.equal(check.status, 0, `nginx refused its configuration:\n${check.stderr}`);
  const log: string[] = [];
  const proxy = spawn(nginx, ['-p', prefix, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  proxy.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    assert.equal(proxy.exitCode, null, `nginx exited:\n${log.join('')}`);
    try {
      if ((await fetch(`${url}/remotes.json`)).ok) break;
    } catch {
      // not listening yet
    }
    assert.ok(Date.now() < deadline, `nginx not ready:\n${log.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    url,
    prefix,
    async stop() {
      if (proxy.exitCode !== null || proxy.signalCode !== null) return;
      const exited = new Promise((resolve) => proxy.once('exit', resolve));
      proxy.kill('SIGQUIT');
      await exited;
    },
  };
}
