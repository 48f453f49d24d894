// The shell's own pages (shell/src/pages/shell-pages.ts) are chunks
// named after their route, and the shell's build lists the files of each in
// page-chunks.json, so that the prerenderer can name a shell route's page
// among the scripts its hydration needs (tools/site/prerender.ts), as it
// names a remote's page chunks from the remote's manifest. The same file
// lists the chunks the shell loads only after its page is there (AFTER_PAGE),
// which a page never names for its hydration and a first visit's budget does
// not count, and the chunks a page loads only when it needs them (ON_DEMAND:
// RTK Query, the site's API, the whole domain), which only a remote's page names.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

export const PAGE_CHUNKS_FILE = 'page-chunks.json';

const PAGE_CHUNK_PREFIX = 'page-';

/**
 * The webpackChunkName of each import the shell makes only after its page has
 * hydrated (shell/src/app/site-runtime.tsx): the real visitors' figures, the
 * realtime settings channel, the store's persistence (redux-persist,
 * @hikari/shared/store's persistence.ts), the frame's dialogs (the menu,
 * the phone consultation, the maintenance notice: lib/opened-later.tsx), the
 * site's tracking (the arrival's access log and the events' sink:
 * services/tracking/site-tracking.ts) and the remotes' loading with its
 * release rules (remotes/remote-loading/remotes-later.ts), which a remote's
 * page loads at its start instead (ON_DEMAND_MODULES).
 */
export const AFTER_PAGE_CHUNKS = [
  'rum',
  'realtime',
  'persistence',
  'dialogs',
  'tracking',
  'remotes',
] as const;

/**
 * The federation singletons only an AFTER_PAGE chunk uses: federation loads a
 * shared library in a chunk of its own, outside the chunk group of the import
 * that needs it, so each is named here with the chunk that brings it.
 */
const AFTER_PAGE_LIBRARIES: Partial<Record<(typeof AFTER_PAGE_CHUNKS)[number], RegExp>> = {
  persistence: /[\\/]node_modules[\\/]redux-persist[\\/]/,
};

/** RTK Query's modules (the shell's chunk lib-query). */
export const RTK_QUERY_MODULES = /[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/;

/** The key of page-chunks.json that lists the ON_DEMAND chunks. */
export const ON_DEMAND_GROUP = 'on-demand';

/**
 * Modules the shell provides but never starts with: RTK Query and the site's
 * API (@hikari/shared/api), which load with the first page that calls the API
 * (a remote's page, a report of an error, the banner asking for an address's
 * figure), and the whole domain (@hikari/shared/domain: the quote, the
 * important matters), where the start has its core (@hikari/shared/domain/core),
 * and the remotes' loading (the shell's remotes.ts: a shell page loads it after
 * the page, AFTER_PAGE_CHUNKS). Every chunk holding one of them loads on demand.
 */
export const ON_DEMAND_MODULES = [
  RTK_QUERY_MODULES,
  /[\\/]shared[\\/]src[\\/]api[\\/]index\.ts$/,
  /[\\/]shared[\\/]src[\\/]domain[\\/]index\.ts$/,
  /[\\/]shell[\\/]src[\\/]remotes[\\/]remote-loading[\\/]remotes\.ts$/,
];

/** The file of a module, or of the first module of a concatenation. */
function resourceOf(module: webpack.Module): string {
  const root = (module as { rootModule?: webpack.Module }).rootModule ?? module;
  return (root as { resource?: string }).resource ?? '';
}

/** The scripts of every chunk holding a module of one of `patterns`. */
function filesWithModules(compilation: webpack.Compilation, patterns: readonly RegExp[]): string[] {
  const files = new Set<string>();
  for (const chunk of compilation.chunks) {
    const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)];
    if (!modules.some((module) => patterns.some((pattern) => pattern.test(resourceOf(module))))) continue;
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(`/${file}`);
  }
  return [...files].sort();
}

/**
 * The chunk name of the shell's page at a route path: `page-` and the path's
 * segments joined by hyphens; `page-top` for `/`. shell-pages.ts writes it in
 * each import's webpackChunkName (a test checks that they agree).
 */
export function shellPageChunkName(routePath: string): string {
  const segments = routePath.split('/').filter(Boolean);
  return `${PAGE_CHUNK_PREFIX}${segments.length ? segments.join('-') : 'top'}`;
}

/** Whether a file of the shell's build belongs to one page only (loaded on its route). */
export function isPageChunkFile(name: string): boolean {
  return name.startsWith(PAGE_CHUNK_PREFIX);
}

/**
 * The host's production build: page-chunks.json, { [chunk name]: the URLs of
 * its scripts } for every page chunk and every AFTER_PAGE chunk (with the
 * libraries webpack split out of it), and the ON_DEMAND chunks' under
 * ON_DEMAND_GROUP.
 */
export function pageChunksManifest(): webpack.WebpackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PageChunks', (compilation) => {
        compilation.hooks.processAssets.tap(
          // After the content hashes are final (OPTIMIZE_HASH).
          { name: 'PageChunks', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            const pages: Record<string, string[]> = {};
            for (const [name, group] of compilation.namedChunkGroups) {
              const afterPage = (AFTER_PAGE_CHUNKS as readonly string[]).includes(name);
              if (!name.startsWith(PAGE_CHUNK_PREFIX) && !afterPage) continue;
              const library = afterPage
                ? AFTER_PAGE_LIBRARIES[name as keyof typeof AFTER_PAGE_LIBRARIES]
                : undefined;
              const files = group
                .getFiles()
                .filter((file) => file.endsWith('.js'))
                .map((file) => `/${file}`);
              if (library) files.push(...filesWithModules(compilation, [library]));
              pages[name] = [...new Set(files)].sort();
            }
            pages[ON_DEMAND_GROUP] = filesWithModules(compilation, ON_DEMAND_MODULES);
            compilation.emitAsset(
              PAGE_CHUNKS_FILE,
              new webpack.sources.RawSource(`${JSON.stringify(pages)}\n`),
            );
          },
        );
      });
    },
  };
}

function readChunkGroups(shellDir: string): Record<string, string[]> {
  const file = path.join(shellDir, PAGE_CHUNKS_FILE);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
}

/** The scripts of the shell's page at a route path, from a shell build folder (none if it has no page). */
export function shellPageScripts(shellDir: string, routePath: string): string[] {
  return readChunkGroups(shellDir)[shellPageChunkName(routePath)] ?? [];
}

/** The scripts of the ON_DEMAND chunks, from a shell build folder. */
export function onDemandScripts(shellDir: string): string[] {
  return readChunkGroups(shellDir)[ON_DEMAND_GROUP] ?? [];
}

/** The scripts the shell loads only after its page is there (AFTER_PAGE_CHUNKS), from a shell build folder. */
export function afterPageScripts(shellDir: string): string[] {
  const groups = readChunkGroups(shellDir);
  return [...new Set(AFTER_PAGE_CHUNKS.flatMap((name) => groups[name] ?? []))].sort();
}
