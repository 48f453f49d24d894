import { forgetGuestToken } from '@hikari/shared/api';
import { DEFAULT_SETTINGS, defaultCampaignOffer } from '@hikari/shared/domain';
import { selectSettings, selectSettingsSource, settingsReceived } from '@hikari/shared/store';
import { createTestStore } from '@hikari/shared/testing';
import { fakeGraphqlApi } from '../../testing';
import { loadSettings } from './load-settings';

// No maintenance announced: the default's.
const served = {
  ...DEFAULT_SETTINGS,
  name: 'hikari',
  version: '4.1.0',
  pickupId: 300,
  callTime: { displayFirstTime: 9, displayLastTime: 20, telFirstTime: 9, telLastTime: 21 },
  createdAt: '2025-07-01T00:00:00.000Z',
  updatedAt: '2025-07-02T00:00:00.000Z',
  // The API serves the campaign offer with the settings; the page keeps it as served.
  campaignOffer: {
    campaigns: [{ id: 'is50000CP', startsAfter: null, endsBefore: '2026-01-01T00:00:00+09:00', area: null }],
    amounts: { ...defaultCampaignOffer.amounts, is50000CP: 40000 },
    wording: [],
  },
};

beforeEach(() => {
  forgetGuestToken();
  jest.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => jest.restoreAllMocks());

describe('loadSettings', () => {
  it('asks GetSettingLambda for the site and keeps the answer', async () => {
    const requests = fakeGraphqlApi(() => ({ data: { getSettingLambda: served } }));
    const { store } = createTestStore();
    await loadSettings(store);
    expect(requests[0]!.query).toContain('getSettingLambda(siteName: $siteName)');
    expect(requests[0]!.variables).toEqual({ siteName: 'hikari' });
    expect(selectSettings(store.getState())).toEqual(served);
    expect(selectSettingsSource(store.getState())).toBe('server');
  });

  it('falls back to the defaults, silently, when the API cannot be reached', async () => {
    const error = jest.spyOn(console, 'error');
    fakeGraphqlApi(() => new TypeError('Failed to fetch'));
    const { store } = createTestStore();
    await loadSettings(store);
    expect(selectSettings(store.getState())).toEqual(DEFAULT_SETTINGS);
    expect(selectSettingsSource(store.getState())).toBe('defaults');
    expect(error).not.toHaveBeenCalled();
  });

  it('falls back to the defaults when the record is unknown (a GraphQL error)', async () => {
    fakeGraphqlApi(() => ({
      errors: [{ message: 'Settings not found: hikari', extensions: { code: 'NOT_FOUND' } }],
    }));
    const { store } = createTestStore();
    await loadSettings(store);
    expect(selectSettings(store.getState())).toEqual(DEFAULT_SETTINGS);
  });

  it('falls back to the defaults when the answer lacks the settings shape', async () => {
    fakeGraphqlApi(() => ({ data: { getSettingLambda: { ...served, callTime: null } } }));
    const { store } = createTestStore();
    await loadSettings(store);
    expect(selectSettings(store.getState())).toEqual(DEFAULT_SETTINGS);
    expect(selectSettingsSource(store.getState())).toBe('defaults');
  });

  it('keeps a record the realtime channel delivered while the query was under way', async () => {
    const pushed = { ...DEFAULT_SETTINGS, name: 'hikari', version: '4.2.0' };
    const bundle = createTestStore();
    fakeGraphqlApi(() => {
      bundle.store.dispatch(settingsReceived({ record: pushed, source: 'realtime' }));
      return new TypeError('Failed to fetch');
    });
    await loadSettings(bundle.store);
    expect(selectSettings(bundle.store.getState())).toEqual(pushed);
    expect(selectSettingsSource(bundle.store.getState())).toBe('realtime');
  });
});
