// A fetch stand-in for component tests: /auth/guest answers a token, every
// other call is recorded and answered by the test's handler. A handler that
// throws a TypeError acts as a lost connection, the way fetch fails.

export interface MockReply {
  status?: number;
  body: unknown;
}

export interface RecordedCall {
  url: string;
  /** GraphQL operation name of a POST to /graphql. */
  operation: string | null;
  variables: Record<string, unknown>;
}

export type MockHandler = (call: RecordedCall) => MockReply | Promise<MockReply>;

export function mockFetch(handler: MockHandler): RecordedCall[] {
  const calls: RecordedCall[] = [];
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const status = (reply: MockReply) => reply.status ?? 200;
    const respond = (reply: MockReply) =>
      ({
        status: status(reply),
        ok: status(reply) < 300,
        // jsdom has no Headers class; the base query only calls get().
        headers: { get: () => null },
        json: async () => reply.body,
      }) as unknown as Response;
    if (url.endsWith('/auth/guest')) return respond({ body: { token: 'guest-token' } });
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as { query?: string; variables?: object }) : {};
    const call: RecordedCall = {
      url,
      operation: /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? null,
      variables: (body.variables ?? {}) as Record<string, unknown>,
    };
    calls.push(call);
    return respond(await handler(call));
  }) as typeof fetch;
  return calls;
}
