import { NETWORK_ERROR, UNKNOWN_ERROR, type GraphqlError } from '@hikari/shared/api';

/**
 * GET of one of the API's public look-ups (/postal/...). They are plain JSON,
 * not GraphQL, so they bypass the GraphQL base query; failures come back in
 * the same error shape so components handle both alike.
 */
export async function fetchJson<T>(
  path: string,
  signal?: AbortSignal,
): Promise<{ data: T } | { error: GraphqlError }> {
  let res: Response;
  try {
    res = await fetch(path, { headers: { Accept: 'application/json' }, signal });
  } catch {
    return { error: { message: NETWORK_ERROR } };
  }
  const body = (await res.json().catch(() => null)) as (T & { message?: string }) | null;
  if (res.status >= 300 || body === null) {
    return { error: { message: body?.message ?? UNKNOWN_ERROR, status: res.status } };
  }
  return { data: body };
}

/** One path segment, so a name with '/' or '?' cannot change the route. */
export const segment = (value: string) => encodeURIComponent(value);
