import type webpack from 'webpack';

/**
 * TypeScript and TSX through swc, for every build (the site's packages, the ops console, the server builds).
 * @param target the JavaScript the output is written in; default 'es2020' (browsers); the server builds give 'es2022'.
 */
export function swcTypeScriptRule(production: boolean, target = 'es2020'): webpack.RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target,
        },
      },
    },
  };
}
