// The import boundaries of docs/conventions.md#boundaries, as ESLint's core
// `no-restricted-imports`, one block per source folder of each package:
//   (a) no relative import climbs out of its package (`../tools/…`, `../../api/src/…`);
//   (b) another package only through its `exports` (`@hikari/shared/domain`, never `@hikari/shared/src/…`);
//   (c) in `src/features/<x>/`, another feature only through its public entry
//       (`../<y>` or `../<y>/index`), and nothing from `src/app/`.
// The rule's options do not merge across config blocks, so each block carries
// the whole set: the ones every file has plus its folder's own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every workspace package folder, relative to the repository root: the root package.json's workspaces. */
function workspaces(root) {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
}

/**
 * The shell's rooms (shell/README.md). In `chrome/`, `services/`, `remotes/`
 * and `pages/` each subfolder is a feature with an `index.ts`; `app/`,
 * `lib/`, `layouts/` and `testing/` are one unit each; `content/` is the
 * pages' Japanese copy, one file per page, read file by file (an index would
 * put every page's copy into each page's chunk). A file may
 * import another unit only through its entry (the folder or its index), and
 * nothing but `app/` imports from `app/`. A room's own files (e.g.
 * `pages/shell-pages.ts`, which lazily imports each page for its own chunk)
 * compose its features. The entry points at `src/` (bootstrap, ssr) compose
 * everything and are not checked.
 */
const SHELL_FEATURE_ROOMS = ['chrome', 'services', 'remotes', 'pages'];
const SHELL_SINGLE_ROOMS = ['app', 'lib', 'layouts', 'testing'];

const SKIP = new Set(['node_modules', 'dist', 'generated', 'coverage', 'deploy', '.data']);
const SOURCE = '*.{ts,tsx,mts,cts,js,mjs,cjs}';

/** The paths and patterns every file has (the raw react-redux hooks, deep imports into packages). */
export function commonRestrictions({ rawHooks = false } = {}) {
  return {
    paths: rawHooks
      ? []
      : [
          {
            name: 'react-redux',
            importNames: ['useSelector', 'useDispatch', 'useStore'],
            message: 'Use useAppSelector / useAppDispatch from @hikari/shared/store.',
          },
        ],
    patterns: [
      {
        group: ['@hikari/*/src', '@hikari/*/src/**'],
        message:
          'Import another package through an entry of its package.json `exports` (e.g. @hikari/shared/domain), never its files (docs/conventions.md#boundaries).',
      },
    ],
  };
}

const up = (count) => `(\\.\\./){${count}}`;
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const names = (list) => list.map(escape).join('|');
const notIndex = '(?!index(\\.tsx?)?$)[^/]';

function walk(root, dir, found) {
  found.push(dir);
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.isDirectory() && !SKIP.has(entry.name) && !entry.name.startsWith('.')) {
      walk(root, `${dir}/${entry.name}`, found);
    }
  }
  return found;
}

function listDirs(root, dir) {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** The shell unit a folder of shell/src belongs to ('chrome/header', 'lib', 'pages'), or null at src/. */
function shellUnit(parts) {
  if (SHELL_FEATURE_ROOMS.includes(parts[0])) return parts.length >= 2 ? `${parts[0]}/${parts[1]}` : parts[0];
  return parts.length >= 1 ? parts[0] : null;
}

/** The shell's room rule for a folder `parts` below shell/src (see SHELL_FEATURE_ROOMS). */
function shellRoomPatterns(root, parts) {
  const own = shellUnit(parts);
  if (own === null) return [];
  const units = [
    ...SHELL_FEATURE_ROOMS.flatMap((room) =>
      listDirs(root, `shell/src/${room}`).map((name) => `${room}/${name}`),
    ),
    ...SHELL_SINGLE_ROOMS.filter((room) => room !== 'app'),
  ].filter((unit) => unit !== own && !unit.startsWith(`${own}/`));
  const here = parts.join('/');
  const message =
    "Import another room or feature of the shell through its entry (its folder's index.ts), not its internal files (shell/README.md).";
  const patterns = [];
  for (const unit of units) {
    const short = path.posix.relative(here, unit);
    const forms = new Set([
      short.startsWith('..') ? short : `./${short}`,
      `${'../'.repeat(parts.length)}${unit}`,
    ]);
    for (const form of forms) patterns.push({ regex: `^${escape(form)}/${notIndex}`, message });
  }
  if (parts[0] !== 'app') {
    const toApp = path.posix.relative(here, 'app');
    patterns.push({
      regex: `^(${escape(toApp)}|${escape(`${'../'.repeat(parts.length)}app`)})(/|$)`,
      message: 'Nothing imports from src/app/: app/ composes the rooms, not the other way round.',
    });
  }
  return patterns;
}

/**
 * What the shell and the remotes reach only through @hikari/shared/api, a
 * federation singleton: RTK Query itself (imported anywhere else it is a
 * second copy, and the shell's server render does not provide it, so the page
 * is not prerendered) and the GraphQL documents.
 */
function federatedPatterns() {
  return [
    {
      regex: '^@reduxjs/toolkit/query(/|$)',
      message:
        'Take RTK Query (hikariApi, skipToken) from @hikari/shared/api: it is shared once across the federation, and the server render provides nothing else.',
    },
    {
      regex: '^@hikari/shared/operations$',
      message:
        'Take the GraphQL documents from @hikari/shared/api, the shared entry, not @hikari/shared/operations.',
    },
  ];
}

/**
 * The patterns a folder adds: how far up is out of its package, and, in a
 * feature (or a shell room), the sibling features' internals and `app/`.
 */
function folderPatterns(root, pkg, dir) {
  const parts = dir === pkg ? [] : dir.slice(pkg.length + 1).split('/');
  const patterns = [
    {
      regex: `^${up(parts.length + 1)}`,
      message: `This climbs out of ${pkg}/: import another package through its name and exports (@hikari/…), never a relative path (docs/conventions.md#boundaries).`,
    },
  ];
  if (pkg === 'shell' || pkg.startsWith('mfe-')) patterns.push(...federatedPatterns());
  if (pkg === 'api' && parts[0] === 'src') {
    patterns.push({
      regex: '^@hikari/(site-tools|fleet|webpack-config|jest-config|lint)(/|$)',
      message:
        'The API uses no tools package: what it shares with the CLI is the release domain (@hikari/release) or @hikari/shared (docs/architecture.md#packages).',
    });
  }
  let group = null;
  if (parts[0] === 'src' && parts[1] === 'features' && parts.length >= 3) {
    group = { own: parts[2], depth: parts.length - 3, siblings: listDirs(root, `${pkg}/src/features`) };
  } else if (pkg === 'shell' && parts[0] === 'src') {
    patterns.push(...shellRoomPatterns(root, parts.slice(1)));
  }
  if (group) {
    const others = group.siblings.filter((name) => name !== group.own);
    const message =
      'Import another feature through its public entry (features/<name>/index.ts), not its internal files (docs/conventions.md#boundaries).';
    if (others.length > 0) {
      patterns.push({ regex: `^${up(group.depth + 1)}(${names(others)})/${notIndex}`, message });
      patterns.push({ regex: `^${up(group.depth + 2)}features/(${names(others)})/${notIndex}`, message });
    }
    patterns.push({
      regex: `^(${up(group.depth + 2)}app|${up(group.depth + 3)}src/app)(/|$)`,
      message:
        'A feature does not import from src/app/: app/ composes the features, not the other way round.',
    });
  }
  return patterns;
}

/**
 * Config blocks for every source folder of every package under `root`.
 * @param {string} root the repository root (where eslint.config.mjs is)
 * @param {{ rawHooks?: string[] }} [options] files allowed the raw react-redux hooks (default none)
 */
export function boundaryBlocks(root, { rawHooks = [] } = {}) {
  const blocks = [];
  for (const pkg of workspaces(root)) {
    for (const dir of walk(root, pkg, [])) {
      const common = commonRestrictions();
      blocks.push({
        files: [`${dir}/${SOURCE}`],
        rules: {
          'no-restricted-imports': [
            'error',
            { paths: common.paths, patterns: [...common.patterns, ...folderPatterns(root, pkg, dir)] },
          ],
        },
      });
      for (const file of rawHooks.filter((name) => path.posix.dirname(name) === dir)) {
        const own = commonRestrictions({ rawHooks: true });
        blocks.push({
          files: [file],
          rules: {
            'no-restricted-imports': [
              'error',
              { paths: own.paths, patterns: [...own.patterns, ...folderPatterns(root, pkg, dir)] },
            ],
          },
        });
      }
    }
  }
  return blocks;
}
