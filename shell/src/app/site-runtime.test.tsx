import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { forgetGuestToken } from '@hikari/shared/api';
import { DEFAULT_SETTINGS } from '@hikari/shared/domain';
import {
  createAppStore,
  planDataChanged,
  selectCampaignData,
  selectSelectedPlan,
  selectSettings,
  settingsReceived,
  type StoreOptions,
} from '@hikari/shared/store';
import { testStorage } from '@hikari/shared/testing';
import { ClockProvider } from '../services/clock';
import type { AnalyticsEvent } from '../services/tracking';
import { fakeGraphqlApi } from '../testing';
import { SiteRuntime } from './site-runtime';

type Storages = NonNullable<StoreOptions['storage']>;

/** Storage that answers reads late, as a busy phone's can: the saved state comes back after the page's first steps. */
function slowReads({ local, session }: Storages, ms: number): Storages {
  const slow = (storage: Storages['local']): Storages['local'] => ({
    ...storage,
    getItem: (key: string) => new Promise((resolve) => setTimeout(() => resolve(storage.getItem(key)), ms)),
  });
  return { local: slow(local), session: slow(session) };
}

const served = { ...DEFAULT_SETTINGS, name: 'hikari', version: '9.9.0' };

beforeEach(() => {
  forgetGuestToken();
  window.history.replaceState(null, '', '/?plan=10G&introductionId=ab12345');
  fakeGraphqlApi(() => ({ data: { getSettingLambda: served } }));
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

describe('SiteRuntime', () => {
  it("lets a link's plan and the fresh settings win over what an earlier visit saved", async () => {
    // An earlier visit chose 1G and saw older settings.
    const storage = testStorage();
    const earlier = createAppStore({ storage });
    await earlier.persistor.restored();
    earlier.store.dispatch(planDataChanged({ selectedPlan: 'plan1G' }));
    earlier.store.dispatch(settingsReceived({ record: { ...served, version: '1.0.0' }, source: 'server' }));
    await earlier.persistor.flush();

    const bundle = createAppStore({ storage: slowReads(storage, 50), persist: 'when-started' });
    const sent: AnalyticsEvent[] = [];
    render(
      <Provider store={bundle.store}>
        <ClockProvider clock={() => new Date('2026-12-03T10:00:00+09:00')}>
          <SiteRuntime bundle={bundle} analytics={{ send: (event) => sent.push(event) }} realtime={false} />
        </ClockProvider>
      </Provider>,
    );

    await waitFor(() => expect(sent.some((event) => event.type === 'arrival')).toBe(true));
    await waitFor(() => expect(selectSettings(bundle.store.getState())?.version).toBe('9.9.0'));
    await act(() => bundle.persistor.restored());
    const state = bundle.store.getState();
    expect(selectSelectedPlan(state)).toBe('plan10G');
    expect(selectCampaignData(state).introducerId).toBe('AB12345');
    expect(selectSettings(state)?.version).toBe('9.9.0');
  });
});
