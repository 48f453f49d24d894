import {
  NotifyClientErrorDocument,
  type NotifyClientErrorMutation,
  type NotifyClientErrorMutationVariables,
} from './generated/operations';
import { hikariApi } from './hikari-api';

const clientErrorApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    notifyClientError: build.mutation<
      NotifyClientErrorMutation['notifyClientError'],
      NotifyClientErrorMutationVariables
    >({
      query: (variables) => ({ document: NotifyClientErrorDocument, variables, kind: 'mutation' }),
      transformResponse: (data: NotifyClientErrorMutation) => data.notifyClientError,
    }),
  }),
});

export const { notifyClientError } = clientErrorApi.endpoints;
