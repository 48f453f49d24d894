// The release commands as ops type them (node --import tsx tools/site/cli.ts …):
// who the history names, and the refusals before anything changes. The API's
// side of OPS_API_TOKEN (GET /ops/session, the roles) is tested against a real
// server in api/src/modules/ops-people/release-operator.test.ts; here a stand-in
// answers it, to see what the command does with the answer.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { ROOT, releaseRemote } from './deploy';

const CLI = path.join(ROOT, 'tools', 'site', 'cli.ts');

let work: string;
let deploy: string;
let api: Server | null = null;

function fakeBuild(label: string): string {
  const dist = path.join(work, `dist-${label}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'remoteEntry.js'), `var mfe_campaign = "${label}";`);
  const react = { name: 'react', version: '', requiredVersion: '^19.0.0', singleton: true };
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ shared: [react], exposes: [] }));
  return dist;
}

const history = () =>
  JSON.parse(readFileSync(path.join(deploy, 'remotes', 'mfe-campaign', 'history.json'), 'utf8')) as {
    action: string;
    version: string;
    person?: { name: string; login: string | null; role: string | null };
  }[];

/** Runs the command as a shell would, with only these variables of ours set. */
async function cli(args: string[], env: Record<string, string> = {}) {
  const { OPS_API_TOKEN: _token, OPS_URL: _url, DATABASE_URL: _db, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { cwd: ROOT, env: { ...inherited, DEPLOY_DIR: deploy, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A stand-in for the ops API's GET /ops/session: the person it answers, and the Authorization it was sent. */
async function opsApi(person: { login: string; name: string; roles: string[] }) {
  const seen: (string | undefined)[] = [];
  api = createServer((req, res) => {
    seen.push(req.headers.authorization);
    res.setHeader('Content-Type', 'application/json');
    res.end(req.url === '/ops/session' ? JSON.stringify({ ok: true, person, csrfToken: null }) : '{}');
  });
  await new Promise<void>((resolve) => api!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, seen };
}

let r1: string;
let r2: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'hikari-cli-'));
  deploy = path.join(work, 'deploy');
  process.env.DEPLOY_DIR = deploy;
  const quiet = () => undefined;
  r1 = releaseRemote('mfe-campaign', { build: false, distDir: fakeBuild('a'), log: quiet }).version;
  r2 = releaseRemote('mfe-campaign', { build: false, distDir: fakeBuild('b'), log: quiet }).version;
});

afterEach(async () => {
  if (api) await new Promise((resolve) => api!.close(resolve));
  api = null;
  rmSync(work, { recursive: true, force: true });
  delete process.env.DEPLOY_DIR;
});

describe('the release commands from a shell', () => {
  test('without OPS_API_TOKEN: says so in one line and names the shell account in the history', async () => {
    const account = `${userInfo().username}@${hostname()}`;
    const run = await cli(['rollback', 'mfe-campaign']);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(
      run.stderr.trim(),
      `OPS_API_TOKEN が設定されていないため、履歴にはシェルのアカウント「${account}」を記録します（ご自分の名前と役割で記録するには、コンソールの「自分のアカウント」で作った個人用の API トークンを OPS_API_TOKEN に設定してください）。`,
    );
    const last = history().at(-1)!;
    assert.deepEqual([last.action, last.version], ['rollback', r1]);
    assert.deepEqual(last.person, { name: account, login: null, role: null });
  });

  test('with OPS_API_TOKEN: names the person and the role they acted in', async () => {
    const { url, seen } = await opsApi({ login: 'sato', name: '佐藤 花子', roles: ['support', 'site-ops'] });
    const run = await cli(['rollback', 'mfe-campaign'], { OPS_API_TOKEN: 'hko_sato', OPS_URL: url });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stderr, '');
    assert.deepEqual(seen, ['Bearer hko_sato']);
    assert.deepEqual(history().at(-1)?.person, { name: '佐藤 花子', login: 'sato', role: 'site-ops' });
  });

  test('refuses a person without the role, naming it, and changes nothing', async () => {
    const { url } = await opsApi({ login: 'nakamura', name: '中村 翔', roles: ['support'] });
    const before = history();
    const run = await cli(['withdraw', 'mfe-campaign', r1], { OPS_API_TOKEN: 'hko_x', OPS_URL: url });
    assert.equal(run.code, 1);
    assert.equal(
      run.stderr.trim(),
      'error: この操作には「キャンペーンチーム」の役割が必要です（中村 翔（nakamura）の役割：受付対応）。何も変更していません。',
    );
    assert.deepEqual(history(), before);
  });

  test('refuses when the API cannot be reached with a token set, and changes nothing', async () => {
    const before = history();
    const run = await cli(['rollback', 'mfe-campaign'], {
      OPS_API_TOKEN: 'hko_x',
      OPS_URL: 'http://127.0.0.1:9',
    });
    assert.equal(run.code, 1);
    assert.match(
      run.stderr,
      /^error: 運用 API（http:\/\/127\.0\.0\.1:9）に接続できないため、OPS_API_TOKEN の担当者を確認できません。何も変更していません。/,
    );
    assert.deepEqual(history(), before);
    assert.equal(before.at(-1)?.version, r2);
  });
});

describe('canary-policy', () => {
  test('a change without OPS_API_TOKEN is refused and changes nothing; with it, the API makes it', async () => {
    const before = await cli(['canary-policy']);
    assert.equal(before.code, 0);

    const refused = await cli(['canary-policy', 'minVisitors=500']);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /OPS_API_TOKEN/);
    assert.match(refused.stderr, /何も変更していません/);
    assert.equal((await cli(['canary-policy'])).stdout, before.stdout);

    // The API is what changes it (role, lock, audit): the command sends the patch there.
    const sent: { method?: string; url?: string; auth?: string; body: string }[] = [];
    api = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        sent.push({ method: req.method, url: req.url, auth: req.headers.authorization, body });
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ policy: { minVisitors: 500 } }));
      });
    });
    await new Promise<void>((resolve) => api!.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const changed = await cli(['canary-policy', 'minVisitors=500', 'autoPromote=false'], {
      OPS_API_TOKEN: 'hko_test',
      OPS_URL: url,
    });
    assert.equal(changed.code, 0, changed.stderr);
    assert.deepEqual(sent, [
      {
        method: 'PUT',
        url: '/ops/canary/policy',
        auth: 'Bearer hko_test',
        body: JSON.stringify({ minVisitors: 500, autoPromote: false }),
      },
    ]);
    assert.match(changed.stdout, /"minVisitors": 500/);
  });
});
