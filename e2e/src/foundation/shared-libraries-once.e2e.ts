// Each shared library is downloaded once per page load, however many remotes
// the visit passes through (federation singletons).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser } from 'playwright-core';
import { navigateInApp, newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

/**
 * Chunk-name fragments of every federation singleton (webpack names chunks after the module path).
 * React's API is Preact's (tools/webpack/create-config.ts, preactAliases): react and react-dom are
 * preact/compat, react/jsx-runtime is Preact's, react-dom/client is preact/compat/client.
 */
const LIBRARIES: Record<string, RegExp> = {
  preact: /node_modules_preact_dist_preact_mjs/,
  'preact/hooks': /node_modules_preact_hooks_dist/,
  'react (preact/compat)': /node_modules_preact_compat_dist/,
  'react/jsx-runtime (preact/jsx-runtime)': /node_modules_preact_jsx-runtime/,
  'react-dom/client (preact/compat/client)': /node_modules_preact_compat_client/,
  'react-router': /node_modules_react-router_dist/,
  'react-router-dom': /node_modules_react-router-dom/,
  'react-redux': /node_modules_react-redux/,
  '@reduxjs/toolkit': /node_modules_reduxjs_toolkit/,
  redux: /node_modules_redux_dist/,
  'redux-persist': /node_modules_redux-persist/,
  formik: /node_modules_formik/,
  yup: /node_modules_yup/,
  '@hikari/shared': /shared_src_(store|api|domain|forms|ui|form-ui)/,
};

/** Libraries the shell loads at start. */
const SHELL_LOADS =
  /^(preact|react|react-dom|react-router|react-redux|@reduxjs\/toolkit|redux|redux-persist)/;

test('a visit through all four remotes fetches every shared library at most once', async () => {
  const { page, context } = await newPage(browser, site.url);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
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
  }

  // Every remote was really loaded from its own versioned folder.
  for (const remote of ['mfe-apply', 'mfe-campaign', 'mfe-option', 'mfe-area']) {
    assert.ok(
      scripts.some((url) => url.startsWith(`/remotes/${remote}/`) && url.endsWith('/remoteEntry.js')),
      `${remote} was not loaded`,
    );
  }

  const duplicates = scripts.filter((url, index) => scripts.indexOf(url) !== index);
  assert.deepEqual(duplicates, [], 'a script URL was fetched twice');

  for (const [library, pattern] of Object.entries(LIBRARIES)) {
    const files = scripts.filter((url) => pattern.test(url.slice(url.lastIndexOf('/') + 1)));
    // What the shell itself runs is always the shell's copy. A library only remotes use
    // (formik, yup, the form schemas) comes from whichever container asks first — once.
    if (SHELL_LOADS.test(library)) {
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
