import { forgetGuestToken, getGuestToken, GUEST_TOKEN_CACHE_MS } from './guest-token';

function tokenServer() {
  let issued = 0;
  const fetchImpl = jest.fn(async () => {
    issued += 1;
    return { ok: true, status: 200, json: async () => ({ token: `t${issued}` }) };
  }) as unknown as typeof fetch;
  return { fetchImpl, issued: () => issued };
}

beforeEach(() => {
  forgetGuestToken();
  sessionStorage.clear();
});

describe('getGuestToken (credentials cached for 50 minutes)', () => {
  it('fetches once and reuses the token for 50 minutes', async () => {
    const server = tokenServer();
    let now = 1_000_000;
    const options = { fetchImpl: server.fetchImpl, now: () => now };
    await expect(getGuestToken(options)).resolves.toBe('t1');
    now += GUEST_TOKEN_CACHE_MS - 1;
    await expect(getGuestToken(options)).resolves.toBe('t1');
    expect(server.issued()).toBe(1);
    now += 1;
    await expect(getGuestToken(options)).resolves.toBe('t2');
    expect(server.issued()).toBe(2);
  });

  it('renews with the token it holds, so the server keeps the same guest; a first fetch sends none', async () => {
    const server = tokenServer();
    let now = 1_000_000;
    const options = { fetchImpl: server.fetchImpl, now: () => now };
    await getGuestToken(options);
    now += GUEST_TOKEN_CACHE_MS;
    await getGuestToken(options);
    const sent = (server.fetchImpl as jest.Mock).mock.calls.map(
      ([, init]: [string, RequestInit]) => (init.headers as Record<string, string>).Authorization,
    );
    expect(sent).toEqual([undefined, 'Bearer t1']);
  });

  it('shares one request between callers that ask at the same time', async () => {
    const server = tokenServer();
    const options = { fetchImpl: server.fetchImpl, now: () => 5 };
    await expect(Promise.all([getGuestToken(options), getGuestToken(options)])).resolves.toEqual([
      't1',
      't1',
    ]);
    expect(server.issued()).toBe(1);
  });

  it('fetches a new token after forgetGuestToken (a 401 from the server)', async () => {
    const server = tokenServer();
    const options = { fetchImpl: server.fetchImpl, now: () => 5 };
    await getGuestToken(options);
    forgetGuestToken();
    await expect(getGuestToken(options)).resolves.toBe('t2');
  });

  it('fails with "No credentials" when the answer carries no token', async () => {
    const fetchImpl = (async () => ({
      ok: true,
      status: 200,
      json: async () => ({}),
    })) as unknown as typeof fetch;
    await expect(getGuestToken({ fetchImpl })).rejects.toThrow('No credentials');
  });
});
