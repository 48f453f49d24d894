// Bundles the API for `node dist/main.js`, and the commands for production
// use without tsx (`node dist/ops.js`, `dist/seed.js`, `dist/area-import.js`).
// Workspace code (@hikari/shared) is bundled in; every other dependency stays
// in node_modules. Migrations are read from api/drizzle at run time.
// Then writes dist/pglite-template.tar.gz, the ready database a first start
// unpacks (src/db/template.ts); without it the server still starts, only slower.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@hikari/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    ops: 'src/cli/ops.ts',
    seed: 'src/cli/seed.ts',
    'area-import': 'src/cli/area-import.ts',
    'make-pglite-template': 'src/cli/make-pglite-template.ts',
  },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  outdir: 'dist',
  sourcemap: true,
  external: [...external, 'react', 'react-dom', 'react-redux', 'react-router-dom', 'formik'],
  logLevel: 'warning',
});

const template = spawnSync(process.execPath, ['dist/make-pglite-template.js'], { stdio: 'inherit' });
if (template.status !== 0) {
  console.warn('warning: no PGlite template was written; a first start will run initdb and the seed instead');
}
