// Measures what a visitor downloads: the JavaScript of a first visit to /, and
// the extra JavaScript the first visit to each remote's route adds (client-side
// navigation, as a visitor clicking through). Sizes are gzip level 9 of each
// file as served, which is what a CDN in front of the site would send.
//
// Under each part, its budget (<part>/budget.json) beside the size the release
// check compares with it: the first-visit JavaScript of the live build, counted
// from its files by tools/site/budget.ts (the same gzip measure as here).
// Under the first visit to /, what it loaded split three ways: the scripts the
// page starts and hydrates with (the files the release counts), the scripts
// that come once the page is up (the after-page chunks: tracking, the remotes'
// manifest, the realtime channel, dialogs, RUM), and the stylesheets.
//
//   npm run build:site && npm run bench:pages   (add --files for every file)
import type { SitePart } from '@hikari/shared/domain';
import {
  firstVisit,
  firstVisitFiles,
  gzipSize,
  kib,
  liveBuildOf,
  readBudget,
  totalOf,
} from '@hikari/site-tools/budget';
import { launchBrowser, navigateInApp, newPage } from '../support/browser';
import { startSite } from '../support/site-server';

interface Visit {
  part: SitePart;
  path: string;
  heading: string;
}

const VISITS: Visit[] = [
  { part: 'mfe-apply', path: '/apply/form/', heading: '料金シミュレーション' },
  { part: 'mfe-campaign', path: '/campaign/', heading: 'キャンペーン・特典' },
  { part: 'mfe-option', path: '/option/', heading: 'オプションサービス' },
  { part: 'mfe-area', path: '/area/', heading: '提供エリア検索' },
];

/** A part's budget and the size the release check compares with it, from the served deploy folder. */
function budgetLine(deployDir: string, part: SitePart): string {
  let budget: string;
  let limit = Infinity;
  try {
    const read = readBudget(part);
    budget = read
      ? `${read.firstVisitKiB} KiB${read.targetKiB ? ` (target ${read.targetKiB} KiB)` : ''}`
      : 'none';
    limit = read ? read.firstVisitKiB * 1024 : Infinity;
  } catch (error) {
    budget = error instanceof Error ? error.message : String(error);
  }
  const live = liveBuildOf(deployDir, part);
  const size = live ? totalOf(firstVisit(part, live.dir)) : null;
  const counted = size === null ? 'nothing live' : `${kib(size)} gzip${size > limit ? '  OVER BUDGET' : ''}`;
  return `    budget ${budget} (${part}/budget.json); first-visit JavaScript as the release counts it: ${counted}`;
}

interface ServedFile {
  url: string;
  type: 'script' | 'stylesheet';
  raw: number;
  gzip: number;
}

/** One line of the report: a label, how many files, their raw and gzip sizes. */
function sizeLine(label: string, files: readonly ServedFile[]): string {
  const raw = files.reduce((sum, f) => sum + f.raw, 0);
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  return `${label.padEnd(32)} ${String(files.length).padStart(3)} files  ${kib(raw).padStart(11)} raw  ${kib(gzip).padStart(10)} gzip`;
}

/**
 * The first visit's files in three parts: the scripts the live shell's page
 * starts with (those the release counts), the scripts after the page, the CSS.
 */
function firstVisitParts(deployDir: string, files: readonly ServedFile[]): string {
  const live = liveBuildOf(deployDir, 'shell');
  const atStart = new Set(live ? firstVisitFiles('shell', live.dir).map((file) => `/${file}`) : []);
  const scripts = files.filter((f) => f.type === 'script');
  return [
    sizeLine(
      '  scripts the page starts with',
      scripts.filter((f) => atStart.has(f.url)),
    ),
    sizeLine(
      '  scripts after the page is up',
      scripts.filter((f) => !atStart.has(f.url)),
    ),
    sizeLine(
      '  stylesheets',
      files.filter((f) => f.type === 'stylesheet'),
    ),
  ].join('\n');
}

async function main() {
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser, site.url);
    let files: ServedFile[] = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      try {
        const body = await response.body();
        files.push({
          url: new URL(response.url()).pathname,
          type,
          raw: body.length,
          gzip: gzipSize(new Uint8Array(body)),
        });
      } catch {
        // a response without a body (redirect) adds nothing
      }
    });
    const settle = async () => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
    };
    /** Prints what was served since the last report, and returns it. */
    const report = (label: string): ServedFile[] => {
      const served = files;
      files = [];
      console.log(sizeLine(label, served));
      if (process.argv.includes('--files')) {
        for (const f of [...served].sort((a, b) => b.gzip - a.gzip))
          console.log(`    ${kib(f.gzip).padStart(10)}  ${f.url}`);
      }
      return served;
    };

    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settle();
    console.log(firstVisitParts(site.deployDir, report('first visit to /')));
    console.log(budgetLine(site.deployDir, 'shell'));
    for (const visit of VISITS) {
      await navigateInApp(page, visit.path);
      await page.getByRole('heading', { level: 1, name: visit.heading }).waitFor();
      await settle();
      report(`+ ${visit.part} (${visit.path})`);
      console.log(budgetLine(site.deployDir, visit.part));
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}

void main();
