import { fetchManifest, isNewShellBuild, liveVersions, MANIFEST_TIMEOUT_MS } from './remotes-manifest';

const manifest = {
  remotes: {
    'mfe-option': { version: '0.1.0-r2', entry: '/remotes/mfe-option/0.1.0-r2/remoteEntry.js' },
    'mfe-apply': { version: '0.1.0-r1', entry: '/remotes/mfe-apply/0.1.0-r1/remoteEntry.js' },
  },
  shell: { build: 'mgx1-a1b2c3', publishedAt: '2026-11-25T01:00:00.000Z' },
};

it('fingerprints what is live independently of key order', () => {
  const reordered = {
    remotes: { 'mfe-apply': manifest.remotes['mfe-apply'], 'mfe-option': manifest.remotes['mfe-option'] },
  };
  expect(liveVersions(manifest)).toBe('mfe-apply@0.1.0-r1,mfe-option@0.1.0-r2');
  expect(liveVersions(reordered)).toBe(liveVersions(manifest));
  const released = {
    remotes: {
      ...manifest.remotes,
      'mfe-option': { ...manifest.remotes['mfe-option'], version: '0.1.0-r3' },
    },
  };
  expect(liveVersions(released)).not.toBe(liveVersions(manifest));
});

describe('isNewShellBuild', () => {
  it.each([
    ['the same build', 'mgx1-a1b2c3', manifest, false],
    ['another build', 'mgw9-zzzzzz', manifest, true],
    ['a manifest without a shell (npm run dev)', 'mgw9-zzzzzz', { remotes: {} }, false],
    ['a shell not built for production', 'dev', manifest, false],
    ['an empty build id', 'mgw9-zzzzzz', { remotes: {}, shell: { build: '' } }, false],
  ])('%s → %s', (_name, running, live, expected) => {
    expect(isNewShellBuild(live, running)).toBe(expected);
  });
});

describe('fetchManifest', () => {
  type Step = number | 'hang' | 'network';

  function fakeFetch(steps: Step[]) {
    const calls: RequestInit[] = [];
    const impl = jest.fn(async (_url: string, init: RequestInit = {}) => {
      calls.push(init);
      const step = steps[calls.length - 1] ?? 200;
      if (step === 'hang') return new Promise<never>(() => undefined);
      if (step === 'network') throw new TypeError('Failed to fetch');
      return { status: step, json: async () => (step === 200 ? manifest : { message: 'no' }) };
    });
    return { impl: impl as unknown as typeof fetch, calls, mock: impl };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks for the manifest without any cache', async () => {
    const fake = fakeFetch([200]);
    await expect(fetchManifest({ fetchImpl: fake.impl })).resolves.toEqual(manifest);
    expect(fake.mock).toHaveBeenCalledWith(
      '/remotes.json',
      expect.objectContaining({ cache: 'no-store', method: 'GET' }),
    );
  });

  it.each<[string, Step[], number, string | null]>([
    ['answers at once', [200], 1, null],
    ['asks once more after a 503', [503, 200], 2, null],
    ['asks once more after a 429', [429, 200], 2, null],
    ['gives up after a second 502', [502, 502, 200], 2, 'remotes manifest: server (HTTP 502)'],
    ['does not ask again after a 404', [404, 200], 1, 'remotes manifest: HTTP 404'],
    ['ends a hung request after the time limit', ['hang', 200], 1, 'remotes manifest: timeout'],
    ['reports a lost connection', ['network', 200], 1, 'remotes manifest: network'],
  ])('%s', async (_name, steps, calls, error) => {
    const fake = fakeFetch(steps);
    const pending = fetchManifest({ fetchImpl: fake.impl });
    const settled = pending.then(
      (value) => ({ value }),
      (reason: Error) => ({ reason }),
    );
    await jest.advanceTimersByTimeAsync(MANIFEST_TIMEOUT_MS + 1_000);
    const outcome = await settled;
    expect(fake.calls).toHaveLength(calls);
    if (error === null) expect(outcome).toEqual({ value: manifest });
    else expect('reason' in outcome && outcome.reason.message).toBe(error);
  });

  it('rejects an answer that names no remotes', async () => {
    const impl = jest.fn(async () => ({ status: 200, json: async () => ({ hello: 'world' }) }));
    await expect(fetchManifest({ fetchImpl: impl as unknown as typeof fetch })).rejects.toThrow('no remotes');
  });
});
