// What a remote's prerendered route names from the remote's build: the scripts
// its hydration needs and the remote's own stylesheet, both from the ./routes
// module of its mf-manifest.json.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
