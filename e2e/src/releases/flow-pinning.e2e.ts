// Issue 10, point 4: a visitor in the middle of the six-step application keeps
// the remote versions the application started with until it is completed; a
// release applies to the next page load outside the flow; a version ops
// withdraw is dropped at once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ApplicantStep, AreaStep, CompletedStep, InstallationStep, TermsStep } from '../apply/apply-pages';
import { sampleApplicant, sampleInstallation } from '../apply/sample-answers';
import { newPage, pageReady } from '../support/browser';
import { opsCommand } from '../support/site';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';
import {
  foldersRequested,
  foldersRun,
  manifestRemote,
  releaseCopyOfLive,
  versionLoaded,
} from './test-releases';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

// The kana typed in hiragana, as some visitors do.
const applicant = { ...sampleApplicant, lastNameKana: 'さとう', firstNameKana: 'はなこ' };
const installation = sampleInstallation;

/**
 * The first step's page load. Its prerendered form shows before the page is
 * hydrated (and mounted again with the visitor's saved state); the area search
 * starts once the page's code has loaded.
 */
async function openAreaStep(area: AreaStep): Promise<void> {
  await area.open();
  await area.page.waitForLoadState('networkidle');
}

/** A page load of the first step, the area search and the simulation, then on to step 3. */
async function startApplication(page: Page): Promise<void> {
  const area = new AreaStep(page);
  await openAreaStep(area);
  const sim = await area.searchServedHome();
  await sim.apply();
  await new ApplicantStep(page).waitFor();
}

const pinnedVersion = (page: Page, remote: string) =>
  page.evaluate((name) => {
    const pin = JSON.parse(window.sessionStorage.getItem('hikari.flowPin') ?? 'null') as {
      remotes: Record<string, { version: string }>;
    } | null;
    return pin?.remotes[name]?.version ?? null;
  }, remote);

const only = (folders: Set<string>) => [...folders].sort().join(', ');

test('an application keeps the version it started with through a release, and the next page load after completion uses the new one', async () => {
  const a = manifestRemote(site.deployDir, 'mfe-apply').version;
  const { page, context } = await newPage(browser, site.url);
  await startApplication(page);
  assert.equal(await pinnedVersion(page, 'mfe-apply'), a);

  const b = releaseCopyOfLive(site.deployDir, 'mfe-apply');
  assert.equal(manifestRemote(site.deployDir, 'mfe-apply').version, b);

  // The next step: still A, no reload.
  const form2 = new ApplicantStep(page);
  await form2.fill(applicant);
  const stepFolders = await foldersRequested(page, 'mfe-apply', async () => {
    await form2.next();
    await new InstallationStep(page).waitFor();
  });
  assert.ok(!stepFolders.has(b), `no file of ${b} on the next step: ${only(stepFolders)}`);
  assert.equal(await pinnedVersion(page, 'mfe-apply'), a);

  // Even a page load inside the flow runs A (its prerendered HTML may preload what is live).
  await page.reload();
  await new InstallationStep(page).waitFor();
  assert.equal(
    await versionLoaded(page, 'mfe-apply'),
    a,
    'a page load inside the application runs the pinned version',
  );
  assert.equal(only(await foldersRun(page, 'mfe-apply')), a, 'no script of another version ran');

  await new InstallationStep(page).complete(installation);
  const terms = new TermsStep(page);
  await terms.waitFor();
  await terms.agreeToAll();
  await terms.submit.click();
  await new CompletedStep(page).receptionNumber();
  // Completed: the pin is gone.
  assert.equal(await pinnedVersion(page, 'mfe-apply'), null);

  // The next page load (a page of mfe-apply outside the flow) uses B.
  await page.goto('/contact/');
  await page.getByRole('heading', { level: 1, name: '工事日・ご訪問のご予約' }).waitFor();
  assert.equal(await versionLoaded(page, 'mfe-apply'), b);
  assert.ok(!(await foldersRun(page, 'mfe-apply')).has(a), `no script of ${a} ran`);
  await context.close();
});

test('a pinned version ops withdraw is dropped at the next step: the page reloads with the live version', async () => {
  const a = manifestRemote(site.deployDir, 'mfe-apply').version;
  const { page, context } = await newPage(browser, site.url);
  const area = new AreaStep(page);
  await openAreaStep(area);
  assert.equal(await pinnedVersion(page, 'mfe-apply'), a);
  const sim = await area.searchServedHome();

  const b = releaseCopyOfLive(site.deployDir, 'mfe-apply');
  opsCommand(site.deployDir, ['withdraw', 'mfe-apply', a]);
  assert.deepEqual(manifestRemote(site.deployDir, 'mfe-apply').withdrawn, [a]);

  // The next step reloads the page at once with B, and pins B for the rest of the application.
  const folders = await foldersRequested(page, 'mfe-apply', async () => {
    const loaded = page.waitForEvent('load');
    await sim.apply();
    await loaded;
    await pageReady(page);
    await new ApplicantStep(page).waitFor();
  });
  assert.ok(folders.has(b), `the step after the withdrawal loads ${b}: ${only(folders)}`);
  assert.equal(await versionLoaded(page, 'mfe-apply'), b, 'and runs it');
  assert.ok(!(await foldersRun(page, 'mfe-apply')).has(a), `no script of ${a} ran after the reload`);
  assert.equal(new URL(page.url()).pathname, '/apply/form2/');
  assert.equal(await pinnedVersion(page, 'mfe-apply'), b);
  await context.close();
});
