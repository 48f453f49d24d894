// The Node build of a package, used only to prerender pages (tools/site/prerender.ts).
//
// A remote's Node build (dist/ssr/ssr.js) holds its exposed routes and
// leaves every federation singleton external: at prerender time it is
// evaluated with a `require` that answers those modules from the shell's Node
// build, so the page and the shell share one React, one store and one router,
// as they do in the browser. The shell's Node build bundles the singletons and
// exposes them, with the function that renders a page inside its layout.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { swcTypeScriptRule } from './swc-rule';
import { federationShared } from './federation-shared';

export interface ServerBuild {
  /** Package folder (the caller's __dirname). */
  dir: string;
  /** true for the shell, which bundles the singletons instead of leaving them external. */
  isHost?: boolean;
}

/** Module requests a remote's Node build takes from the shell at prerender time. */
export function isSingletonRequest(request: string): boolean {
  const names = Object.keys(federationShared());
  return names.some((name) => request === name || request.startsWith(`${name}/`));
}

/** The id the shell's browser build wrote into dist/build.json (tools/webpack/create-config.ts). */
function browserBuildId(dir: string): string {
  try {
    const { buildId } = JSON.parse(readFileSync(path.join(dir, 'dist', 'build.json'), 'utf8')) as {
      buildId?: unknown;
    };
    return typeof buildId === 'string' ? buildId : 'dev';
  } catch {
    return 'dev';
  }
}

export function createServerConfig(build: ServerBuild) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const mode = argv.mode ?? 'production';
    return {
      mode,
      name: 'ssr',
      context: build.dir,
      target: 'node20',
      entry: { ssr: './src/ssr.tsx' },
      devtool: false,
      output: {
        path: path.join(build.dir, 'dist', 'ssr'),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        clean: true,
      },
      // A stylesheet is the browser build's business: on the server it is an unused string.
      experiments: {},
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      externalsType: 'commonjs',
      externals: build.isHost
        ? []
        : [
            ({ request }, callback) => {
              if (request && isSingletonRequest(request)) callback(undefined, `commonjs ${request}`);
              else callback();
            },
          ],
      module: {
        rules: [
          swcTypeScriptRule(true, 'es2022'),
          { test: /\.css$/, type: 'asset/source' },
          { test: /\.(svg|png|jpg|webp|woff2)$/, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      optimization: {
        minimize: false,
        // One file: the prerenderer evaluates it as a single module.
        splitChunks: false,
      },
      plugins: [
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new webpack.DefinePlugin({
          __REMOTE_VERSION__: JSON.stringify(process.env.REMOTE_VERSION ?? 'dev'),
          __PRODUCTION__: JSON.stringify(mode === 'production'),
          // The id of the browser build beside it (built first): the pages name the build they run.
          __SHELL_BUILD_ID__: JSON.stringify(build.isHost ? browserBuildId(build.dir) : 'dev'),
        }),
      ],
      performance: { hints: false },
    };
  };
}
