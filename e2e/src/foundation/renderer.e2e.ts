// The site renders with React: react-dom is the one renderer any build ships,
// and the one that registers with React's DevTools hook on every page a
// visitor lands on, at the very version the live shell's build.json says it
// shares, which the release contract check holds every remote to.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { Browser } from 'playwright-core';
import { liveShellOf, providedSharedOf } from '@hikari/site-tools/contract';
import { releaseRemote } from '@hikari/site-tools/deploy';
import { MEASURED_ROUTES } from '../perf/routes';
import { manifestRemote } from '../releases/test-releases';
import { newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

const REACT_MAJOR = Number(
  (
    JSON.parse(readFileSync(require.resolve('react-dom/package.json'), 'utf8')) as { version: string }
  ).version.split('.')[0],
);

function scriptsUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(dir, name));
}

/** What another renderer's build carries whatever its minifier does to names. */
const OTHER_RENDERERS: [string, RegExp][] = [
  ['Preact', /__PREACT_DEVTOOLS__|preact\/(compat|hooks)|__preactattr_|_hydrateRendered/],
  ['Inferno', /\binferno(-compat)?\b/],
];

test('every build ships react-dom and no other renderer', () => {
  const scripts = scriptsUnder(site.deployDir);
  assert.ok(scripts.length > 0, `no script under ${site.deployDir}`);
  for (const file of scripts) {
    const source = readFileSync(file, 'utf8');
    for (const [name, pattern] of OTHER_RENDERERS) {
      assert.doesNotMatch(source, pattern, `${path.relative(site.deployDir, file)} carries ${name}`);
    }
  }
  // react-dom's own check that its client build is the production one, present once per build.
  const withReactDom = scripts.filter((file) => readFileSync(file, 'utf8').includes('react-dom'));
  assert.ok(withReactDom.length > 0, 'react-dom is in no build');
});

test('react-dom registers with React’s DevTools hook on every page, at the version the release contract names', async () => {
  const live = liveShellOf(site.deployDir);
  assert.ok(live, 'a live shell');
  const contracted = providedSharedOf(live.dir)?.react;
  assert.ok(contracted, 'the live shell names the React it shares');
  const { page, context } = await newPage(browser, site.url);
  // A stand-in for the DevTools extension: React's renderer announces itself to this hook.
  await context.addInitScript(() => {
    const renderers: { name: string; version: string }[] = [];
    (window as unknown as { __renderers: typeof renderers }).__renderers = renderers;
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: { rendererPackageName?: string; version?: string }) {
        renderers.push({ name: renderer.rendererPackageName ?? '?', version: renderer.version ?? '?' });
        return renderers.length;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    };
  });
  try {
    for (const route of MEASURED_ROUTES) {
      await page.goto(route);
      const renderers = await page.evaluate(
        () => (window as unknown as { __renderers: { name: string; version: string }[] }).__renderers,
      );
      assert.equal(renderers.length, 1, `${route}: ${JSON.stringify(renderers)}`);
      assert.equal(renderers[0]!.name, 'react-dom', route);
      assert.equal(Number(renderers[0]!.version.split('.')[0]), REACT_MAJOR, route);
      assert.equal(
        renderers[0]!.version,
        contracted,
        `${route}: the React that runs is the one the contract names`,
      );
    }
  } finally {
    await context.close();
  }
});

test('a remote built against another React major is refused at release, and nothing changes', async () => {
  const before = manifestRemote(site.deployDir, 'mfe-campaign').version;
  const contracted = providedSharedOf(liveShellOf(site.deployDir)!.dir)!.react!;
  const otherMajor = `^${Number(contracted.split('.')[0]) - 1}.0.0`;
  // The live version's real build, as a build against the React before would declare it.
  const work = mkdtempSync(path.join(tmpdir(), 'hikari-react-major-'));
  const dist = path.join(work, 'dist');
  cpSync(path.join(site.deployDir, 'remotes', 'mfe-campaign', before), dist, { recursive: true });
  const file = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    shared: { name: string; requiredVersion?: string }[];
  };
  for (const entry of manifest.shared) {
    if (entry.name === 'react' || entry.name.startsWith('react-dom')) entry.requiredVersion = otherMajor;
  }
  writeFileSync(file, JSON.stringify(manifest));
  const deployBefore = process.env.DEPLOY_DIR;
  process.env.DEPLOY_DIR = site.deployDir;
  try {
    // The release path ops use (npm run release), on this test's deploy folder.
    assert.throws(
      () => releaseRemote('mfe-campaign', { build: false, distDir: dist, log: () => undefined }),
      (error: Error) =>
        error.message.includes(`react：${otherMajor} が必要ですが`) && error.message.includes(contracted),
    );
  } finally {
    if (deployBefore === undefined) delete process.env.DEPLOY_DIR;
    else process.env.DEPLOY_DIR = deployBefore;
    rmSync(work, { recursive: true, force: true });
  }
  assert.equal(
    manifestRemote(site.deployDir, 'mfe-campaign').version,
    before,
    'the live version is the same',
  );
  const { page, context } = await newPage(browser, site.url);
  try {
    await page.goto('/campaign/');
    await page.getByRole('heading', { level: 1, name: 'キャンペーン・特典' }).waitFor();
  } finally {
    await context.close();
  }
});
