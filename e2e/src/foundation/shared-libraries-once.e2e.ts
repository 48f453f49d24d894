// Each shared library is downloaded once per page load, however many remotes
// the visit passes through (federation singletons), and every script arrives
// marked for V8 to compile while it downloads (COMPILE_HINT).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser } from 'playwright-core';
import { COMPILE_HINT } from '@hikari/webpack-config';
import { SimulationStep } from '../apply/apply-pages';
import { navigateInApp, newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

/**
 * Chunk-name patterns of every federation singleton. webpack names a chunk after
 * its module's path; the shell groups the libraries every page starts with into
 * chunks of its own (START_UP_LIBRARY_CHUNKS in tools/webpack/create-config.ts):
 * lib-react (react, react-dom, scheduler), lib-store and lib-router; redux-persist
 * comes after the page with the store's persistence (persistence). A remote's
 * own copy of one of them would carry the module's path.
 */
const LIBRARIES: Record<string, RegExp> = {
  'the renderer (react, react-dom and their entries)':
    /^lib-react\.|node_modules_(react|react-dom|scheduler)_/,
  'react-router': /^lib-router\.|node_modules_react-router_dist/,
  'react-router-dom': /node_modules_react-router-dom/,
  'the store (redux, @reduxjs/toolkit, react-redux, immer, reselect)':
    /^lib-store\.|node_modules_(redux|reduxjs_toolkit|react-redux|immer|reselect)_/,
  // With the store's persistence, once there is something to keep.
  'redux-persist': /^persistence\.|node_modules_redux-persist/,
  formik: /node_modules_formik/,
  yup: /node_modules_yup/,
  '@hikari/shared': /shared_src_(store|api|domain|forms|ui|form-ui)/,
};

/** Libraries the shell loads at start: always the shell's copy, and loaded. */
const SHELL_LOADS = new Set([
  'the renderer (react, react-dom and their entries)',
  'react-router',
  'the store (redux, @reduxjs/toolkit, react-redux, immer, reselect)',
  'redux-persist',
]);

test('a visit through all four remotes fetches every shared library at most once', async () => {
  const { page, context } = await newPage(browser, site.url);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const firstLines: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url()).pathname;
    firstLines.push(response.text().then((body) => [url, body.slice(0, body.indexOf('\n'))]));
  });

  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const visits: [string, string][] = [
    ['/apply/form/', '料金シミュレーション'],
    ['/campaign/', 'キャンペーン・特典'],
    ['/option/', 'オプションサービス'],
    ['/area/', '提供エリア検索'],
    // a second remote with a form: formik, yup and the schemas are reused, not fetched again
    ['/option/apply/', 'オプションのお申し込み'],
  ];
  for (const [path, heading] of visits) {
    // client-side navigation, as a visitor clicking through the site
    await navigateInApp(page, path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    if (path === '/apply/form/') {
      // A choice of the visitor's: the store's persistence (redux-persist) starts to keep it.
      const simulation = new SimulationStep(page);
      await simulation.plan('1ギガ');
      await simulation.plan('10ギガ');
    }
  }

  // Every remote was really loaded from its own versioned folder.
  for (const remote of ['mfe-apply', 'mfe-campaign', 'mfe-option', 'mfe-area']) {
    assert.ok(
      scripts.some((url) => url.startsWith(`/remotes/${remote}/`) && url.endsWith('/remoteEntry.js')),
      `${remote} was not loaded`,
    );
  }

  // Compiled off the main thread while it streams in, not function by function as it is called.
  const unmarked = (await Promise.all(firstLines)).filter(([, line]) => line !== COMPILE_HINT);
  assert.equal(firstLines.length, scripts.length, 'every script was read');
  assert.deepEqual(unmarked, [], 'scripts without the compile hint');

  const duplicates = scripts.filter((url, index) => scripts.indexOf(url) !== index);
  assert.deepEqual(duplicates, [], 'a script URL was fetched twice');

  for (const [library, pattern] of Object.entries(LIBRARIES)) {
    const files = scripts.filter((url) => pattern.test(url.slice(url.lastIndexOf('/') + 1)));
    // What the shell itself runs is always the shell's copy. A library only remotes use
    // (formik, yup, the form schemas) comes from whichever container asks first — once.
    if (SHELL_LOADS.has(library)) {
      assert.ok(files.length > 0, `${library} was not loaded`);
      const fromRemotes = files.filter((url) => url.startsWith('/remotes/'));
      assert.deepEqual(fromRemotes, [], `${library} was downloaded from a remote: ${fromRemotes.join(', ')}`);
    }
    // webpack names a chunk after its first module and adds '-_<hash>' when the same module
    // is emitted again for another consumer: two files with one base name are one library twice.
    const bases = files.map((url) =>
      url
        .slice(url.lastIndexOf('/') + 1)
        .split('.')[0]
        .replace(/-_[0-9a-f]+$/, ''),
    );
    const twice = bases.filter((base, index) => bases.indexOf(base) !== index);
    assert.deepEqual(twice, [], `${library} was downloaded twice: ${files.join(', ')}`);
  }
  await context.close();
});
