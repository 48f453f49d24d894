// The store's default storage: the browser's localStorage and sessionStorage,
// and this page's memory once the browser refuses them.
import { createAppStore } from './create-store';
import { selectTelecomAgreements, telecomAgreementChanged } from './slices/agreements-slice';

async function bootstrapped(bundle: ReturnType<typeof createAppStore>): Promise<void> {
  await new Promise<void>((resolve) => {
    if (bundle.persistor.getState().bootstrapped) resolve();
    else bundle.persistor.subscribe(() => bundle.persistor.getState().bootstrapped && resolve());
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('the store in the browser', () => {
  it('writes nothing to storage while starting (no trial write on each page load)', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const bundle = createAppStore();
    await bootstrapped(bundle);
    expect(setItem).not.toHaveBeenCalled();
  });

  it('keeps what the visitor chose in localStorage, for the next visit', async () => {
    const bundle = createAppStore();
    await bootstrapped(bundle);
    bundle.store.dispatch(telecomAgreementChanged({ isNet: true }));
    await bundle.persistor.flush();

    const next = createAppStore();
    await bootstrapped(next);
    expect(selectTelecomAgreements(next.store.getState()).isNet).toBe(true);
  });

  it('goes on in memory when the browser refuses storage, keeping the choice for the page', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const bundle = createAppStore();
    await bootstrapped(bundle);
    bundle.store.dispatch(telecomAgreementChanged({ isNet: true }));
    await expect(bundle.persistor.flush()).resolves.toBeDefined();
    expect(selectTelecomAgreements(bundle.store.getState()).isNet).toBe(true);
    expect(localStorage.getItem('hikari:agreements')).toBeNull();
  });
});
