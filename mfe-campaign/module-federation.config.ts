// What this package shares with the federation; the singletons come from the
// one root list in tools/webpack/federation-shared.ts.
export const federation = {
  name: 'mfe_campaign',
  exposes: { './routes': './src/exposes/routes.tsx' },
};
