// One jest set-up for every package: swc transpiles TypeScript, jsdom for
// browser packages, node for the API and pure domain code.
const path = require('node:path');

/**
 * @param {string} dir package folder (__dirname of the caller)
 * @param {{ environment?: 'jsdom' | 'node' }} [options] environment defaults to 'jsdom'
 */
module.exports = function createJestConfig(dir, options = {}) {
  const environment = options.environment ?? 'jsdom';
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    // A component may import its remote's stylesheet, which webpack bundles; a test draws no styles.
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'no-styles.cjs') },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.cjs')] : [],
    // A form test types into a rendered page; on 2 cores with other work running
    // one takes more than jest's 5 s now and then without anything being wrong.
    ...(environment === 'jsdom' ? { testTimeout: 30_000 } : {}),
    testEnvironmentOptions: environment === 'jsdom' ? { customExportConditions: ['browser', 'default'] } : {},
  };
};
