// Measures what a visitor downloads: the JavaScript of a first visit to /, and
// the extra JavaScript the first visit to each remote's route adds (client-side
// navigation, as a visitor clicking through). Sizes are gzip level 9 of each
// file as served, which is what a CDN in front of the site would send.
//
//   npm run build:site && npm run bench:pages   (add --files for every file)
import { gzipSync } from 'node:zlib';
import { launchBrowser, navigateInApp, newPage } from '../support/browser';
import { startSite } from '../support/site-server';

interface Visit {
  label: string;
  path: string;
  heading: string;
}

const VISITS: Visit[] = [
  { label: 'mfe-apply (/apply/form/)', path: '/apply/form/', heading: '料金シミュレーション' },
  { label: 'mfe-campaign (/campaign/)', path: '/campaign/', heading: 'キャンペーン・特典' },
  { label: 'mfe-option (/option/)', path: '/option/', heading: 'オプションサービス' },
  { label: 'mfe-area (/area/)', path: '/area/', heading: '提供エリア検索' },
];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser, site.url);
    let files: { url: string; raw: number; gzip: number }[] = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      try {
        const body = await response.body();
        files.push({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(new Uint8Array(body), { level: 9 }).length,
        });
      } catch {
        // a response without a body (redirect) adds nothing
      }
    });
    const settle = async () => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
    };
    const report = (label: string) => {
      const raw = files.reduce((sum, f) => sum + f.raw, 0);
      const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
      console.log(
        `${label.padEnd(30)} ${String(files.length).padStart(3)} files  ${kib(raw).padStart(11)} raw  ${kib(gzip).padStart(10)} gzip`,
      );
      if (process.argv.includes('--files')) {
        for (const f of files.sort((a, b) => b.gzip - a.gzip))
          console.log(`    ${kib(f.gzip).padStart(10)}  ${f.url}`);
      }
      files = [];
    };

    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settle();
    report('first visit to /');
    for (const visit of VISITS) {
      await navigateInApp(page, visit.path);
      await page.getByRole('heading', { level: 1, name: visit.heading }).waitFor();
      await settle();
      report(`+ ${visit.label}`);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}

void main();
