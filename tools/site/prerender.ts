// Prerendering: the HTML of every route, rendered at publish time with
// react-dom's static renderer from the Node builds (dist/ssr/ssr.js, see
// tools/webpack/create-server-config.ts) of the shell and the remotes.
//
// - A remote's release renders the routes it owns inside the live shell's
//   layout, into the build it is about to publish (dist/pages/<shell build>/),
//   so its version folder holds them and a rollback installs them again.
// - A shell's publish renders its own routes and the error pages, and the
//   routes of every remote version on disk inside its new layout, so whatever
//   version ops make live, the route's HTML matches the live shell.
//
// Each render runs in a child process of its own: the Node builds hold the
// site's singletons (one store, one remote registry), like a page does.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {
  REMOTE_NAMES,
  RENDERED_HEADLINE_META,
  SITE_NAME,
  findRoute,
  routeTable,
  type RouteOwner,
} from '@hikari/shared/domain';
import {
  ERROR_PAGE,
  NOT_FOUND_PAGE,
  failedPageFile,
  installCanaryPages,
  installLivePages,
  pageFile,
  remotePagesDir,
  writePage,
  type InstallReport,
} from '@hikari/release/pages';
import {
  afterPageScripts,
  isPageChunkFile,
  onDemandScripts,
  shellPageScripts,
} from '@hikari/webpack-config/page-chunks';
import { SHARED_NEEDS_FILE, type SharedNeeds } from '@hikari/webpack-config/shared-needs';
import { readJson } from '@hikari/release/json-file';

const ROOT = path.resolve(__dirname, '../..');

/** The meta tag the browser reads the render instant from (shared/src/ui/hydrating.ts). */
const RENDERED_AT_META = 'hikari-rendered-at';

/**
 * The meta tag that names the scripts a page's hydration needs, space separated
 * (read by shell/src/start.ts, which preloads them after the first paint).
 */
export const HYDRATION_SCRIPTS_META = 'hikari-hydration-scripts';

interface RemoteInJob {
  /** Its Node build. */
  ssr: string;
  /** Public URL of its version folder, e.g. /remotes/mfe-campaign/0.1.0-r3/ (for preload hints). */
  baseUrl: string;
  /** Its mf-manifest.json (for preload hints). */
  manifest: string;
}

export interface RenderJob {
  /** A shell build: index.html (the page template) and ssr/ssr.js. */
  shellDir: string;
  remotes: Partial<Record<string, RemoteInJob>>;
  /** Route paths to render; `/_404/` and `/_500/` are the error pages. */
  routes: string[];
  outDir: string;
  /** ISO instant the pages are rendered at. */
  at: string;
}

interface ShellServerModule {
  requireShared(request: string): unknown;
  renderPage(
    url: string,
    options: { at: Date; remotes: Record<string, unknown>; failed?: boolean },
  ): Promise<{ markup: string; status: number; headline: string }>;
}

function evaluateRemote(file: string, requireShared: (request: string) => unknown): unknown {
  const code = readFileSync(file, 'utf8');
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename: file },
  ) as (e: unknown, r: unknown, m: { exports: unknown }, f: string, d: string) => void;
  const mod = { exports: {} as unknown };
  wrapper(mod.exports, requireShared, mod, file, path.dirname(file));
  return mod.exports;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface FederationManifest {
  shared?: { name: string; assets?: { js?: { sync?: string[] } } }[];
  exposes?: {
    name: string;
    path?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
  }[];
}

/** A remote's manifest; undefined without a readable one. */
function manifestOf(remote: RemoteInJob): FederationManifest | undefined {
  try {
    return JSON.parse(readFileSync(remote.manifest, 'utf8')) as FederationManifest;
  } catch {
    return undefined;
  }
}

/** The `./routes` module of a remote's manifest; undefined without a readable manifest. */
function exposedRoutes(remote: RemoteInJob) {
  return manifestOf(remote)?.exposes?.find((e) => e.name === 'routes' || e.path === './routes');
}

/**
 * What a route of a remote needs for hydration, besides the shell: its entry, the chunks of its
 * routes, and, given the shell build it is rendered with (`shellDir`), its own copy of each
 * singleton its routes need that the shell does not provide (formik, yup and the form parts of
 * `/area/`'s search), which would otherwise load only once hydration reached them, one round
 * trip later.
 */
export function remoteHints(remote: RemoteInJob, shellDir?: string): string[] {
  // Without the manifest the page still works; the chunks load after the entry.
  const files = exposedRoutes(remote)?.assets?.js?.sync ?? [];
  return [
    `${remote.baseUrl}remoteEntry.js`,
    ...[...files, ...remoteLibraries(remote, shellDir)].map((file) => `${remote.baseUrl}${file}`),
  ];
}

/** The remote's scripts of the singletons its routes need and the shell does not provide (shared-needs.json). */
function remoteLibraries(remote: RemoteInJob, shellDir: string | undefined): string[] {
  if (!shellDir) return [];
  const needsOf = (dir: string) =>
    readJson<SharedNeeds | undefined>(path.join(dir, SHARED_NEEDS_FILE), undefined);
  const needed = needsOf(path.dirname(remote.manifest))?.exposes.routes;
  const provided = new Set(needsOf(shellDir)?.provides);
  // A build from before shared-needs.json names none: they load after the entry, as before.
  if (!needed || !provided.size) return [];
  const files = (manifestOf(remote)?.shared ?? [])
    .filter(({ name }) => needed.includes(name) && !provided.has(name))
    .flatMap(({ assets }) => assets?.js?.sync ?? []);
  return withoutFallbackCopies([...new Set(files)], files);
}

/**
 * The remote's own stylesheet (its routes import it), linked after the shell's so the page is
 * drawn styled before the remote's code has come, in the order the browser later loads them.
 */
export function remoteStylesheets(remote: RemoteInJob): string[] {
  return (exposedRoutes(remote)?.assets?.css?.sync ?? []).map((file) => `${remote.baseUrl}${file}`);
}

/**
 * What the shell needs for hydration besides main.<hash>.js (which the start
 * script written into the template adds): the chunks
 * its start-up loads. From the build folder,
 * by the names webpack gives them: every chunk but the pages' own (page-…,
 * and src_pages_… shared by some pages, named per route by
 * shellPageScripts), those the shell loads only after its page is there (the
 * real visitors' figures, the realtime channel: afterPageScripts), those it
 * loads only for a page that calls the API (RTK Query and the site's API:
 * onDemandScripts, named by a remote's pages) and the second copy webpack emits for a shared module's fallback (…-_xxxx1 beside
 * …-_xxxx0), which the shell, providing the module itself, never loads.
 */
export function shellHints(shellDir: string): string[] {
  const files = readdirSync(shellDir).filter((name) => /\.[0-9a-f]{8}\.js$/.test(name));
  const later = new Set(
    [...afterPageScripts(shellDir), ...onDemandScripts(shellDir)].map((url) => url.slice(1)),
  );
  return withoutFallbackCopies(
    files.filter(
      (name) =>
        !name.startsWith('main.') &&
        // A shell built before its start script went into the page (one a rollback can bring
        // back) kept it as start.<hash>.js, which its template names itself.
        !name.startsWith('start.') &&
        !later.has(name) &&
        !name.startsWith('src_pages_') &&
        !isPageChunkFile(name),
    ),
    files,
  ).map((name) => `/${name}`);
}

/** Chunk files (names in the shell's build folder) without a shared module's second copy (…-_xxxx1 beside …-_xxxx0). */
function withoutFallbackCopies(chosen: string[], files: string[]): string[] {
  return chosen
    .filter((name) => {
      const variant = /^(.*-_[0-9a-f]{4})1(\.[0-9a-f]{8}\.js)$/.exec(name);
      if (!variant) return true;
      return !files.some((other) => other.startsWith(`${variant[1]}0.`));
    })
    .sort();
}

/** What a remote's page needs of the shell besides its start-up: RTK Query and the site's API (onDemandScripts). */
function remotePageShellHints(shellDir: string): string[] {
  const files = readdirSync(shellDir);
  return withoutFallbackCopies(
    onDemandScripts(shellDir).map((url) => url.slice(1)),
    files,
  ).map((name) => `/${name}`);
}

/** Fills the shell's page template with a rendered page. */
export function pageHtml(
  template: string,
  page: {
    markup: string;
    title: string;
    noindex: boolean;
    at: string;
    /** The banner's figure the page shows (yen), which the browser hydrates with. */
    headline?: string | null;
    preload: string[];
    scripts: boolean;
    stylesheets: string[];
  },
): string {
  let html = template;
  html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = html.replace(
    /<meta name="robots" content="[^"]*"\s*\/?>/,
    `<meta name="robots" content="${page.noindex ? 'noindex,nofollow' : 'index,follow'}" />`,
  );
  // Not <link rel="preload"> hints: those start every chunk before the first paint, which then
  // shares the connection with them (Lighthouse counted them all into LCP: 2.4 s against 1.2 s
  // without). The start script preloads this list at once when the page has been painted.
  const hints = page.preload.length
    ? `<meta name="${HYDRATION_SCRIPTS_META}" content="${escapeHtml(page.preload.join(' '))}" />`
    : '';
  const meta =
    `<meta name="${RENDERED_AT_META}" content="${page.at}" />` +
    (page.headline ? `<meta name="${RENDERED_HEADLINE_META}" content="${escapeHtml(page.headline)}" />` : '');
  // The stylesheet before the first paint: without it the page would be drawn unstyled, then move.
  const styles = page.stylesheets
    .map((url) => `<link rel="stylesheet" href="${escapeHtml(url)}" />`)
    .join('');
  html = html.replace('</head>', `${meta}${styles}${page.scripts ? hints : ''}</head>`);
  // A page without scripts loses the start script written into it too.
  if (!page.scripts) html = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  html = html.replace(/<div id="root">\s*<\/div>/, () => `<div id="root">${page.markup}</div>`);
  return html;
}

/** A fresh instance of a shell build's Node build (one bundle, so fresh singletons). */
function freshShellBuild(shellDir: string): ShellServerModule {
  const shellFile = path.join(shellDir, 'ssr', 'ssr.js');
  delete require.cache[require.resolve(shellFile)];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the shell's Node build is CommonJS
  return require(shellFile) as ShellServerModule;
}

async function runJob(job: RenderJob): Promise<void> {
  // A fresh instance of the shell's Node build for every job (one bundle, so fresh singletons).
  const shell = freshShellBuild(job.shellDir);
  const template = readFileSync(path.join(job.shellDir, 'index.html'), 'utf8');
  // The shell's stylesheet (the one the bootstrap chunk imports), served from the site's root.
  const startup = shellHints(job.shellDir);
  const stylesheets = readdirSync(job.shellDir)
    .filter((name) => name.endsWith('.css'))
    .map((name) => `/${name}`);
  const remotes: Record<string, unknown> = {};
  for (const [name, remote] of Object.entries(job.remotes)) {
    if (remote && existsSync(remote.ssr)) remotes[name] = evaluateRemote(remote.ssr, shell.requireShared);
  }
  const at = new Date(job.at);
  const failures: string[] = [];
  for (const routePath of job.routes) {
    const failed = routePath === `/${ERROR_PAGE}/`;
    const route = findRoute(routePath);
    try {
      const { markup, headline } = await shell.renderPage(failed ? '/' : routePath, { at, remotes, failed });
      const owner = route?.owner;
      const remote = owner && owner !== 'shell' ? job.remotes[owner] : undefined;
      const title = route
        ? route.title
          ? `${route.title} | ${SITE_NAME}`
          : SITE_NAME
        : failed
          ? `エラー | ${SITE_NAME}`
          : `ページが見つかりません | ${SITE_NAME}`;
      const html = pageHtml(template, {
        markup,
        title,
        noindex: route?.noindex ?? true,
        at: job.at,
        headline,
        // The route's page: a remote's entry and the chunks of its exposed routes with the API
        // they call (RTK Query), or the shell's page chunk.
        preload: [
          ...startup,
          ...(remote
            ? [...remotePageShellHints(job.shellDir), ...remoteHints(remote, job.shellDir)]
            : owner === 'shell'
              ? shellPageScripts(job.shellDir, routePath)
              : []),
        ],
        // The 500 page is static: the browser would draw the route itself there, not the error.
        scripts: !failed,
        stylesheets: remote ? [...stylesheets, ...remoteStylesheets(remote)] : stylesheets,
      });
      writePage(pageFile(job.outDir, routePath), html);
      for (const suffix of ['', '.gz', '.br'])
        rmSync(`${failedPageFile(job.outDir, routePath)}${suffix}`, { force: true });
    } catch (error) {
      failures.push(`${routePath}: ${error instanceof Error ? error.message : String(error)}`);
      // The route answers 500 with the generic error page in the layout (static, no script).
      const { markup } = await shell.renderPage(routePath, { at, remotes, failed: true });
      const html = pageHtml(template, {
        markup,
        title: `エラー | ${SITE_NAME}`,
        noindex: true,
        at: job.at,
        preload: [],
        scripts: false,
        stylesheets,
      });
      writePage(failedPageFile(job.outDir, routePath), html);
      for (const suffix of ['', '.gz', '.br'])
        rmSync(`${pageFile(job.outDir, routePath)}${suffix}`, { force: true });
    }
  }
  // Said loudly, not hidden: the release goes on, the failing page answers 500.
  for (const failure of failures) console.warn(`prerender: no HTML for ${failure}`);
}

/**
 * Runs jobs in a child process, each with a fresh instance of the shell's
 * Node build (the renderer's process never holds one); throws when it fails.
 */
export function render(...jobs: RenderJob[]): void {
  if (jobs.length === 0) return;
  execFileSync(process.execPath, ['--import', 'tsx', __filename, 'render'], {
    cwd: ROOT,
    input: JSON.stringify(jobs),
    stdio: ['pipe', 'inherit', 'inherit'],
  });
}

interface Live {
  remotes?: Partial<Record<string, { version: string }>>;
  shell?: { build: string };
}

/** The routes the route table gives an owner, in its order. */
export const routesOf = (owner: RouteOwner) => routeTable.filter((r) => r.owner === owner).map((r) => r.path);

function versionFolder(deployDir: string, remote: string, version: string): RemoteInJob {
  const dir = path.join(deployDir, 'remotes', remote, version);
  return {
    ssr: path.join(dir, 'ssr', 'ssr.js'),
    baseUrl: `/remotes/${remote}/${version}/`,
    manifest: path.join(dir, 'mf-manifest.json'),
  };
}

/** The folder of the live shell build (its template and Node build). */
function liveShellDir(deployDir: string, build: string): string {
  const kept = path.join(deployDir, 'shell-versions', build);
  return existsSync(path.join(kept, 'ssr', 'ssr.js')) ? kept : path.join(deployDir, 'shell');
}

/** The live shell build of a deploy folder (its id, and the folder with its template and Node build), or null. */
export function liveShellOf(deployDir: string): { build: string; dir: string } | null {
  const build = readJson<Live>(path.join(deployDir, 'remotes.json'), {}).shell?.build;
  return build ? { build, dir: liveShellDir(deployDir, build) } : null;
}

/** The paths the ./routes module of a remote's Node build has pages for, evaluated with the shell's singletons. */
async function pagesOfBuild(shellDir: string, ssr: string): Promise<string[]> {
  const remote = evaluateRemote(ssr, freshShellBuild(shellDir).requireShared) as {
    exposes?: Record<string, () => Promise<unknown>>;
  };
  const loaded = (await remote.exposes?.['./routes']?.()) as
    { pages?: object; default?: { pages?: object } } | undefined;
  return Object.keys(loaded?.pages ?? loaded?.default?.pages ?? {});
}

/**
 * The routes a remote's build exposes pages for (its Node build's ./routes),
 * or null without a Node build of the shell or the remote. Read in a child
 * process, like a render.
 */
export function exposedPages(shellDir: string, ssr: string): string[] | null {
  if (!existsSync(path.join(shellDir, 'ssr', 'ssr.js')) || !existsSync(ssr)) return null;
  const out = execFileSync(process.execPath, ['--import', 'tsx', __filename, 'pages'], {
    cwd: ROOT,
    input: JSON.stringify({ shellDir, ssr }),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return JSON.parse(out.toString('utf8')) as string[];
}

/**
 * A remote's release, before it is published: its routes inside the live
 * shell's layout, into <distDir>/pages/<shell build>/ (copied into the version
 * folder with the rest of the build). Does nothing while no shell is live.
 */
export function renderRemotePages(deployDir: string, remote: string, version: string, distDir: string): void {
  const live = liveShellOf(deployDir);
  if (!live) return;
  const { build, dir: shellDir } = live;
  if (!existsSync(path.join(shellDir, 'ssr', 'ssr.js')) || !existsSync(path.join(distDir, 'ssr', 'ssr.js'))) {
    console.warn(
      `prerender: no Node build of the live shell or of ${remote}; its pages are drawn by the browser`,
    );
    return;
  }
  render({
    shellDir,
    // Its own Node build only: a page's HTML depends on its owner's version alone.
    remotes: {
      [remote]: {
        ssr: path.join(distDir, 'ssr', 'ssr.js'),
        baseUrl: `/remotes/${remote}/${version}/`,
        manifest: path.join(distDir, 'mf-manifest.json'),
      },
    },
    routes: routesOf(remote as RouteOwner),
    outDir: path.join(distDir, 'pages', build),
    at: new Date().toISOString(),
  });
}

/**
 * A shell's publish, before it goes live: its own routes and error pages into
 * <distDir>/pages/, and the routes of every remote version on disk inside
 * its layout, into remotes/<remote>/<version>/pages/<build>/.
 */
export function renderShellPages(deployDir: string, distDir: string): void {
  const build = readJson<{ buildId?: string }>(path.join(distDir, 'build.json'), {}).buildId;
  if (!build) return;
  if (!existsSync(path.join(distDir, 'ssr', 'ssr.js'))) {
    console.warn(`prerender: ${distDir} has no Node build (ssr/ssr.js); its pages are drawn by the browser`);
    return;
  }
  const at = new Date().toISOString();
  const jobs: RenderJob[] = [
    {
      shellDir: distDir,
      remotes: {},
      routes: [...routesOf('shell'), `/${NOT_FOUND_PAGE}/`, `/${ERROR_PAGE}/`],
      outDir: path.join(distDir, 'pages'),
      at,
    },
  ];
  for (const remote of REMOTE_NAMES) {
    const dir = path.join(deployDir, 'remotes', remote);
    if (!existsSync(dir)) continue;
    for (const version of readdirSync(dir)) {
      const folder = versionFolder(deployDir, remote, version);
      if (!statSync(path.join(dir, version)).isDirectory() || !existsSync(folder.ssr)) continue;
      jobs.push({
        shellDir: distDir,
        remotes: { [remote]: folder },
        routes: routesOf(remote),
        outDir: remotePagesDir(deployDir, remote, version, build),
        at,
      });
    }
  }
  render(...jobs);
}

/**
 * Renders every page of what is live again with the live shell build (its
 * kept folder) and installs them: for a deploy folder from before
 * prerendering, or after a change of the renderer itself.
 */
export function rerenderLive(deployDir: string): InstallReport {
  const build = readJson<Live>(path.join(deployDir, 'remotes.json'), {}).shell?.build;
  if (!build) throw new Error(`no live shell in ${deployDir}`);
  const shellDir = path.join(deployDir, 'shell-versions', build);
  renderShellPages(deployDir, shellDir);
  const report = installLivePages(deployDir, 'shell', build);
  const manifest = readJson<{ remotes?: Record<string, { canary?: { version: string } } | undefined> }>(
    path.join(deployDir, 'remotes.json'),
    {},
  );
  for (const [remote, entry] of Object.entries(manifest.remotes ?? {})) {
    if (entry?.canary) installCanaryPages(deployDir, remote, entry.canary.version);
  }
  return report;
}

async function runJobsFromStdin(): Promise<void> {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  for (const job of JSON.parse(input) as RenderJob[]) await runJob(job);
}

async function printPagesFromStdin(): Promise<void> {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  const { shellDir, ssr } = JSON.parse(input) as { shellDir: string; ssr: string };
  process.stdout.write(JSON.stringify(await pagesOfBuild(shellDir, ssr)));
}

if (require.main === module && process.argv[2] === 'pages') {
  printPagesFromStdin().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
} else if (require.main === module && process.argv[2] === 'render') {
  runJobsFromStdin().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
} else if (require.main === module && process.argv[2] === 'rerender-live') {
  const dir = process.env.DEPLOY_DIR ? path.resolve(process.env.DEPLOY_DIR) : path.join(ROOT, 'deploy');
  const report = rerenderLive(dir);
  console.log(
    `${report.installed.length} pages live; without a page: ${report.missing.join(', ') || 'none'}`,
  );
}
