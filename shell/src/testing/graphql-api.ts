// The API as the shell's tests see it: /auth/guest answers a guest token, every
// other call is a GraphQL request whose body is recorded and whose answer the
// test decides. Client error reports are one use: every NotifyClientError
// answers success and the reports' variables are recorded.

export interface SentGraphqlRequest<Variables = unknown> {
  query: string;
  variables: Variables;
}

const ok = (body: unknown) => ({
  ok: true,
  status: 200,
  headers: { get: () => null },
  json: async () => body,
});

/**
 * Replaces fetch; returns the body of every GraphQL request sent from now on.
 * `answer` gives each one's response body; an Error it returns is thrown, the way fetch fails.
 */
export function fakeGraphqlApi<Variables = unknown>(
  answer: (request: SentGraphqlRequest<Variables>) => unknown,
): SentGraphqlRequest<Variables>[] {
  const requests: SentGraphqlRequest<Variables>[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/auth/guest')) return ok({ token: 't' });
    const request = JSON.parse(String(init?.body)) as SentGraphqlRequest<Variables>;
    requests.push(request);
    const body = answer(request);
    if (body instanceof Error) throw body;
    return ok(body);
  }) as unknown as typeof fetch;
  return requests;
}

/** Replaces fetch; returns the variables of every NotifyClientError sent from now on. */
export function captureClientErrorReports<Report>(): Report[] {
  const sent: Report[] = [];
  fakeGraphqlApi<Report>((request) => {
    sent.push(request.variables);
    return { data: { notifyClientError: { result: 'success' } } };
  });
  return sent;
}
