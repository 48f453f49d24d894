export * from './guest-token';
export * from './graphql-base-query';
export * from './hikari-api';
