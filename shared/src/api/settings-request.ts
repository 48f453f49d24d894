import {
  GetSettingLambdaDocument,
  type GetSettingLambdaQuery,
  type GetSettingLambdaQueryVariables,
} from './generated/operations';
import { requestGraphql, type GraphqlError, type GraphqlRequest } from './graphql-base-query';

/** The settings record every page runs with (docs/business-rules.md#records-and-field-names). Default site name 'hikari'. */
export const SITE_SETTINGS_NAME = 'hikari';

/** GetSettingLambda's request, for RTK Query's endpoint and for requestSettings alike. */
export const settingsRequest = (variables: GetSettingLambdaQueryVariables): GraphqlRequest => ({
  document: GetSettingLambdaDocument,
  variables,
  kind: 'query',
});

/** The record in GetSettingLambda's answer. */
export const settingsOf = (data: GetSettingLambdaQuery) => data.getSettingLambda;

/**
 * GetSettingLambda without RTK Query: what the shell asks at start on every
 * page, before (and on most pages without) the pages' own calls.
 */
export async function requestSettings(
  variables: GetSettingLambdaQueryVariables,
  signal?: AbortSignal,
): Promise<{ data: GetSettingLambdaQuery['getSettingLambda'] } | { error: GraphqlError }> {
  const answer = await requestGraphql(settingsRequest(variables), signal);
  return 'data' in answer ? { data: settingsOf(answer.data as GetSettingLambdaQuery) } : answer;
}
