// The store keeps the visitor's state with redux-persist, which a page loads
// only once it is there (Persistence.start).
import * as reduxPersist from 'redux-persist';
import { createAppStore, KEEP_SERVER_DATA_AFTER_MS, memoryStorage } from './create-store';
import { PERSIST_ACTIONS, storageKey } from './persist-keys';
import { selectTelecomAgreements, telecomAgreementChanged } from './slices/agreements-slice';
import { settingsReceived } from './slices/settings-slice';
import { DEFAULT_SETTINGS } from '../domain/core';

const storage = () => ({ local: memoryStorage(), session: memoryStorage() });

const bootstrapped = (bundle: ReturnType<typeof createAppStore>) => bundle.persistor.restored();

/** Lets pending promises and timers (redux-persist writes after one) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Storage where an earlier visit kept its agreement to the internet service. */
async function savedByAnEarlierVisit() {
  const kept = storage();
  const first = createAppStore({ storage: kept });
  await bootstrapped(first);
  first.store.dispatch(telecomAgreementChanged({ isNet: true }));
  await first.persistor.flush();
  return kept;
}

describe('the store before and after its persistence starts', () => {
  it('knows redux-persist’s action types without loading it', () => {
    for (const [name, type] of Object.entries(PERSIST_ACTIONS)) {
      expect(reduxPersist[name as keyof typeof PERSIST_ACTIONS]).toBe(type);
    }
  });

  it('with nothing saved, has nothing to wait for and writes nothing until started', async () => {
    const kept = storage();
    const bundle = createAppStore({ storage: kept, persist: 'when-started' });
    await bootstrapped(bundle);
    bundle.store.dispatch(telecomAgreementChanged({ isNet: true }));
    await settle();
    expect(await kept.local.getItem(storageKey('agreements'))).toBeNull();

    await bundle.persistor.start();
    await bundle.persistor.flush();
    // A choice made before the start is kept once it has started.
    expect(await kept.local.getItem(storageKey('agreements'))).toContain('"isNet\\":true');
  });

  it('with something saved, brings it back only once started, and says so', async () => {
    const kept = await savedByAnEarlierVisit();

    const next = createAppStore({ storage: kept, persist: 'when-started' });
    await settle();
    expect(next.persistor.getState().bootstrapped).toBe(false);
    expect(selectTelecomAgreements(next.store.getState()).isNet).not.toBe(true);

    await next.persistor.start();
    await bootstrapped(next);
    expect(selectTelecomAgreements(next.store.getState()).isNet).toBe(true);
  });

  it('writes before the page goes away even when nothing had started it', async () => {
    const kept = storage();
    const bundle = createAppStore({ storage: kept, persist: 'when-started' });
    bundle.store.dispatch(telecomAgreementChanged({ isNet: true }));
    await bundle.persistor.flush();
    expect(await kept.local.getItem(storageKey('agreements'))).toContain('"isNet\\":true');
  });
});

/** Waits (up to a second) until the key is in storage. */
async function written(storage: { getItem(key: string): Promise<string | null> }, key: string) {
  for (let i = 0; i < 50; i += 1) {
    const record = await storage.getItem(key);
    if (record !== null) return record;
    await settle();
  }
  return null;
}

/** Whether redux-persist has taken over the slice (its reducer adds `_persist`). */
const persisting = (bundle: ReturnType<typeof createAppStore>, path: string) =>
  '_persist' in (bundle.store.getState() as unknown as Record<string, object>)[path]!;

const serverSettings = settingsReceived({
  record: { ...DEFAULT_SETTINGS, version: '4.2.0' },
  source: 'server',
});

describe('a page’s persistence, started when needed', () => {
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('with nothing saved and nothing changed, does not load redux-persist', async () => {
    const kept = storage();
    const bundle = createAppStore({ storage: kept, persist: 'when-started' });
    bundle.persistor.startWhenNeeded();
    await bootstrapped(bundle);
    await settle();
    expect(persisting(bundle, 'settings')).toBe(false);
    expect(persisting(bundle, 'agreements')).toBe(false);
  });

  it('keeps a change of the visitor’s own at once', async () => {
    const kept = storage();
    const bundle = createAppStore({ storage: kept, persist: 'when-started' });
    bundle.persistor.startWhenNeeded();
    await bootstrapped(bundle);
    bundle.store.dispatch(telecomAgreementChanged({ isNet: true }));
    expect(await written(kept.local, storageKey('agreements'))).toContain('"isNet\\":true');
  });

  it('keeps the settings alone only once the page has been quiet a while', async () => {
    jest.useFakeTimers();
    const kept = storage();
    const bundle = createAppStore({ storage: kept, persist: 'when-started' });
    bundle.persistor.startWhenNeeded();
    await bootstrapped(bundle);
    bundle.store.dispatch(serverSettings);
    await jest.advanceTimersByTimeAsync(KEEP_SERVER_DATA_AFTER_MS - 1);
    expect(persisting(bundle, 'settings')).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    // redux-persist loaded then; its writes wait for timers of their own.
    await jest.advanceTimersByTimeAsync(100);
    expect(await kept.local.getItem(storageKey('settings'))).toContain('4.2.0');
  });

  it('keeps the settings alone at once when the page is hidden (the visitor may be leaving)', async () => {
    const kept = storage();
    const bundle = createAppStore({ storage: kept, persist: 'when-started' });
    bundle.persistor.startWhenNeeded();
    await bootstrapped(bundle);
    bundle.store.dispatch(serverSettings);
    await settle();
    expect(persisting(bundle, 'settings')).toBe(false);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await written(kept.local, storageKey('settings'))).toContain('4.2.0');
  });

  it('with something saved, starts at once and brings it back', async () => {
    const kept = await savedByAnEarlierVisit();

    const next = createAppStore({ storage: kept, persist: 'when-started' });
    next.persistor.startWhenNeeded();
    await bootstrapped(next);
    expect(selectTelecomAgreements(next.store.getState()).isNet).toBe(true);
  });

  it('stops watching when undone', async () => {
    const kept = storage();
    const bundle = createAppStore({ storage: kept, persist: 'when-started' });
    const stop = bundle.persistor.startWhenNeeded();
    await bootstrapped(bundle);
    stop();
    bundle.store.dispatch(telecomAgreementChanged({ isNet: true }));
    await settle();
    expect(persisting(bundle, 'agreements')).toBe(false);
  });
});
