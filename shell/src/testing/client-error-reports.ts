// The API as far as client error reports go: a guest token, then every
// NotifyClientError answers success; the reports' variables are recorded.

/** Replaces fetch; returns the variables of every NotifyClientError sent from now on. */
export function captureClientErrorReports<Report>(): Report[] {
  const sent: Report[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/auth/guest')) {
      return { ok: true, status: 200, headers: { get: () => null }, json: async () => ({ token: 't' }) };
    }
    sent.push((JSON.parse(String(init?.body)) as { variables: Report }).variables);
    return {
      ok: true,
      status: 200,
      headers: { get: () => null },
      json: async () => ({ data: { notifyClientError: { result: 'success' } } }),
    };
  }) as unknown as typeof fetch;
  return sent;
}
