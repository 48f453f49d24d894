export * from './guest-token';
export * from './graphql-base-query';
export * from './hikari-api';
export * from './get-setting-lambda';
export * from './notify-client-error';

// A remote's own operations, as GraphQL Code Generator printed them from
// operations/*.graphql (npm run codegen): the document the browser sends is
// the one the API tests send.
export {
  SearchCommufaAreaDocument,
  type SearchCommufaAreaQuery,
  type SearchCommufaAreaQueryVariables,
} from './generated/operations';
