export * from './guest-token';
export * from './graphql-base-query';
export * from './hikari-api';
export * from './get-setting-lambda';
export * from './notify-client-error';
