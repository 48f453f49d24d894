// Prerendered pages (tools/site/prerender.ts): every route of the route table
// arrives as HTML that already holds its page, and the browser hydrates it
// without a React hydration error and without a visible shift; unknown paths
// get the prerendered 404 page with status 404; a rollback serves the old
// version's HTML again, byte for byte.
import assert from 'node:assert/strict';
import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  DEFAULT_SETTINGS,
  GENERIC_ERROR_HEADING,
  NOT_FOUND_HEADING,
  campaignHeadline,
  routeTable,
} from '@hikari/shared/domain';
import { scriptHash } from '@hikari/shared/start-script';
import { afterPageScripts } from '@hikari/webpack-config/page-chunks';
import { layoutShift, newPage } from '../support/browser';
import { opsCommand } from '../support/site';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

/** The page as the server sends it, before any script runs. */
async function served(pathname: string): Promise<{ status: number; html: string; csp: string }> {
  const res = await fetch(`${site.url}${pathname}`, { redirect: 'manual' });
  return {
    status: res.status,
    html: await res.text(),
    csp: res.headers.get('content-security-policy') ?? '',
  };
}

/** The scripts written into a page (the start script), with their code. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, code]) => ({
    attributes: attributes!,
    code: code!,
  }));

const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? null;

/** React's hydration failures, in development wording and as production error codes. */
const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

interface Visit {
  errors: string[];
  cls: number;
}

/**
 * Opens a path, waits until the page is quiet (the remote and its chunks have
 * come and the page hydrated), and returns what the console reported and the
 * layout shift the page saw.
 */
async function visit(page: Page, consoleErrors: string[], pathname: string): Promise<Visit> {
  const pageErrors: string[] = [];
  const onError = (error: Error) => pageErrors.push(error.message);
  page.on('pageerror', onError);
  consoleErrors.length = 0;
  await page.goto(pathname, { waitUntil: 'networkidle' });
  // Hydration of the page's boundary waits for the remote; networkidle says it has come.
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
  await page.waitForTimeout(300);
  const cls = await layoutShift(page, 100);
  page.off('pageerror', onError);
  return { errors: [...consoleErrors, ...pageErrors], cls };
}

test('every route of the route table is served with its page in the HTML', async () => {
  for (const route of routeTable) {
    const { status, html, csp } = await served(route.path);
    assert.equal(status, 200, `${route.path} status`);
    assert.match(html, /<header class="site-header"/, `${route.path} has the header`);
    assert.match(html, /<footer class="site-footer/, `${route.path} has the footer`);
    const h1 = h1Of(html);
    assert.ok(h1 && h1.trim().length > 0, `${route.path} has an h1 in its HTML`);
    assert.match(html, new RegExp(`<title>${route.title ? `${route.title} \\|` : ''}[^<]*</title>`));
    assert.match(html, /<meta name="description" content="[^"]+"/, `${route.path} has a description`);
    const robots = route.noindex ? 'noindex,nofollow' : 'index,follow';
    assert.match(html, new RegExp(`<meta name="robots" content="${robots}"`), `${route.path} robots`);
    // One script in the page, the start script, which the policy allows by its hash and no other.
    const inline = inlineScripts(html);
    assert.equal(inline.length, 1, `${route.path} has the start script and no other inline script`);
    assert.match(inline[0]!.attributes, /data-main="\/main\.[0-9a-f]{8}\.js"/);
    const hash = `'${scriptHash(inline[0]!.code)}'`;
    const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    assert.ok(scriptSources.split(' ').includes(hash), `${route.path}: the policy allows its start script`);
    assert.doesNotMatch(scriptSources, /unsafe-inline/);
  }
});

/** The scripts a page names for its hydration (a meta tag, preloaded all at once by the start script after the first paint). */
function namedScripts(html: string): string[] {
  return (/<meta name="hikari-hydration-scripts" content="([^"]+)"/.exec(html)?.[1] ?? '').split(' ');
}

/** Everything the page loads for itself was named (no waterfall), and nothing named goes unused. */
async function assertNoWaterfall(route: string, html: string): Promise<void> {
  const preloaded = namedScripts(html);
  // The federation runtime, which the start script preloads with them (start.ts).
  const mainScript = /data-main="([^"]+)"/.exec(inlineScripts(html)[0]?.attributes ?? '')?.[1];
  assert.ok(mainScript, `${route}: the start script names its main script`);
  const { page, context } = await newPage(browser, site.url, { mobile: true });
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) requested.push(url.pathname);
  });
  // When the start script adds the federation runtime's <script>.
  await page.addInitScript((main) => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof HTMLScriptElement && node.getAttribute('src') === main) {
            (window as unknown as { mainAddedAt?: number }).mainAddedAt ??= performance.now();
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, mainScript);
  await page.goto(route, { waitUntil: 'networkidle' });
  // Each named script was requested by a preload link, not later by the chunk that needs it.
  const hinted = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'link')
      .map((entry) => new URL(entry.name).pathname),
  );
  // No script is asked for before the page is painted: the start script is in the page itself.
  const { paint, firstCode } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    firstCode: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    ),
  }));
  // The federation runtime is preloaded with them, and starts only once every one has arrived
  // (Chromium compiles them on background threads meanwhile).
  const runtime = await page.evaluate(
    (main) => ({
      addedAt: (window as unknown as { mainAddedAt?: number }).mainAddedAt ?? Number.NaN,
      preloadedAs: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === main)
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      lastArrival: Math.max(
        ...performance
          .getEntriesByType('resource')
          .filter(
            (entry) =>
              (entry as PerformanceResourceTiming).initiatorType === 'link' && entry.name.endsWith('.js'),
          )
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
      ),
    }),
    mainScript,
  );
  await context.close();
  assert.deepEqual(runtime.preloadedAs, ['link'], `${route}: the federation runtime is preloaded once`);
  assert.ok(
    runtime.addedAt >= runtime.lastArrival,
    `${route}: the federation runtime was added at ${runtime.addedAt} ms, before the last preload arrived at ${runtime.lastArrival} ms`,
  );
  assert.ok(
    paint <= firstCode,
    `${route}: a script asked for at ${firstCode} ms, before the first paint at ${paint} ms`,
  );
  assert.deepEqual(
    preloaded.filter((url) => !hinted.includes(url)),
    [],
    `${route}: named scripts that were not preloaded`,
  );
  // The real visitors' figures (web-vitals) and the realtime channel (graphql-ws) load after the
  // page: hydration never waits for them, so they are not named for preloading.
  const afterPage = afterPageScripts(path.join(site.deployDir, 'shell'));
  assert.ok(
    afterPage.some((url) => /^\/rum\./.test(url)) && afterPage.some((url) => /^\/realtime\./.test(url)),
  );
  const afterThePage = (url: string) => afterPage.includes(url);
  assert.deepEqual(
    requested.filter((url) => url !== mainScript && !preloaded.includes(url) && !afterThePage(url)),
    [],
    `${route}: scripts loaded without a hint`,
  );
  assert.deepEqual(
    preloaded.filter((url) => !requested.includes(url)),
    [],
    `${route}: hints for scripts the page never loads`,
  );
}

test('a page names what its hydration needs for preloading: the shell’s start-up chunks, a remote’s entry and page chunks', async () => {
  const { html } = await served('/campaign/');
  const preloaded = namedScripts(html);
  assert.ok(
    preloaded.some((url) => /^\/remotes\/mfe-campaign\/[^/]+\/remoteEntry\.js$/.test(url)),
    'remote entry',
  );
  assert.ok(
    preloaded.some((url) =>
      /^\/remotes\/mfe-campaign\/[^/]+\/__federation_expose_routes\.[0-9a-f]{8}\.js$/.test(url),
    ),
    'the chunk of its exposed routes',
  );
  assert.ok(
    preloaded.some((url) => /^\/lib-react\.[0-9a-f]{8}\.js$/.test(url)),
    'the renderer (react-dom)',
  );
  assert.ok(!preloaded.some((url) => /^\/page-/.test(url)), 'no page of the shell');
  await assertNoWaterfall('/campaign/', html);
});

test('a remote’s page names its own copy of each library the shell does not provide: /area/’s search form', async () => {
  const { html } = await served('/area/');
  const preloaded = namedScripts(html);
  // The search form's libraries: formik and yup (which the form parts need in turn) come with the
  // remote, since the shell's own pages use neither.
  for (const library of ['formik', 'yup', 'shared_src_forms_index_ts', 'shared_src_form-ui_index_ts'])
    assert.ok(
      preloaded.some((url) => url.startsWith('/remotes/mfe-area/') && url.includes(library)),
      `/area/ names the remote's ${library}`,
    );
  // A library the page only needs later (the store's persistence) is not named.
  assert.ok(!preloaded.some((url) => url.includes('redux-persist')), 'no redux-persist');
  await assertNoWaterfall('/area/', html);
});

test('a shell route names its own page chunk, and no other page’s', async () => {
  for (const [route, chunk] of [
    ['/', 'page-top'],
    ['/faq/', 'page-faq'],
    ['/service/construction/home/', 'page-service-construction-home'],
  ] as const) {
    const { html } = await served(route);
    const pages = namedScripts(html).filter((url) => /^\/page-/.test(url));
    assert.equal(pages.length, 1, `${route}: one page chunk named`);
    assert.match(pages[0], new RegExp(`^/${chunk}\\.[0-9a-f]{8}\\.js$`), `${route}: its own page`);
    assert.ok(!namedScripts(html).some((url) => url.includes('remoteEntry')), `${route}: no remote`);
    await assertNoWaterfall(route, html);
  }
});

test('a page names the banner’s headline the server found for it, and the hydrated banner shows the settings’ one', async () => {
  const { html } = await served('/faq/');
  const content = /<meta name="hikari-rendered-headline" content="([^"]+)"/.exec(html)?.[1] ?? null;
  const renderedAt = /<meta name="hikari-rendered-at" content="([^"]+)"/.exec(html)?.[1];
  assert.ok(content && renderedAt, 'the page names its headline and its render instant');
  // The prerenderer's figure: the simulation's largest cash back for the offer at that instant.
  const rendered = campaignHeadline(DEFAULT_SETTINGS.campaignOffer, new Date(renderedAt), null).maxCashBack;
  assert.equal(Number(content), rendered);
  assert.ok(html.includes(`最大${rendered.toLocaleString('ja-JP')}円キャッシュバック`), 'the page shows it');
  // The browser shows what the API answers with the settings now; this site serves the seeded offer.
  const yen = campaignHeadline(DEFAULT_SETTINGS.campaignOffer, new Date(), null).maxCashBack;
  const figure = `最大${yen.toLocaleString('ja-JP')}円キャッシュバック`;
  const { page, context, consoleErrors } = await newPage(browser, site.url, { mobile: true });
  try {
    await visit(page, consoleErrors, '/faq/');
    const banner = page.getByRole('complementary', { name: 'キャンペーンのお知らせ' });
    assert.ok(
      (await banner.textContent())?.includes(figure),
      'the hydrated banner shows the server’s figure',
    );
  } finally {
    await context.close();
  }
});

test('every route hydrates without a hydration error and without a shift', async () => {
  const { page, context, consoleErrors } = await newPage(browser, site.url, { mobile: true });
  const problems: string[] = [];
  for (const route of routeTable) {
    const { errors, cls } = await visit(page, consoleErrors, route.path);
    const hydration = errors.filter((text) => HYDRATION_TROUBLE.test(text));
    if (hydration.length > 0) problems.push(`${route.path}: ${hydration.join(' / ')}`);
    // A later application step opened without the earlier ones shows its notice in place: no exemption.
    if (cls > 0.02) problems.push(`${route.path}: layout shift ${cls.toFixed(3)}`);
    // The page is still there after hydration (not replaced by a loading text or a fallback).
    const h1 = page.getByRole('heading', { level: 1 }).first();
    if (!(await h1.isVisible())) problems.push(`${route.path}: no h1 after hydration`);
  }
  await context.close();
  assert.deepEqual(problems, []);
});

test('a returning visitor’s saved choice fills its reserved space: no hydration error, no shift', async () => {
  for (const mobile of [false, true]) {
    const { page, context, consoleErrors } = await newPage(browser, site.url, { mobile });
    await page.goto('/apply/form/');
    await page.getByRole('radio', { name: /1ギガ/ }).check();
    await page.getByTestId('plan-badge').waitFor({ state: 'attached' });
    // redux-persist writes a moment later: the next page load must find the choice saved.
    // (The plan and the mark that it was chosen are two saved slices, each written on its own.)
    await page.waitForFunction(
      () =>
        /"selectedPlan":"?true/.test(localStorage.getItem('persist:hikari:planChoice') ?? '') &&
        /plan1G/.test(localStorage.getItem('persist:hikari:planData') ?? ''),
    );
    for (const route of ['/', '/apply/form/', '/apply/area/', '/campaign/', '/option/', '/faq/']) {
      const { errors, cls } = await visit(page, consoleErrors, route);
      assert.deepEqual(
        errors.filter((text) => HYDRATION_TROUBLE.test(text)),
        [],
        route,
      );
      assert.ok(cls <= 0.02, `${route} at ${mobile ? 390 : 1280} px: layout shift ${cls.toFixed(3)}`);
      assert.match(
        (await page.getByTestId('plan-badge').textContent()) ?? '',
        /1ギガ/,
        `${route} has the choice`,
      );
    }
    await context.close();
  }
});

test('an unknown path answers 404 with the prerendered error page, which hydrates cleanly', async () => {
  const { status, html } = await served('/no-such-page/');
  assert.equal(status, 404);
  assert.equal(h1Of(html), NOT_FOUND_HEADING);
  assert.match(html, /<meta name="robots" content="noindex,nofollow"/);
  const { page, context, consoleErrors } = await newPage(browser, site.url);
  const { errors } = await visit(page, consoleErrors, '/no-such-page/');
  assert.deepEqual(
    errors.filter((text) => HYDRATION_TROUBLE.test(text)),
    [],
  );
  await page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING }).waitFor();
  await context.close();
});

test('a page that failed to prerender answers 500 with the generic error text', async () => {
  // What the prerenderer leaves for a route whose page threw while rendering (tools/site/prerender.ts):
  // error.html instead of page.html, the generic error page of the live shell.
  const dir = path.join(site.deployDir, 'pages', 'company');
  copyFileSync(path.join(site.deployDir, 'pages', '_500', 'page.html'), path.join(dir, 'error.html'));
  for (const suffix of ['', '.gz', '.br']) rmSync(path.join(dir, `page.html${suffix}`), { force: true });
  const { status, html } = await served('/company/');
  assert.equal(status, 500);
  assert.equal(h1Of(html), GENERIC_ERROR_HEADING);
  assert.match(html, /<header class="site-header"/);
  assert.doesNotMatch(html, /<script/, 'static: the browser would otherwise draw the route itself');
});

test('a path without its trailing slash is redirected before any HTML', async () => {
  const res = await fetch(`${site.url}/faq`, { redirect: 'manual' });
  assert.equal(res.status, 301);
  assert.equal(res.headers.get('location'), '/faq/');
});

function liveVersion(remote: string): string {
  const manifest = JSON.parse(readFileSync(path.join(site.deployDir, 'remotes.json'), 'utf8')) as {
    remotes: Record<string, { version: string }>;
  };
  return manifest.remotes[remote].version;
}

test('a rollback serves the old version’s HTML again, exactly, and it hydrates cleanly', async () => {
  const route = '/campaign/video/';
  const first = liveVersion('mfe-campaign');
  const before = await served(route);
  assert.match(
    before.html,
    new RegExp(`/remotes/mfe-campaign/${first.replace(/\./g, '\\.')}/remoteEntry\\.js`),
  );

  opsCommand(site.deployDir, ['release', 'mfe-campaign']);
  const second = liveVersion('mfe-campaign');
  assert.notEqual(second, first);
  const released = await served(route);
  assert.notEqual(released.html, before.html, 'the new version has HTML of its own');
  assert.match(
    released.html,
    new RegExp(`/remotes/mfe-campaign/${second.replace(/\./g, '\\.')}/remoteEntry\\.js`),
  );

  opsCommand(site.deployDir, ['rollback', 'mfe-campaign']);
  assert.equal(liveVersion('mfe-campaign'), first);
  const rolledBack = await served(route);
  assert.equal(rolledBack.html, before.html, 'the old HTML, byte for byte');

  const { page, context, consoleErrors } = await newPage(browser, site.url);
  const { errors } = await visit(page, consoleErrors, route);
  assert.deepEqual(
    errors.filter((text) => HYDRATION_TROUBLE.test(text)),
    [],
  );
  await page.getByRole('heading', { level: 1, name: '10G＋動画配信プレミアム特典' }).waitFor();
  await context.close();
});
