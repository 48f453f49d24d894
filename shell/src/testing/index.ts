export * from './test-utils';
export * from './graphql-api';
export * from './expect-links';
export * from './json-fetch';
