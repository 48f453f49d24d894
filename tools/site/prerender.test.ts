// What a remote's prerendered route names from the remote's build: the scripts
// its hydration needs and the remote's own stylesheet, both from the ./routes
// module of its mf-manifest.json.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { remoteHints, remoteStylesheets } from './prerender';

let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'hikari-prerender-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const baseUrl = '/remotes/mfe-area/0.1.0-r2/';
const remote = () => ({
  ssr: path.join(work, 'ssr.js'),
  baseUrl,
  manifest: path.join(work, 'mf-manifest.json'),
});

test("a remote's route names the scripts and the stylesheet of its ./routes module, not its widget's", () => {
  const exposed = (name: string, file: string) => ({
    name,
    path: `./${name}`,
    assets: { js: { sync: [`${file}.js`], async: [] }, css: { sync: [`${file}.css`], async: [] } },
  });
  writeFileSync(
    remote().manifest,
    JSON.stringify({ exposes: [exposed('area-search-widget', 'widget.1'), exposed('routes', 'routes.2')] }),
  );
  assert.deepEqual(remoteHints(remote()), [`${baseUrl}remoteEntry.js`, `${baseUrl}routes.2.js`]);
  assert.deepEqual(remoteStylesheets(remote()), [`${baseUrl}routes.2.css`]);
});

test('without a manifest, or a remote without a stylesheet, the page names only the entry and no stylesheet', () => {
  assert.deepEqual(remoteHints(remote()), [`${baseUrl}remoteEntry.js`]);
  assert.deepEqual(remoteStylesheets(remote()), []);
  writeFileSync(
    remote().manifest,
    JSON.stringify({ exposes: [{ name: 'routes', assets: { js: { sync: [] } } }] }),
  );
  assert.deepEqual(remoteStylesheets(remote()), []);
});

test("a remote's route names its own copy of each singleton its routes need that the shell does not provide", () => {
  const shared = (name: string, ...files: string[]) => ({ name, assets: { js: { sync: files, async: [] } } });
  writeFileSync(
    remote().manifest,
    JSON.stringify({
      exposes: [{ name: 'routes', assets: { js: { sync: ['routes.2.js'] } } }],
      shared: [
        shared('react', 'react.30000000.js'),
        shared('formik', 'formik.40000000.js'),
        shared('yup', 'yup.50000000.js'),
        // A shared module's second copy (…-_xxxx1 beside …-_xxxx0) is not loaded.
        shared('@hikari/shared/forms', 'forms-_12340.60000000.js', 'forms-_12341.70000000.js'),
        shared('redux-persist', 'persist.80000000.js'),
      ],
    }),
  );
  // The routes need yup through the forms module; redux-persist only later, with an import().
  writeFileSync(
    path.join(work, 'shared-needs.json'),
    JSON.stringify({
      provides: ['formik'],
      exposes: { routes: ['@hikari/shared/forms', 'formik', 'react', 'yup'] },
    }),
  );
  const shellDir = path.join(work, 'shell');
  mkdirSync(shellDir);
  writeFileSync(
    path.join(shellDir, 'shared-needs.json'),
    JSON.stringify({ provides: ['react', 'redux-persist'], exposes: {} }),
  );
  assert.deepEqual(remoteHints(remote(), shellDir), [
    `${baseUrl}remoteEntry.js`,
    `${baseUrl}routes.2.js`,
    `${baseUrl}formik.40000000.js`,
    `${baseUrl}forms-_12340.60000000.js`,
    `${baseUrl}yup.50000000.js`,
  ]);
  // Without the shell's list (a build from before it), the libraries load after the entry, as before.
  rmSync(path.join(shellDir, 'shared-needs.json'));
  assert.deepEqual(remoteHints(remote(), shellDir), [`${baseUrl}remoteEntry.js`, `${baseUrl}routes.2.js`]);
});
