// Every name the browser code imports from a library given as a subset
// (LIBRARY_SUBSETS: react-router, react-redux) must be in the subset a
// production build gives it: a missing one would be `undefined` at run time,
// and webpack cannot tell, since a shared module's exports are only known then.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import * as reactRedux from 'react-redux';
import * as reactRouter from 'react-router';
import * as reactRouterDom from 'react-router/dom';
import { LIBRARY_SUBSETS, productionEntry } from './create-config';

const ROOT = path.resolve(__dirname, '../..');
const BROWSER_PACKAGES = ['shell', 'mfe-apply', 'mfe-area', 'mfe-campaign', 'mfe-option', 'shared'];

/** Library code in the browser that imports a subset library itself: RTK Query's React hooks. */
const LIBRARY_IMPORTERS = ['node_modules/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs'];

/** Every export of each library, as the subset's re-exports must find it. */
const LIBRARIES: Record<string, Record<string, unknown>> = {
  'react-router': { ...reactRouter, ...reactRouterDom },
  'react-redux': reactRedux,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-utils\.tsx?$|^ssr\.tsx?$/.test(name) ? [full] : [];
  });
}

const browserFiles = [
  ...BROWSER_PACKAGES.flatMap((pkg) => sourceFiles(path.join(ROOT, pkg, 'src'))),
  ...LIBRARY_IMPORTERS.map((file) => path.join(ROOT, file)),
];

/** Value names imported from any of `requests`, with a file that imports each. */
function importedNames(requests: readonly string[]): Map<string, string> {
  const from = requests.map((request) => request.replace(/[-/]/g, '\\$&')).join('|');
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"](?:${from})['"]`, 'g');
  const names = new Map<string, string>();
  for (const file of browserFiles) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (match[1]) continue; // import type { … }
      for (const part of match[2].split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.set(name, path.relative(ROOT, file));
      }
    }
  }
  return names;
}

function subsetNames(file: string): Set<string> {
  const text = readFileSync(path.join(__dirname, file), 'utf8');
  const names = new Set<string>();
  for (const block of text.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of block[1].split(',')) if (part.trim()) names.add(part.trim());
  }
  return names;
}

for (const { library, requests, file } of LIBRARY_SUBSETS) {
  test(`the ${library} subset provides every name the browser code imports`, () => {
    const subset = subsetNames(file);
    const imported = importedNames(requests);
    assert.ok(imported.size > 2, `the scan finds the imports of ${library}`);
    const missing = [...imported].filter(([name]) => !subset.has(name)).map(([n, f]) => `${n} (${f})`);
    assert.deepEqual(missing, [], `add these to tools/webpack/${file}`);
  });

  test(`every name of the ${library} subset exists in ${library}`, () => {
    for (const name of subsetNames(file))
      assert.ok(LIBRARIES[library][name] !== undefined, `${library} has no ${name}`);
  });
}

test('the react-router subset takes the library build with its development warnings off', () => {
  const entry = productionEntry(createRequire(__filename).resolve('react-router/package.json'));
  // The entry re-exports chunks of its own folder; one of them sets the switch.
  const chunks = [...readFileSync(entry, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map(
    (m) => m[1],
  );
  const switches = chunks.flatMap((chunk) =>
    [
      ...readFileSync(path.join(path.dirname(entry), chunk), 'utf8').matchAll(
        /var ENABLE_DEV_WARNINGS = (\w+);/g,
      ),
    ].map((m) => m[1]),
  );
  assert.deepEqual(switches, ['false'], `${entry}: its chunks set the warnings once, off`);
});
