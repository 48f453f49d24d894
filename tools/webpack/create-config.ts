// One webpack configuration for the shell and every remote; each package's
// webpack.config.ts passes only what differs (its federation name, exposes,
// dev port).
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { START_SCRIPT_HASHES, scriptHash } from '@hikari/shared/start-script';
import { federationShared } from './federation-shared';
import { pageChunksManifest, RTK_QUERY_MODULES } from './page-chunks';
import { sharedNeedsFile } from './shared-needs';
import { swcMinimizer, swcTypeScriptRule } from './swc-rule';

export { swcMinimizer, swcTypeScriptRule };

export interface PackageBuild {
  /** Package folder (the caller's __dirname). */
  dir: string;
  /** Federation container name: 'shell', 'mfe_apply', … */
  name: string;
  /** Modules this package exposes to the federation (remotes only). */
  exposes?: Record<string, string>;
  /** true for the host, which renders index.html and owns the router. */
  isHost?: boolean;
  /** webpack-dev-server port for `npm run dev`. */
  devPort: number;
  /** Host only: remote name -> dev-server port, served as /remotes.json by `npm run dev`. */
  devRemotes?: Record<string, number>;
}

/** The remotes manifest of `npm run dev`: every remote from its own dev server. */
function devManifest(devRemotes: Record<string, number>) {
  return {
    remotes: Object.fromEntries(
      Object.entries(devRemotes).map(([name, port]) => [
        name,
        { version: 'dev', entry: `http://localhost:${port}/remoteEntry.js` },
      ]),
    ),
  };
}

const API_PATHS = ['/graphql', '/auth', '/postal', '/banks', '/ops', '/events'];

/**
 * The id of one shell build: compiled into the shell as __SHELL_BUILD_ID__
 * and written next to it as build.json, which publishing copies into
 * remotes.json. A running shell that finds another id there knows a new
 * shell is live (spec: new build detection). SHELL_BUILD_ID overrides it.
 */
function shellBuildId(): string {
  return process.env.SHELL_BUILD_ID ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Emits build.json with the host's build: its id, and the version of every
 * federation singleton it provides, which a remote's release is checked
 * against before it goes live (tools/site/contract.ts).
 */
function buildIdAsset(buildId: string): webpack.WebpackPluginInstance {
  const shared = Object.fromEntries(
    Object.entries(federationShared()).map(([name, entry]) => [name, entry.version]),
  );
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('ShellBuildId', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'ShellBuildId', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            compilation.emitAsset(
              'build.json',
              new webpack.sources.RawSource(`${JSON.stringify({ buildId, shared })}\n`),
            );
          },
        );
      });
    },
  };
}

const ROOT = path.resolve(__dirname, '../..');

/** A remote's standalone dev page (`npm run dev` of a remote): the same empty page for every remote. */
const REMOTE_DEV_PAGE = `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>開発用の単体表示</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * The shell's chunks of the libraries every page starts with: the renderer
 * (react, react-dom and its scheduler), the store (Redux, Redux Toolkit,
 * immer, reselect, react-redux and the libraries they import) and the router
 * (react-router with the subset the site uses). Each is a federation
 * singleton the shell provides; grouped, a page fetches and starts one script
 * for each group (adding a script costs the main thread 2–10 ms at 4x). RTK
 * Query is not in the store's group: it comes in a chunk of its own
 * (lib-query) with the first page that calls the API (page-chunks.ts,
 * ON_DEMAND_MODULES); nor is redux-persist, which comes with the store's
 * persistence once the page is there (AFTER_PAGE_CHUNKS). Named for ops and
 * the browser tests.
 */
export const START_UP_LIBRARY_CHUNKS = {
  renderer: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    name: 'lib-react',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
  store: {
    test: /([\\/]node_modules[\\/](redux|redux-thunk|@reduxjs[\\/]toolkit(?![\\/]dist[\\/]query[\\/])|react-redux|use-sync-external-store|immer|reselect)[\\/]|[\\/]tools[\\/]webpack[\\/]react-redux-subset\.ts$)/,
    name: 'lib-store',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
  router: {
    test: /([\\/]node_modules[\\/]react-router[\\/]|[\\/]tools[\\/]webpack[\\/]react-router-subset\.ts$)/,
    name: 'lib-router',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
  query: {
    test: RTK_QUERY_MODULES,
    name: 'lib-query',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
} as const;

/**
 * Shared libraries the browser gets as a subset in production builds: each
 * request resolves to the subset module (in this folder), which re-exports
 * what the site uses from the library's own ES build, named by the alias.
 */
export const LIBRARY_SUBSETS = [
  {
    library: 'react-router',
    requests: ['react-router', 'react-router-dom'],
    file: 'react-router-subset.ts',
    alias: 'react-router-production',
  },
  {
    library: 'react-redux',
    requests: ['react-redux'],
    file: 'react-redux-subset.ts',
    alias: 'react-redux-production',
  },
] as const;

/**
 * The file a library's exports map gives an ES module import, taken from its
 * production build where the package ships one beside it: react-router 7.18
 * maps every import to `dist/development` (its warnings switched on by a
 * constant, which no bundler setting turns off) and ships the same files with
 * the warnings off in `dist/production`.
 */
export function productionEntry(pkg: string): string {
  const { exports } = JSON.parse(readFileSync(pkg, 'utf8')) as {
    exports: { '.': { import: string | { default: string } } };
  };
  const entry = exports['.'].import;
  const file = path.join(path.dirname(pkg), typeof entry === 'string' ? entry : entry.default);
  const production = file.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`);
  return existsSync(production) ? production : file;
}

/** The aliases of LIBRARY_SUBSETS, each library's alias naming its production ES build. */
function librarySubsets(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const { library, requests, file, alias } of LIBRARY_SUBSETS) {
    const pkg = require.resolve(`${library}/package.json`, { paths: [ROOT] });
    for (const request of requests) aliases[`${request}$`] = path.join(__dirname, file);
    aliases[`${alias}$`] = productionEntry(pkg);
  }
  return aliases;
}

/**
 * Gives the host's entry a content-hashed name (main.<hash>.js) once it is
 * minified, so it can be cached as immutable like every other chunk.
 * `[contenthash]` in output.filename cannot be used: the federation runtime
 * module builds file names from that template and has no content hash to
 * put in it (TOOLCHAIN trap 3). The rename runs before html-webpack-plugin
 * writes index.html, which then names the new file.
 */
function hashEntryName(): webpack.WebpackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('HashEntryName', (compilation) => {
        compilation.hooks.processAssets.tap(
          // After minifying and source maps, before html-webpack-plugin (OPTIMIZE_INLINE).
          { name: 'HashEntryName', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 },
          () => {
            for (const chunk of compilation.chunks) {
              if (!chunk.hasRuntime() || chunk.name !== 'main') continue;
              for (const file of [...chunk.files]) {
                if (file !== 'main.js') continue;
                const source = compilation.getAsset(file)?.source.source();
                if (source === undefined) continue;
                const hash = createHash('sha256')
                  .update(typeof source === 'string' ? source : new Uint8Array(source))
                  .digest('hex')
                  .slice(0, 8);
                compilation.renameAsset(file, `main.${hash}.js`);
              }
            }
          },
        );
      });
    },
  };
}

/** V8's explicit compile hint: the whole file is compiled while it downloads, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The start script's file name while it is built; it ends up only in the page (startScript). */
const START_SCRIPT_NAME = 'start';

/**
 * Marks every script of the build with V8's compile hint, on its first line.
 * Without it V8 compiles a function on the main thread the first time it is
 * called; a page's start-up called about 1,400 functions that way (55 of its
 * 240 ms of main-thread work on `/`, half of each React hydration slice).
 * With it Chromium compiles the file on a background thread while it
 * streams in. Every script here is fetched only when its page or step
 * needs it (remotes by route, page chunks, the libraries of the start-up),
 * so most of its functions are called soon after it arrives. Added after
 * minifying (which drops comments), before the content hashes and source
 * maps are made, so both describe the file as served. Not the start script:
 * its hash in the Content-Security-Policy is of its code as written.
 */
function compileHints(): webpack.WebpackPluginInstance {
  return new webpack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.js$/,
    exclude: `${START_SCRIPT_NAME}.`,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/**
 * The start script (shell/src/start.ts) written into the host's page, at the
 * end of its body: it costs no request before the first paint. Built as a
 * compilation of its own, because every chunk of the site's compilation that
 * has a runtime gets the federation runtime (26 KiB gzip). The page's tag for
 * main.<hash>.js (the federation runtime) becomes the start script, with
 * main's address as `data-main`; once the page is painted the start script
 * preloads main with the page's hydration scripts and adds it when they have
 * arrived. The Content-Security-Policy allows the script by its hash, from
 * START_SCRIPT_HASHES: a start script whose hash is not there stops the build.
 */
function startScript(entry: string): webpack.WebpackPluginInstance {
  return {
    apply(compiler) {
      let startFile: string | undefined;
      compiler.hooks.make.tapPromise('StartScript', (compilation) => {
        const child = compilation.createChildCompiler(
          'StartScript',
          { filename: `${START_SCRIPT_NAME}.[contenthash:8].js` },
          [new webpack.EntryPlugin(compiler.context, entry, { name: START_SCRIPT_NAME })],
        );
        return new Promise<void>((resolve, reject) => {
          child.runAsChild((error, entries) => {
            if (error) return reject(error);
            startFile = [...(entries?.[0]?.files ?? [])].find((file) => file.endsWith('.js'));
            return startFile ? resolve() : reject(new Error('StartScript: the start script was not built'));
          });
        });
      });
      // The site's own compilation only (a child compilation, html-webpack-plugin's among them, has no page).
      compiler.hooks.thisCompilation.tap('StartScript', (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartScript', (data) => {
          const isMain = (tag: HtmlWebpackPlugin.HtmlTagObject) =>
            tag.tagName === 'script' &&
            /(^|\/)main(\.[0-9a-f]{8})?\.js$/.test(String(tag.attributes.src ?? ''));
          const main = data.headTags.find(isMain);
          const built = startFile ? compilation.getAsset(startFile) : undefined;
          if (!main || !startFile || !built)
            throw new Error('StartScript: the page needs the main and the start script');
          const code = String(built.source.source())
            .replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '')
            .trim();
          const hash = scriptHash(code);
          if (!START_SCRIPT_HASHES.includes(hash)) {
            throw new Error(
              `StartScript: the start script changed; add '${hash}' to START_SCRIPT_HASHES ` +
                '(shared/src/start-script.ts), keeping the hashes already there',
            );
          }
          // Only in the page: no file of its own.
          compilation.deleteAsset(startFile);
          if (compilation.getAsset(`${startFile}.map`)) compilation.deleteAsset(`${startFile}.map`);
          data.headTags = data.headTags.filter((tag) => tag !== main);
          data.bodyTags.push({
            tagName: 'script',
            voidTag: false,
            meta: { plugin: 'StartScript' },
            attributes: { 'data-main': String(main.attributes.src) },
            innerHTML: code,
          });
          return data;
        });
      });
    },
  };
}

export function createConfig(build: PackageBuild) {
  return (
    _env: unknown,
    argv: { mode?: Configuration['mode'] },
  ): Configuration & {
    devServer?: DevServerConfiguration;
  } => {
    const mode = argv.mode ?? 'production';
    const production = mode === 'production';
    const remoteVersion = process.env.REMOTE_VERSION ?? 'dev';
    const buildId = build.isHost && production ? shellBuildId() : 'dev';
    return {
      mode,
      context: build.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(build.dir, 'dist'),
        // The entry and remoteEntry keep fixed names (TOOLCHAIN trap 3); chunks are content-hashed.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        // Remotes are served from versioned folders whose URL the shell learns at run time.
        publicPath: build.isHost ? '/' : 'auto',
        uniqueName: build.name,
        clean: true,
      },
      // Native CSS: the shell's one stylesheet becomes a file of its own.
      experiments: { css: true },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: production ? librarySubsets() : {},
      },
      module: {
        rules: [swcTypeScriptRule(production)],
      },
      optimization: production
        ? {
            // Readable chunk names (lib-react, vendors-node_modules_react-router_…) let ops and the browser
            // tests see which library a file holds; the content hash still busts caches.
            chunkIds: 'named',
            // The shell's start-up libraries in two scripts instead of a dozen: adding a script
            // costs 2–10 ms of the main thread at 4x (appendChild), and one task added all of a
            // page's start-up scripts at once (about 120 ms at 4x for 18 scripts).
            ...(build.isHost ? { splitChunks: { cacheGroups: START_UP_LIBRARY_CHUNKS } } : {}),
            minimize: true,
            minimizer: [swcMinimizer()],
          }
        : {},
      plugins: [
        new webpack.DefinePlugin({
          __REMOTE_VERSION__: JSON.stringify(remoteVersion),
          __PRODUCTION__: JSON.stringify(production),
          __SHELL_BUILD_ID__: JSON.stringify(buildId),
        }),
        ...(build.isHost && production ? [buildIdAsset(buildId), hashEntryName(), pageChunksManifest()] : []),
        ...(production ? [compileHints(), sharedNeedsFile()] : []),
        new ModuleFederationPlugin({
          name: build.name,
          filename: build.isHost ? undefined : 'remoteEntry.js',
          exposes: build.exposes,
          shared: federationShared(),
          dts: false,
          manifest: !build.isHost,
          // The shell provides every singleton, so a shared module resolves to what is already
          // loaded; 'version-first' would make it wait for every registered remote's entry, and a
          // stuck remote would then stall pages that do not use it.
          shareStrategy: 'loaded-first',
          // Remotes are registered by their remoteEntry.js, so the manifest-snapshot machinery is
          // not needed. Each remoteEntry.js carries its own copy of the federation runtime core:
          // sharing the shell's (provideExternalRuntime) puts all of it in the shell's first
          // visit, past its budget (docs/performance.md, "JavaScript sent").
          experiments: { optimization: { disableSnapshot: true, target: 'web' } },
        }),
        // The host always renders its src/index.html; a remote only for its standalone dev
        // mount, from the one REMOTE_DEV_PAGE.
        ...(build.isHost || !production
          ? [
              new HtmlWebpackPlugin({
                ...(build.isHost
                  ? {
                      template: path.join(build.dir, 'src/index.html'),
                      favicon: path.join(build.dir, 'src/favicon.svg'),
                    }
                  : { templateContent: REMOTE_DEV_PAGE }),
                scriptLoading: 'defer',
                inject: 'head',
              }),
              // `npm run dev` serves an empty page, which main.js renders at once.
              ...(build.isHost && production ? [startScript('./src/start.ts')] : []),
            ]
          : []),
      ],
      performance: { hints: false },
      devServer: {
        port: build.devPort,
        hot: true,
        historyApiFallback: Boolean(build.isHost),
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...(build.isHost
          ? {
              proxy: [{ context: API_PATHS, target: 'http://localhost:8081', ws: true }],
              setupMiddlewares: (middlewares, devServer) => {
                devServer.app?.get('/remotes.json', (_req, res) => {
                  res.setHeader('Cache-Control', 'no-store');
                  res.json(devManifest(build.devRemotes ?? {}));
                });
                return middlewares;
              },
            }
          : {}),
      },
    };
  };
}
