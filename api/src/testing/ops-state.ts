// A settings change as the console sends it: with the updatedAt of the
// settings it read (the server refuses a save over one saved since with 409).
// Suites that change settings many times send through this; the refusal
// itself is tested with an old updatedAt on purpose.

const SETTINGS_CHANGES = /^\/ops\/(settings|maintenance|campaigns)$/;

/**
 * `body` with seenUpdatedAt read from GET /ops/settings now, when `path` is a
 * settings change and the body (a JSON object) names none; else `body` as it is.
 */
export async function asSeenNow(
  baseUrl: string,
  apiToken: string,
  path: string,
  body: unknown,
): Promise<unknown> {
  if (!SETTINGS_CHANGES.test(path) || typeof body !== 'object' || body === null || Array.isArray(body)) {
    return body;
  }
  if ('seenUpdatedAt' in body) return body;
  const site = (body as { siteName?: unknown }).siteName;
  const query = typeof site === 'string' ? `?siteName=${encodeURIComponent(site)}` : '';
  const res = await fetch(`${baseUrl}/ops/settings${query}`, {
    headers: { Authorization: `Bearer ${apiToken}` },
  });
  if (!res.ok) return body;
  const { updatedAt } = (await res.json()) as { updatedAt: string };
  return { ...body, seenUpdatedAt: updatedAt };
}

/**
 * An ops request with a Bearer token (a personal API token; OPS_TOKEN in the
 * tests about it): GET, or `method` with a JSON body, as the CLI sends one.
 */
export function opsRequest(
  baseUrl: string,
  bearer: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${bearer}`,
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
}
