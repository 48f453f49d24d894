export * from './guest-token';
export * from './graphql-base-query';
export * from './hikari-api';
// Remotes reach RTK Query through this entry only (it is a federation singleton here).
export { skipToken } from '@reduxjs/toolkit/query/react';
export * from './campaign-headline';
export * from './settings-request';
export * from './get-setting-lambda';
export * from './notify-client-error';
export * from './request-json';
export * from './lookups';
export * from './search-commufa-area';

// The remotes' own operations, as GraphQL Code Generator printed them from
// operations/*.graphql (npm run codegen): the document the browser sends is
// the one the API's schema test validates. Remotes never write a document by hand.
export {
  ApplicationDraftDocument,
  type ApplicationDraftQuery,
  ApplicationStatusDocument,
  type ApplicationStatusQuery,
  ChangeWorksSlotDocument,
  type ChangeWorksSlotMutation,
  HoldWorksSlotDocument,
  type HoldWorksSlotMutation,
  ReleaseWorksHoldDocument,
  type ReleaseWorksHoldMutation,
  SaveApplicationDraftDocument,
  type SaveApplicationDraftMutation,
  type SaveApplicationDraftMutationVariables,
  WorksSlotsDocument,
  type WorksSlotsQuery,
  type WorksSlotQuery,
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
