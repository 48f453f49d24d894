// A fetch stand-in for component tests: answers by URL (and, for GraphQL,
// by operation name) and records every call.

export interface MockReply {
  status?: number;
  body: unknown;
}

export interface RecordedCall {
  url: string;
  method: string;
  body: unknown;
  /** GraphQL operation name, when the call was a GraphQL POST. */
  operation: string | null;
  headers: Record<string, string>;
}

export type MockHandler = (call: RecordedCall) => MockReply | undefined | Promise<MockReply | undefined>;

function reply({ status = 200, body }: MockReply) {
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: async () => body,
    text: async () => JSON.stringify(body),
  };
}

/** Installs the mock as global fetch; /auth/guest always answers a token. Returns the recorded calls. */
export function mockFetch(handler: MockHandler): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: string | URL, init: RequestInit = {}) => {
    const url = String(input);
    const raw = typeof init.body === 'string' ? init.body : null;
    const body: unknown = raw ? JSON.parse(raw) : null;
    const query = (body as { query?: string } | null)?.query ?? '';
    const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? null;
    const call: RecordedCall = {
      url,
      method: init.method ?? 'GET',
      body,
      operation,
      headers: { ...((init.headers as Record<string, string> | undefined) ?? {}) },
    };
    if (url.endsWith('/auth/guest')) return reply({ body: { token: 'guest-token' } });
    calls.push(call);
    const answer = await handler(call);
    if (!answer) throw new TypeError(`no mock answer for ${call.method} ${url}`);
    return reply(answer);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

/** The API's answer to a mutation while maintenance mode is on (503, MAINTENANCE). */
export const maintenanceReply: MockReply = {
  status: 503,
  body: {
    errors: [
      {
        message: 'ただいまシステムメンテナンス中のため、お申し込み・ご予約・お手続きを受け付けておりません。',
        extensions: { code: 'MAINTENANCE' },
      },
    ],
  },
};
