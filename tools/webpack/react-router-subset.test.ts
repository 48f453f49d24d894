// Every react-router name the browser code imports must be in the subset a
// production build gives it (react-router-subset.ts): a missing one would be
// `undefined` at run time, and webpack cannot tell, since a shared module's
// exports are only known then.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import * as reactRouter from 'react-router';
import * as reactRouterDom from 'react-router/dom';

const ROOT = path.resolve(__dirname, '../..');
const BROWSER_PACKAGES = ['shell', 'mfe-apply', 'mfe-area', 'mfe-campaign', 'mfe-option', 'shared'];
const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-utils\.tsx?$|^ssr\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Value names imported from react-router or react-router-dom, with a file that imports each. */
function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const pkg of BROWSER_PACKAGES) {
    for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (match[1]) continue; // import type { … }
        for (const part of match[2].split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0];
          if (name && !name.startsWith('type ')) names.set(name, path.relative(ROOT, file));
        }
      }
    }
  }
  return names;
}

function subsetNames(): Set<string> {
  const text = readFileSync(path.join(__dirname, 'react-router-subset.ts'), 'utf8');
  const names = new Set<string>();
  for (const block of text.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of block[1].split(',')) if (part.trim()) names.add(part.trim());
  }
  return names;
}

test('the react-router subset provides every name the browser code imports', () => {
  const subset = subsetNames();
  const imported = importedNames();
  assert.ok(imported.has('Link') && imported.has('BrowserRouter'), 'the scan finds the imports');
  const missing = [...imported].filter(([name]) => !subset.has(name)).map(([n, f]) => `${n} (${f})`);
  assert.deepEqual(missing, [], 'add these to tools/webpack/react-router-subset.ts');
});

test('every name of the subset exists in react-router', () => {
  const library: Record<string, unknown> = { ...reactRouter, ...reactRouterDom };
  for (const name of subsetNames()) assert.ok(library[name] !== undefined, `react-router has no ${name}`);
});
