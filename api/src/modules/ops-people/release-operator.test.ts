// The release commands from a shell (tools/site/cli.ts) ask this API who
// OPS_API_TOKEN is before changing anything (release/src/operator.ts), and hold
// the person to the same roles the console's routes need (rolesToChange). Here
// against a real test server: who is recorded, who is refused and how, and the
// change reaching the audit log under the person's name and role.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shellOperator } from '@hikari/release/operator';
import { publishRemoteVersion } from '@hikari/release/releases';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { OpsPerson } from '../../testing/ops-person';
import type { AuditEntry } from '../ops/audit-log';

let work: string;
let t: TestApp;
let campaignTeam: OpsPerson;
let siteOps: OpsPerson;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'release-operator-'));
  t = await startTestApp({ env: { DEPLOY_DIR: path.join(work, 'deploy') } });
  campaignTeam = await t.addOpsPerson(['team:mfe-campaign'], { login: 'kobayashi', name: '小林 陽菜' });
  siteOps = await t.addOpsPerson(['support', 'site-ops'], { login: 'sato', name: '佐藤 花子' });
});

afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

const env = (token: string | undefined, url = t.url) => ({ OPS_URL: `${url}/`, OPS_API_TOKEN: token });

describe('who makes a release change from a shell', () => {
  it('is the person of OPS_API_TOKEN, in the role the change needs', async () => {
    expect(await shellOperator(env(campaignTeam.apiToken), 'mfe-campaign', 'release')).toEqual({
      person: { name: '小林 陽菜', login: 'kobayashi', role: 'team:mfe-campaign' },
      notice: null,
    });
    // Site ops rolls back any part: the role acted in is site ops, not their first one.
    expect((await shellOperator(env(siteOps.apiToken), 'mfe-apply', 'rollback')).person).toEqual({
      name: '佐藤 花子',
      login: 'sato',
      role: 'site-ops',
    });
    expect((await shellOperator(env(siteOps.apiToken), null, 'canary-policy')).person.role).toBe('site-ops');
  });

  it.each([
    [
      'a team releasing the shell',
      'campaign',
      'shell',
      'release',
      '「サイト運用」',
      '（小林 陽菜（kobayashi）の役割：キャンペーンチーム）',
    ],
    [
      'a team releasing another team’s part',
      'campaign',
      'mfe-apply',
      'canary',
      '「お申し込みチーム」',
      '（小林 陽菜（kobayashi）の役割：キャンペーンチーム）',
    ],
    [
      'site ops releasing a remote',
      'site-ops',
      'mfe-campaign',
      'release',
      '「キャンペーンチーム」',
      '（佐藤 花子（sato）の役割：受付対応、サイト運用）',
    ],
    [
      'a team changing the canary policy',
      'campaign',
      null,
      'canary-policy',
      '「サイト運用」',
      '（小林 陽菜（kobayashi）の役割：キャンペーンチーム）',
    ],
  ] as const)('refuses %s, naming the role needed', async (_case, who, target, action, role, held) => {
    const token = who === 'campaign' ? campaignTeam.apiToken : siteOps.apiToken;
    await expect(shellOperator(env(token), target, action)).rejects.toThrow(
      `この操作には${role}の役割が必要です${held}。何も変更していません。`,
    );
  });

  it('refuses a token the API does not take, OPS_TOKEN, and an API it cannot reach', async () => {
    await expect(shellOperator(env('hko_not-a-token'), 'mfe-campaign', 'release')).rejects.toThrow(
      /^OPS_API_TOKEN の担当者を運用 API（http:\/\/127\.0\.0\.1:\d+）で確認できませんでした（HTTP 401：.+）。何も変更していません。$/,
    );
    await expect(shellOperator(env(t.config.opsToken!), 'shell', 'release')).rejects.toThrow(
      'OPS_API_TOKEN には個人用の API トークン（hko_…）を設定してください（OPS_TOKEN は最初の管理者の登録にだけ使えます）。何も変更していません。',
    );
    await expect(
      shellOperator(env(campaignTeam.apiToken, 'http://127.0.0.1:9'), 'mfe-campaign', 'release'),
    ).rejects.toThrow(
      /^運用 API（http:\/\/127\.0\.0\.1:9）に接続できないため、OPS_API_TOKEN の担当者を確認できません。何も変更していません。/,
    );
  });

  it('is the shell account without OPS_API_TOKEN, with a line saying how to act as yourself', async () => {
    const operator = await shellOperator(
      { OPS_API_TOKEN: '  ' },
      'shell',
      'rollback',
      () => 'deploy@build-01',
    );
    expect(operator.person).toEqual({ name: 'deploy@build-01', login: null, role: null });
    expect(operator.notice).toBe(
      'OPS_API_TOKEN が設定されていないため、履歴にはシェルのアカウント「deploy@build-01」を記録します（ご自分の名前と役割で記録するには、コンソールの「自分のアカウント」で作った個人用の API トークンを OPS_API_TOKEN に設定してください）。',
    );
  });

  it('puts the change in the audit log under the person and role, found by their login', async () => {
    const { person } = await shellOperator(env(campaignTeam.apiToken), 'mfe-campaign', 'release');
    const dist = path.join(work, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'var mfe_campaign = 1;');
    publishRemoteVersion(path.join(work, 'deploy'), 'mfe-campaign', '0.1.0-r1', dist, { person });

    const res = await fetch(`${t.url}/ops/audit?person=kobayashi`, {
      headers: { Authorization: `Bearer ${t.opsApiToken}` },
    });
    const { entries } = (await res.json()) as { entries: AuditEntry[] };
    expect(entries.find((e) => e.target === 'mfe-campaign')).toMatchObject({
      action: 'release',
      actor: 'cli',
      person: '小林 陽菜',
      login: 'kobayashi',
      role: 'team:mfe-campaign',
      description: 'キャンペーン（mfe-campaign）の 0.1.0-r1 を公開（それまで なし）',
    });
  });
});
