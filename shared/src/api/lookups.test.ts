import { findBanks, findBranches, listTowns, lookupFailedMessage, lookupPostalCode } from './lookups';
import { LOOKUP_TIMEOUT_MS, requestJson, type HttpOutcome } from './request-json';

// A scripted fetch: each call takes the next step. 'hang' never answers until
// aborted (as a real fetch rejects on abort); 'deaf' never answers at all,
// abort or not; 'hang-body' answers the status but never finishes the body.
type Step = number | 'network' | 'hang' | 'deaf' | 'hang-body' | { status: number; body: unknown };

function abortable(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

function scriptedFetch(steps: Step[]) {
  const calls: { url: string; method: string; at: number }[] = [];
  const impl = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', at: Date.now() });
    const step = steps[calls.length - 1] ?? 200;
    if (step === 'network') throw new TypeError('Failed to fetch');
    if (step === 'hang') return abortable(init.signal);
    if (step === 'deaf') return new Promise<never>(() => undefined);
    if (step === 'hang-body') return { status: 200, json: () => abortable(init.signal) };
    const { status, body } = typeof step === 'number' ? { status: step, body: { status: step } } : step;
    return { status, json: async () => body };
  });
  return { impl: impl as unknown as typeof fetch, calls };
}

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

/** Runs the request while the clock moves on, long enough for two timed-out attempts. */
async function run(promise: Promise<HttpOutcome>): Promise<HttpOutcome> {
  await jest.advanceTimersByTimeAsync(3 * LOOKUP_TIMEOUT_MS);
  return promise;
}

describe('requestJson: the retry rule (docs/business-rules.md#calls-and-retries) and a time limit per attempt', () => {
  it.each<[string, string, Step[], number, HttpOutcome]>([
    ['answers at once', 'GET', [200], 1, { ok: true, status: 200, body: { status: 200 } }],
    ['takes a 404 as an answer', 'GET', [404], 1, { ok: true, status: 404, body: { status: 404 } }],
    ['does not retry a 400', 'GET', [400], 1, { ok: true, status: 400, body: { status: 400 } }],
    ['retries a 408 once', 'GET', [408, 200], 2, { ok: true, status: 200, body: { status: 200 } }],
    ['retries a 409 once', 'GET', [409, 200], 2, { ok: true, status: 200, body: { status: 200 } }],
    ['retries a 425 once', 'GET', [425, 200], 2, { ok: true, status: 200, body: { status: 200 } }],
    ['retries a 429 once', 'GET', [429, 200], 2, { ok: true, status: 200, body: { status: 200 } }],
    ['retries a 500 once', 'GET', [500, 200], 2, { ok: true, status: 200, body: { status: 200 } }],
    ['retries a 502 once', 'GET', [502, 200], 2, { ok: true, status: 200, body: { status: 200 } }],
    ['retries a 503 once', 'GET', [503, 200], 2, { ok: true, status: 200, body: { status: 200 } }],
    ['retries a 504 once', 'GET', [504, 200], 2, { ok: true, status: 200, body: { status: 200 } }],
    ['retries a HEAD too', 'HEAD', [503, 200], 2, { ok: true, status: 200, body: { status: 200 } }],
    ['gives up after one retry', 'GET', [503, 503, 200], 2, { ok: false, failure: 'server', status: 503 }],
    [
      'gives up on a second kind of failure',
      'GET',
      [429, 500],
      2,
      { ok: false, failure: 'server', status: 500 },
    ],
    [
      'does not retry a 501 (not in the list)',
      'GET',
      [501, 200],
      1,
      { ok: false, failure: 'server', status: 501 },
    ],
    ['never retries a POST', 'POST', [503, 200], 1, { ok: false, failure: 'server', status: 503 }],
    ['never retries a PUT', 'PUT', [429, 200], 1, { ok: false, failure: 'server', status: 429 }],
    ['never retries a PATCH', 'PATCH', [408, 200], 1, { ok: false, failure: 'server', status: 408 }],
    ['never retries a DELETE', 'DELETE', [500, 200], 1, { ok: false, failure: 'server', status: 500 }],
    [
      'reports a lost connection without retrying',
      'GET',
      ['network', 200],
      1,
      { ok: false, failure: 'network' },
    ],
    ['ends a hung call with a timeout', 'GET', ['hang', 200], 1, { ok: false, failure: 'timeout' }],
    ['ends a call that ignores its abort signal', 'GET', ['deaf', 200], 1, { ok: false, failure: 'timeout' }],
    ['ends a hung body with a timeout', 'GET', ['hang-body', 200], 1, { ok: false, failure: 'timeout' }],
    ['times out a retry that hangs', 'GET', [503, 'hang'], 2, { ok: false, failure: 'timeout' }],
  ])('%s (%s)', async (_name, method, steps, calls, outcome) => {
    const fake = scriptedFetch(steps);
    await expect(run(requestJson('/x', { method, fetchImpl: fake.impl }))).resolves.toEqual(outcome);
    expect(fake.calls).toHaveLength(calls);
    expect(fake.calls.every((c) => c.method === method)).toBe(true);
  });

  it('waits 200-299 ms (2^1 × 100 ms + jitter) before the retry', async () => {
    const fake = scriptedFetch([503, 200]);
    const pending = requestJson('/x', { fetchImpl: fake.impl, random: () => 0.5 });
    await jest.advanceTimersByTimeAsync(249);
    expect(fake.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1]!.at).toBe(250);
    await expect(pending).resolves.toMatchObject({ ok: true, status: 200 });
  });

  it('stops a hung attempt exactly at the time limit', async () => {
    const fake = scriptedFetch(['hang']);
    let settled: HttpOutcome | null = null;
    void requestJson('/x', { fetchImpl: fake.impl, timeoutMs: 5_000 }).then((o) => (settled = o));
    await jest.advanceTimersByTimeAsync(4_999);
    expect(settled).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ ok: false, failure: 'timeout' });
  });

  it.each(['hang', 'deaf'] as const)(
    'reports a cancel by the caller as aborted, not as a timeout (%s)',
    async (step) => {
      const fake = scriptedFetch([step]);
      const controller = new AbortController();
      const pending = requestJson('/x', { fetchImpl: fake.impl, signal: controller.signal });
      await jest.advanceTimersByTimeAsync(100);
      controller.abort();
      await expect(pending).resolves.toEqual({ ok: false, failure: 'aborted' });
    },
  );

  it('makes no retry when the caller cancels during the wait before it', async () => {
    const fake = scriptedFetch([503, 200]);
    const controller = new AbortController();
    const pending = requestJson('/x', { fetchImpl: fake.impl, signal: controller.signal });
    await jest.advanceTimersByTimeAsync(50);
    controller.abort();
    await jest.advanceTimersByTimeAsync(1_000);
    await expect(pending).resolves.toEqual({ ok: false, failure: 'aborted' });
    expect(fake.calls).toHaveLength(1);
  });
});

describe('lookupPostalCode', () => {
  const sakae = {
    prefecture: '愛知県',
    city: '名古屋市中区',
    town: '栄',
    prefectureKana: 'アイチケン',
    cityKana: 'ナゴヤシナカク',
  };
  const tokyo = { postalCode: '4600008', ...sakae };

  it('normalises the code and asks no server for an invalid one', async () => {
    const fake = scriptedFetch([{ status: 200, body: tokyo }]);
    await expect(lookupPostalCode('12345', { fetchImpl: fake.impl })).resolves.toEqual({ kind: 'invalid' });
    expect(fake.calls).toHaveLength(0);
    const found = await lookupPostalCode('４６０－０００８', { fetchImpl: fake.impl });
    expect(fake.calls[0]!.url).toBe('/postal/4600008');
    expect(found).toEqual({ kind: 'found', answer: { ...tokyo, towns: [sakae] } });
  });

  it.each<[string, Step[], unknown]>([
    ['an unknown code', [404], { kind: 'notFound' }],
    ['a refused code', [400], { kind: 'invalid' }],
    ['a server failing twice', [503, 503], { kind: 'failed', failure: 'server' }],
    [
      'a server failing once',
      [503, { status: 200, body: tokyo }],
      { kind: 'found', answer: { ...tokyo, towns: [sakae] } },
    ],
    ['a hung server', ['hang'], { kind: 'failed', failure: 'timeout' }],
    ['a lost connection', ['network'], { kind: 'failed', failure: 'network' }],
    [
      'an answer that is not an address',
      [{ status: 200, body: null }],
      { kind: 'failed', failure: 'server' },
    ],
  ])('turns %s into what the field shows', async (_name, steps, expected) => {
    const fake = scriptedFetch(steps);
    const pending = lookupPostalCode('460-0008', { fetchImpl: fake.impl });
    await jest.advanceTimersByTimeAsync(3 * LOOKUP_TIMEOUT_MS);
    await expect(pending).resolves.toEqual(expected);
  });
});

describe('banks, branches and towns', () => {
  it('asks by half-width code and takes an unknown bank as no branches', async () => {
    const fake = scriptedFetch([
      {
        status: 200,
        body: { banks: [{ code: '0005', name: '三菱ＵＦＪ銀行', kana: 'ミツビシユーエフジェイ' }] },
      },
      404,
    ]);
    await expect(findBanks({ code: '０００５' }, { fetchImpl: fake.impl })).resolves.toEqual({
      ok: true,
      items: [{ code: '0005', name: '三菱ＵＦＪ銀行', kana: 'ミツビシユーエフジェイ' }],
    });
    await expect(findBranches('9999', { q: ' 本店 ' }, { fetchImpl: fake.impl })).resolves.toEqual({
      ok: true,
      items: [],
    });
    expect(fake.calls.map((c) => c.url)).toEqual([
      '/banks?code=0005',
      '/banks/9999/branches?q=%E6%9C%AC%E5%BA%97',
    ]);
  });

  it('says why a bank search failed', async () => {
    const fake = scriptedFetch([502, 502]);
    const pending = findBanks({ q: 'みずほ' }, { fetchImpl: fake.impl });
    await jest.advanceTimersByTimeAsync(1_000);
    await expect(pending).resolves.toEqual({ ok: false, failure: 'server' });
    expect(fake.calls).toHaveLength(2);
  });

  it('keeps a town list request inside its path segments', async () => {
    const fake = scriptedFetch([{ status: 200, body: { towns: [{ town: '栄', postalCode: '4600008' }] } }]);
    await expect(listTowns('愛知県', 'a/b?c', { fetchImpl: fake.impl })).resolves.toEqual({
      ok: true,
      items: [{ town: '栄', postalCode: '4600008' }],
    });
    expect(fake.calls[0]!.url).toBe(
      `/postal/prefectures/${encodeURIComponent('愛知県')}/cities/a%2Fb%3Fc/towns`,
    );
  });
});

describe('lookupFailedMessage', () => {
  it.each([
    ['timeout', '住所の検索に時間がかかり、中断しました。通信環境をご確認のうえ、もう一度お試しください。'],
    [
      'network',
      '通信が途切れたため、住所を検索できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
    ],
    ['server', 'ただいま住所を検索できません。しばらくしてから、もう一度お試しください。'],
  ] as const)('tells the visitor what to do after a %s', (failure, text) => {
    expect(lookupFailedMessage('住所', failure)).toBe(text);
  });
});
