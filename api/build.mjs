// Bundles the API for `node dist/main.js`. Workspace code (@hikari/shared) is
// bundled in; every other dependency stays in node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@hikari/'));

await build({
  entryPoints: ['src/main.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  outfile: 'dist/main.js',
  sourcemap: true,
  external: [...external, 'react', 'react-dom', 'react-redux', 'react-router-dom', 'formik'],
  logLevel: 'warning',
});
