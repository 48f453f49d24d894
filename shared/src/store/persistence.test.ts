// The store keeps the visitor's state with redux-persist, which a page loads
// only once it is there (Persistence.start).
import * as reduxPersist from 'redux-persist';
import { createAppStore, memoryStorage } from './create-store';
import { PERSIST_ACTIONS, storageKey } from './persist-keys';
import { selectTelecomAgreements, telecomAgreementChanged } from './slices/agreements-slice';

const storage = () => ({ local: memoryStorage(), session: memoryStorage() });

const bootstrapped = (bundle: ReturnType<typeof createAppStore>) => bundle.persistor.restored();

/** Lets pending promises and timers (redux-persist writes after one) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

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
    const kept = storage();
    const first = createAppStore({ storage: kept });
    await bootstrapped(first);
    first.store.dispatch(telecomAgreementChanged({ isNet: true }));
    await first.persistor.flush();

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
