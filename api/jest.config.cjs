const base = require('@hikari/jest-config')(__dirname, { environment: 'node' });

const swc = Object.values(base.transform)[0];

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    // PGlite's CommonJS build loads node:fs and friends with import(), which
    // jest's module sandbox cannot run; swc rewrites those calls to require().
    '^.+\\.cjs$': swc,
  },
  // jose, openid-client (with oauth4webapi) and oidc-provider, which the OpenID
  // Connect test starts, ship ES modules only; PGlite needs the rewrite above:
  // all of them go through swc.
  transformIgnorePatterns: [
    '/node_modules/(?!(jose|openid-client|oauth4webapi|oidc-provider|@electric-sql/pglite)/)',
  ],
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  // Each suite starts its own database; give them time on 2 cores.
  testTimeout: 60_000,
};
