import {
  backoffDelay,
  BACKOFF_CAP_MS,
  MAX_ATTEMPTS,
  shouldRetryHttp,
  shouldRetryOperation,
} from './retry-policy';

describe('backoffDelay: 2^n × 100 ms + jitter up to 100 ms, cap 5 minutes', () => {
  it.each([
    [1, 0, 200],
    [1, 0.5, 250],
    [1, 0.999, 299],
    [2, 0, 400],
    [2, 0.999, 499],
    [3, 0.25, 825],
    [10, 0, 102400],
    [12, 0, 300000], // 409,600 capped
    [20, 0.9, 300000],
  ])('retry %i with random %d waits %i ms', (retry, random, ms) => {
    expect(backoffDelay(retry, () => random)).toBe(ms);
  });

  it('keeps the jitter below 100 ms even for a random of exactly 1', () => {
    expect(backoffDelay(1, () => 1)).toBe(299);
  });

  it('never exceeds the cap', () => {
    expect(BACKOFF_CAP_MS).toBe(300000);
    for (let n = 0; n < 40; n += 1) expect(backoffDelay(n)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
  });
});

describe('shouldRetryOperation: queries up to 3 attempts, mutations never', () => {
  it('allows 3 attempts in all', () => {
    expect(MAX_ATTEMPTS).toBe(3);
  });

  it.each([
    ['query', 1, {}, true],
    ['query', 2, {}, true],
    ['query', 3, {}, false],
    ['query', 1, { status: 503 }, true],
    ['query', 1, { status: 429 }, true],
    ['query', 1, { status: 408 }, true],
    ['query', 1, { status: 500 }, true],
    ['query', 1, { status: 501 }, true],
    ['query', 1, { status: 400 }, false],
    ['query', 1, { status: 401 }, false],
    ['query', 1, { status: 404 }, false],
    ['mutation', 1, {}, false],
    ['mutation', 1, { status: 503 }, false],
  ] as const)('%s after %i failed attempts (%j): %s', (kind, attempts, failure, retry) => {
    expect(shouldRetryOperation(kind, attempts, failure)).toBe(retry);
  });
});

describe('shouldRetryHttp: listed statuses once for non-mutating methods', () => {
  const listed = [408, 409, 425, 429, 500, 502, 503, 504];

  it.each(listed)('GET %i is retried once', (status) => {
    expect(shouldRetryHttp('GET', status, 0)).toBe(true);
    expect(shouldRetryHttp('GET', status, 1)).toBe(false);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('%s is never retried', (method) => {
    for (const status of listed) expect(shouldRetryHttp(method, status, 0)).toBe(false);
  });

  it.each([
    ['HEAD', 503, true],
    ['OPTIONS', 429, true],
    ['GET', 501, false],
    ['GET', 505, false],
    ['GET', 404, false],
    ['GET', 400, false],
  ])('%s %i: %s', (method, status, retry) => {
    expect(shouldRetryHttp(method, status, 0)).toBe(retry);
  });
});
