import { graphqlBaseQuery, MISSING_PAYLOAD, NETWORK_ERROR, type GraphqlRequest } from './graphql-base-query';
import { forgetGuestToken } from './guest-token';

interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

function answer({ status, body, headers = {} }: FakeAnswer) {
  return {
    status,
    ok: status < 300,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    json: async () => {
      if (body === undefined) throw new SyntaxError('no body');
      return body;
    },
  };
}

/** fetch that hands out a guest token and then the given GraphQL answers (or throws), in order. */
function fakeFetch(graphql: (FakeAnswer | Error)[]) {
  const calls: { url: string; auth?: string }[] = [];
  let tokens = 0;
  const impl = jest.fn(async (url: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ url, auth: headers.Authorization });
    if (url.endsWith('/auth/guest')) {
      tokens += 1;
      return answer({ status: 200, body: { token: `token-${tokens}` } });
    }
    const next = graphql.shift();
    if (!next) throw new Error('unexpected call');
    if (next instanceof Error) throw next;
    return answer(next);
  });
  globalThis.fetch = impl as unknown as typeof fetch;
  return { calls, graphqlCalls: () => calls.filter((c) => c.url === '/graphql') };
}

const query: GraphqlRequest = { document: 'query Q { q }', kind: 'query' };
const mutation: GraphqlRequest = { document: 'mutation M { m }', kind: 'mutation' };

function run(request: GraphqlRequest) {
  const controller = new AbortController();
  return graphqlBaseQuery(request, { signal: controller.signal } as never, {});
}

beforeEach(() => {
  forgetGuestToken();
  jest.spyOn(Math, 'random').mockReturnValue(0);
});

afterEach(() => jest.restoreAllMocks());

describe('graphqlBaseQuery', () => {
  it('sends the guest token and answers the data', async () => {
    const { graphqlCalls } = fakeFetch([{ status: 200, body: { data: { q: 1 } } }]);
    await expect(run(query)).resolves.toEqual({ data: { q: 1 } });
    expect(graphqlCalls()).toEqual([{ url: '/graphql', auth: 'Bearer token-1' }]);
  });

  it('retries a query up to 3 attempts on network errors, then answers the network error text', async () => {
    const { graphqlCalls } = fakeFetch([new TypeError('x'), new TypeError('x'), new TypeError('x')]);
    await expect(run(query)).resolves.toEqual({ error: { message: NETWORK_ERROR } });
    expect(graphqlCalls()).toHaveLength(3);
  });

  it('waits 2^n x 100 ms (+ jitter) between attempts', async () => {
    jest.useFakeTimers();
    try {
      const { graphqlCalls } = fakeFetch([
        { status: 503, body: {} },
        { status: 503, body: {} },
        { status: 200, body: { data: { q: 2 } } },
      ]);
      const pending = run(query);
      await jest.advanceTimersByTimeAsync(199);
      expect(graphqlCalls()).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(graphqlCalls()).toHaveLength(2);
      await jest.advanceTimersByTimeAsync(399);
      expect(graphqlCalls()).toHaveLength(2);
      await jest.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toEqual({ data: { q: 2 } });
    } finally {
      jest.useRealTimers();
    }
  });

  it('never retries a mutation', async () => {
    const { graphqlCalls } = fakeFetch([new TypeError('x')]);
    await expect(run(mutation)).resolves.toEqual({ error: { message: NETWORK_ERROR } });
    expect(graphqlCalls()).toHaveLength(1);
  });

  it('does not retry a GraphQL error answered with 200 and keeps its message and code', async () => {
    const { graphqlCalls } = fakeFetch([
      {
        status: 200,
        body: { errors: [{ message: 'Settings not found: x', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    await expect(run(query)).resolves.toEqual({
      error: { message: 'Settings not found: x', status: 200, code: 'NOT_FOUND', fields: undefined },
    });
    expect(graphqlCalls()).toHaveLength(1);
  });

  it('names an HTTP error from the error-type header, with an unknown error when the body says nothing', async () => {
    fakeFetch([{ status: 400, headers: { 'x-error-type': 'BadRequest' } }]);
    await expect(run(query)).resolves.toEqual({
      error: { message: 'An unknown error has occurred', status: 400, code: 'BadRequest', fields: undefined },
    });
  });

  it('answers "Missing response payload" for a 200 without data', async () => {
    fakeFetch([{ status: 200, body: { data: null } }]);
    await expect(run(query)).resolves.toEqual({ error: { message: MISSING_PAYLOAD, status: 200 } });
  });

  it('fetches a fresh token once after a 401, for a mutation too, since nothing ran', async () => {
    const { graphqlCalls } = fakeFetch([
      { status: 401, body: { errors: [{ message: 'Unauthorized' }] } },
      { status: 200, body: { data: { m: true } } },
    ]);
    await expect(run(mutation)).resolves.toEqual({ data: { m: true } });
    expect(graphqlCalls().map((c) => c.auth)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });
});
