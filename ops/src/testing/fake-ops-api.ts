// A stand-in for the ops API in component tests: answers by "METHOD /path"
// and records every request (URL, method, headers, body) for assertions.
import type { FetchLike } from '../api/ops-client';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Sent as text (a CSV) instead of JSON. */
  text?: string;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: string | undefined;
}

type Handler = FakeAnswer | ((request: RecordedRequest) => FakeAnswer);

export interface FakeOpsApi {
  fetch: FetchLike;
  requests: RecordedRequest[];
  on(route: string, handler: Handler): void;
  /** Requests to a route, "METHOD /path". */
  calls(route: string): RecordedRequest[];
}

function response(answer: FakeAnswer): Response {
  const status = answer.status ?? 200;
  const text = answer.text ?? JSON.stringify(answer.body ?? {});
  const headers = Object.fromEntries(
    Object.entries(answer.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
  );
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    json: async () => JSON.parse(text),
    text: async () => text,
    blob: async () => new Blob([text], { type: headers['content-type'] ?? 'application/json' }),
  } as unknown as Response;
}

export function fakeOpsApi(routes: Record<string, Handler> = {}): FakeOpsApi {
  const table = new Map(Object.entries(routes));
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (input, init = {}) => {
    const url = new URL(input, 'http://ops.test');
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url: input,
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    requests.push(request);
    const handler = table.get(`${request.method} ${request.path}`);
    if (!handler)
      return response({ status: 404, body: { message: `no fake for ${request.method} ${request.path}` } });
    return response(typeof handler === 'function' ? handler(request) : handler);
  };
  return {
    fetch,
    requests,
    on: (route, handler) => table.set(route, handler),
    calls: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
  };
}
