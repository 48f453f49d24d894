export * from './guest-token';
export * from './graphql-base-query';
export * from './hikari-api';
export * from './get-setting-lambda';
export * from './notify-client-error';
export * from './lookups';
export * from './search-commufa-area';

// The remotes' own operations, as GraphQL Code Generator printed them from
// operations/*.graphql (npm run codegen): the document the browser sends is
// the one the API's schema test validates. Remotes never write a document by hand.
export {
  ApplicationUpSellDocument,
  type ApplicationUpSellMutation,
  ApplyCTCDocument,
  type ApplyCtcMutation,
  CheckIntroductionIdDocument,
  type CheckIntroductionIdQuery,
  CheckTransferRequestDocument,
  type CheckTransferRequestMutation,
  ContactDocument,
  type ContactMutation,
  RequestAreaNoticeDocument,
  type RequestAreaNoticeMutation,
  SearchCommufaAreaDocument,
  type SearchCommufaAreaQuery,
  type SearchCommufaAreaQueryVariables,
  TransferRequestDocument,
  type TransferRequestMutation,
} from './generated/operations';
