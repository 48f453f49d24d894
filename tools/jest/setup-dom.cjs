require('@testing-library/jest-dom');

// jsdom lacks these Node globals that react-router and RTK Query use.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
