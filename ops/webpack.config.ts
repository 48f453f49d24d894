// The ops console: a plain React app, no Module Federation (visitors' pages
// never load it). Served by the API at /ops/ (index.html) and /ops/assets/
// (content-hashed files, cached as immutable).
import HtmlWebpackPlugin from 'html-webpack-plugin';
import path from 'node:path';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { swcMinimizer, swcTypeScriptRule } from '@hikari/webpack-config';

/** Paths of the console itself; every other /ops/ path is the API's. */
const isConsolePath = (pathname: string) =>
  pathname === '/ops' || pathname === '/ops/' || pathname.startsWith('/ops/assets/');

export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & { devServer?: DevServerConfiguration } => {
  const mode = argv.mode ?? 'production';
  const production = mode === 'production';
  return {
    mode,
    context: __dirname,
    entry: { main: './src/index.tsx' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      filename: 'assets/[name].[contenthash:8].js',
      chunkFilename: 'assets/[name].[contenthash:8].js',
      cssFilename: 'assets/[name].[contenthash:8].css',
      publicPath: '/ops/',
      clean: true,
    },
    experiments: { css: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [swcTypeScriptRule(production)],
    },
    optimization: production
      ? {
          minimize: true,
          minimizer: [swcMinimizer()],
        }
      : {},
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'src/index.html'),
        filename: 'index.html',
        scriptLoading: 'defer',
        inject: 'head',
      }),
    ],
    performance: { hints: false },
    devServer: {
      port: 3005,
      hot: true,
      devMiddleware: { publicPath: '/ops/' },
      historyApiFallback: { index: '/ops/index.html' },
      // The API (npm run dev: tsx watch on :8081) answers every other /ops/ path.
      proxy: [
        {
          context: (pathname: string) => pathname.startsWith('/ops/') && !isConsolePath(pathname),
          target: 'http://localhost:8081',
        },
      ],
    },
  };
};
