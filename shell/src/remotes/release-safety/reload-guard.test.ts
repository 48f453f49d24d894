import { claimReload, RELOAD_GUARD_KEY, RELOAD_GUARD_MS, type StorageLike } from './reload-guard';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('claimReload: once per path within 10 s', () => {
  it('is 10 s', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it.each([
    // first reload at 1,000; second try at → allowed?
    ['/apply/form/', 1_000, false],
    ['/apply/form/', 10_999, false],
    ['/apply/form/', 11_000, true],
    ['/campaign/', 1_500, true], // another path has its own allowance
  ])('after /apply/form/ reloaded at 1000 ms, %s at %i ms: %s', (path, at, allowed) => {
    const storage = memoryStorage();
    expect(claimReload('/apply/form/', storage, 1_000)).toBe(true);
    expect(claimReload(path, storage, at)).toBe(allowed);
  });

  it('records only allowed reloads, so a blocked try does not extend the window', () => {
    const storage = memoryStorage();
    claimReload('/', storage, 0);
    expect(claimReload('/', storage, 9_000)).toBe(false);
    expect(claimReload('/', storage, 10_000)).toBe(true);
  });

  it('drops entries older than the window', () => {
    const storage = memoryStorage();
    claimReload('/a/', storage, 0);
    claimReload('/b/', storage, 20_000);
    expect(JSON.parse(storage.data[RELOAD_GUARD_KEY] as string)).toEqual({ '/b/': 20_000 });
  });

  it.each([['not json'], ['[1,2]'], ['{"/":"soon"}'], ['null']])(
    'treats a damaged record %s as empty',
    (raw) => {
      const storage = memoryStorage({ [RELOAD_GUARD_KEY]: raw });
      expect(claimReload('/', storage, 5_000)).toBe(true);
    },
  );

  it('does not reload when the storage fails', () => {
    const broken: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimReload('/', broken, 0)).toBe(false);
  });

  it('does not trust a record from the future (clock moved back)', () => {
    const storage = memoryStorage({ [RELOAD_GUARD_KEY]: JSON.stringify({ '/': 50_000 }) });
    expect(claimReload('/', storage, 1_000)).toBe(true);
  });
});
