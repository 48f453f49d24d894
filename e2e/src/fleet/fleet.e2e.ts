// The production recipe, smoke-tested: nginx serving the published site and
// proxying the API to two instances on one PostgreSQL (tools/fleet). A visitor
// gets the top page, an area search and one application stored once, while
// the guest token and the idempotency record live in the database the
// instances share, and the rate limits in the fleet's Redis.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { after, before, test } from 'node:test';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { startFleet, type Fleet } from '@hikari/fleet';
import { firstOpsAdmin } from '@hikari/api/testing/ops-person';
import { launchBrowser, newPage } from '../support/browser';
import { ApplicantStep, AreaStep, CompletedStep, InstallationStep, TermsStep } from '../apply/apply-pages';
import { sampleApplicant, sampleInstallation } from '../apply/sample-answers';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = `e2e_fleet_${randomBytes(4).toString('hex')}`;
const OPS_TOKEN = 'e2e-fleet-ops-token-0123456789abcdef';

let fleet: Fleet;
let browser: Browser;
/** The first administrator's personal API token: OPS_TOKEN only registers them. */
let opsApiToken: string;

before(async () => {
  fleet = await startFleet({ databaseUrl: DATABASE_URL, databaseSchema: SCHEMA, env: { OPS_TOKEN } });
  opsApiToken = (await firstOpsAdmin(fleet.url, OPS_TOKEN)).apiToken;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await fleet?.stop();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists ${SCHEMA} cascade`);
  await client.end();
});

test('nginx serves the site compressed with its cache rules, and both instances are ready', async () => {
  const page = await fetch(`${fleet.url}/`, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(page.status, 200);
  assert.equal(page.headers.get('server'), 'nginx');
  assert.equal(page.headers.get('content-encoding'), 'gzip');
  assert.match(page.headers.get('vary') ?? '', /Accept-Encoding/);
  assert.equal(page.headers.get('cache-control'), 'no-cache');
  assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self'/);
  const manifest = (await (await fetch(`${fleet.url}/remotes.json`)).json()) as {
    remotes: Record<string, { entry: string }>;
  };
  const entry = Object.values(manifest.remotes)[0]!.entry;
  const remote = await fetch(new URL(entry, fleet.url));
  assert.equal(remote.status, 200);
  assert.match(remote.headers.get('cache-control') ?? '', /immutable/);
  const missing = await fetch(`${fleet.url}/no-such-page/`);
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /<div id="root">/);
  assert.equal((await fetch(`${fleet.url}/faq`)).status, 200);
  const sitemap = await fetch(`${fleet.url}/sitemap.xml`);
  assert.equal(sitemap.status, 200);
  assert.match(await sitemap.text(), new RegExp(`<loc>${fleet.url}/faq/</loc>`));
  for (const instance of fleet.instances) {
    assert.equal((await fetch(`${instance.url}/readyz`)).status, 200);
  }
});

test('a visitor searches the area and applies once through nginx and two instances', async () => {
  const { page, context, consoleErrors } = await newPage(browser, fleet.url);
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();

  const area = new AreaStep(page);
  await area.open();
  const simulation = await area.searchServedHome();
  await simulation.menu(1);
  await simulation.apply();

  await new ApplicantStep(page).complete(sampleApplicant);
  const installation = new InstallationStep(page);
  await installation.waitFor();
  await installation.complete(sampleInstallation);

  const terms = new TermsStep(page);
  await terms.waitFor();
  await terms.agreeToAll();
  await terms.submit.dblclick();
  const number = await new CompletedStep(page).receptionNumber();
  assert.match(number, /^AP-\d{8}-[A-Z0-9]{6}$/);

  const res = await fetch(`${fleet.url}/ops/submissions?type=applications`, {
    headers: { Authorization: `Bearer ${opsApiToken}` },
  });
  assert.equal(res.status, 200);
  const { submissions } = (await res.json()) as { submissions: { receptionId: string }[] };
  assert.equal(submissions.length, 1, 'one application, however the requests were spread');
  assert.equal(submissions[0]!.receptionId, number);
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test('a client cannot choose its address through nginx; the instances listen on loopback only', async () => {
  const ops = (path: string, init: RequestInit = {}) =>
    fetch(`${fleet.url}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${opsApiToken}`, ...init.headers },
    });
  // nginx replaces whatever X-Forwarded-For the client sent with the address it saw.
  assert.equal(
    (await ops('/ops/submissions?format=rows', { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status,
    200,
  );
  const { entries } = (await (await ops('/ops/audit?limit=1')).json()) as {
    entries: { action: string; address: string | null }[];
  };
  assert.equal(entries[0]?.action, 'export');
  assert.equal(entries[0]?.address, '127.0.0.1');

  // An instance answers on loopback, and on no other interface of this machine.
  const instance = fleet.instances[0]!;
  assert.equal((await fetch(`${instance.url}/healthz`)).status, 200);
  const external = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal);
  if (external) {
    await assert.rejects(
      fetch(`http://${external.address}:${instance.port}/healthz`, { signal: AbortSignal.timeout(3000) }),
    );
  }

  // The area master's CSV may be larger than any other body: nginx passes it on to the API,
  // which reads it (and refuses this one for its rows, not its size).
  const csv = `prefecture,city,town,chome,is_service_area\n${'愛知県,名古屋市中区,栄,一丁目,maybe\n'.repeat(8000)}`;
  assert.ok(Buffer.byteLength(csv) > 300 * 1024);
  const imported = await ops('/ops/area/import?kind=towns', {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv' },
    body: csv,
  });
  assert.equal(imported.status, 400);
  assert.match(((await imported.json()) as { message: string }).message, /取り込みませんでした/);
});

// Last: it locks this machine's address out of the ops side for the rest of the window.
test('wrong ops tokens through nginx lock the address out, whatever X-Forwarded-For says', async () => {
  // The two instances count in the fleet's Redis, so the lock-out comes after
  // exactly 10 wrong tokens, whichever instance nginx sent each one to.
  const statuses: number[] = [];
  for (let i = 0; i < 30 && !statuses.includes(429); i += 1) {
    const res = await fetch(`${fleet.url}/ops/session`, {
      headers: {
        Authorization: `Bearer wrong-${i}-${'x'.repeat(32)}`,
        'X-Forwarded-For': `198.51.100.${i + 1}`,
      },
    });
    statuses.push(res.status);
  }
  const refused = statuses.indexOf(429);
  assert.equal(refused, 10, `locked out after ${refused} wrong tokens: ${statuses.join(' ')}`);
  assert.ok(statuses.slice(0, refused).every((status) => status === 401));
  const right = await fetch(`${fleet.url}/ops/session`, {
    headers: { Authorization: `Bearer ${opsApiToken}` },
  });
  assert.equal(right.status, 429);
  const logged = fleet.instances.flatMap((instance) => instance.log).join('\n');
  assert.match(logged, /\[ops\] refused GET \/ops\/session from 127\.0\.0\.1/);
});
