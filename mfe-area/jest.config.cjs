const config = require('../tools/jest/create-config.cjs')(__dirname);

// The exposed modules import the remote's stylesheet, which webpack bundles; a test draws no styles.
module.exports = { ...config, moduleNameMapper: { '\\.css$': '<rootDir>/src/test-support/no-styles.ts' } };
