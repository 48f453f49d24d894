// Per-remote release and rollback: a second version of one remote goes live,
// is rolled back, and no other remote's files change along the way.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { newPage } from '../support/browser';
import { opsCommand } from '../support/site';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

function treeHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update(new Uint8Array(readFileSync(full)));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function liveVersion(remote: string): string {
  const manifest = JSON.parse(readFileSync(path.join(site.deployDir, 'remotes.json'), 'utf8')) as {
    remotes: Record<string, { version: string }>;
  };
  return manifest.remotes[remote].version;
}

/** Opens /campaign/ and returns the versioned folder its code came from. */
async function campaignFolderServed(page: Page): Promise<string> {
  const folders = new Set<string>();
  const listener = (request: { url(): string }) => {
    const match = /\/remotes\/mfe-campaign\/([^/]+)\//.exec(request.url());
    if (match) folders.add(match[1]);
  };
  page.on('request', listener);
  await page.goto('/campaign/');
  await page.getByRole('heading', { level: 1, name: 'キャンペーン・特典' }).waitFor();
  page.off('request', listener);
  assert.equal(folders.size, 1, `campaign code came from one folder, got ${[...folders].join(', ')}`);
  return [...folders][0];
}

async function diagnosticsVersion(page: Page, remote: string): Promise<string> {
  await page.goto('/test/');
  const cell = page.getByTestId(`version-${remote}`);
  await cell.waitFor();
  return (await cell.innerText()).trim();
}

test('release a second version of mfe-campaign, see it live, roll it back, other remotes untouched', async () => {
  const others = ['mfe-apply', 'mfe-option', 'mfe-area'];
  const before = Object.fromEntries(
    others.map((name) => [name, treeHash(path.join(site.deployDir, 'remotes', name))]),
  );
  const first = liveVersion('mfe-campaign');
  const { page, context } = await newPage(browser, site.url);
  assert.equal(await campaignFolderServed(page), first);

  const releaseOutput = opsCommand(site.deployDir, ['release', 'mfe-campaign']);
  const second = liveVersion('mfe-campaign');
  assert.notEqual(second, first);
  assert.match(releaseOutput, new RegExp(`mfe-campaign ${second.replace(/[.]/g, '\\.')} is live`));

  // A new visit picks the new version from the manifest: nothing is cached.
  assert.equal(await campaignFolderServed(page), second);
  assert.equal(await diagnosticsVersion(page, 'mfe-campaign'), second);

  const listing = opsCommand(site.deployDir, ['list']);
  assert.match(listing, new RegExp(`mfe-campaign: live ${second.replace(/[.]/g, '\\.')}`));

  opsCommand(site.deployDir, ['rollback', 'mfe-campaign']);
  assert.equal(liveVersion('mfe-campaign'), first);
  assert.equal(await campaignFolderServed(page), first);
  assert.equal(await diagnosticsVersion(page, 'mfe-campaign'), first);

  // Both versions stay on disk; a named rollback can go forward again.
  opsCommand(site.deployDir, ['rollback', 'mfe-campaign', second]);
  assert.equal(liveVersion('mfe-campaign'), second);

  for (const name of others) {
    assert.equal(treeHash(path.join(site.deployDir, 'remotes', name)), before[name], `${name} files changed`);
  }
  await context.close();
});
