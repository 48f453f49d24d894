// The API without RTK Query: what the shell calls on every page (the
// settings, the guest token of the realtime channel, the remotes manifest
// with requestJson), so that RTK Query, the endpoints and the look-ups load
// only with a page that uses them (docs/architecture.md#shared-state). The same modules as in
// @hikari/shared/api, which re-exports them: one guest token, one base query.
export * from './guest-token';
export { GRAPHQL_PATH, requestGraphql, type GraphqlError, type GraphqlRequest } from './graphql-base-query';
export * from './settings-request';
export * from './request-json';
export { OnSettingsChangedDocument, type OnSettingsChangedSubscription } from './generated/operations';
