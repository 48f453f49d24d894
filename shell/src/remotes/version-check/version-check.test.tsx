import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { DEFAULT_SETTINGS } from '@hikari/shared/domain';
import { selectStoredVersion, settingsReceived, storedVersionChanged } from '@hikari/shared/store';
import { createTestStore } from '@hikari/shared/testing';
import { decideVersion, versionedUrl } from './version-check';
import { useVersionCheck } from './use-version-check';

describe('decideVersion (docs/business-rules.md#version-check-and-new-builds)', () => {
  it.each([
    [null, '4.0.0', { action: 'store', version: '4.0.0' }],
    ['4.0.0', '4.0.0', { action: 'none' }],
    ['4.0.0', '4.0.1', { action: 'reload', version: '4.0.1' }],
    ['4.1.0', '4.0.0', { action: 'reload', version: '4.0.0' }],
  ])('stored %s, settings %s -> %j', (stored, current, decision) => {
    expect(decideVersion(stored, current)).toEqual(decision);
  });
});

describe('versionedUrl', () => {
  it('puts the version in v and keeps the other parameters and the hash', () => {
    expect(versionedUrl('https://site.test/company/?utm_source=line#info', '4.0.1')).toBe(
      'https://site.test/company/?utm_source=line&v=4.0.1#info',
    );
    expect(versionedUrl('https://site.test/?v=4.0.0', '4.0.1')).toBe('https://site.test/?v=4.0.1');
  });
});

describe('useVersionCheck', () => {
  function setup(stored: string | null) {
    const bundle = createTestStore();
    if (stored) bundle.store.dispatch(storedVersionChanged(stored));
    const reload = jest.fn(() => true);
    const flush = jest.fn(async () => undefined);
    let navigate: NavigateFunction = () => undefined;
    function Probe() {
      navigate = useNavigate();
      useVersionCheck({ flush, reload });
      return null;
    }
    render(
      <Provider store={bundle.store}>
        <MemoryRouter initialEntries={['/plan/']}>
          <Probe />
        </MemoryRouter>
      </Provider>,
    );
    const settings = (version: string, source: 'server' | 'realtime' | 'defaults' = 'server') =>
      act(() => {
        bundle.store.dispatch(settingsReceived({ record: { ...DEFAULT_SETTINGS, version }, source }));
      });
    const go = async (path: string) => {
      await act(async () => {
        await navigate(path);
      });
    };
    const settle = () => act(async () => undefined);
    return { bundle, reload, flush, settings, go, settle };
  }

  it('stores the first version it sees without reloading', async () => {
    const { bundle, reload, settings, settle } = setup(null);
    settings('4.0.0');
    await settle();
    expect(selectStoredVersion(bundle.store.getState())).toBe('4.0.0');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once with ?v= when the API answers a new version, after writing the stored one', async () => {
    const { bundle, reload, flush, settings, settle } = setup('4.0.0');
    settings('4.0.1');
    await settle();
    expect(selectStoredVersion(bundle.store.getState())).toBe('4.0.1');
    expect(flush).toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload.mock.calls[0]).toEqual([expect.stringMatching(/[?&]v=4\.0\.1$/)]);
  });

  it('waits for the next navigation when the realtime channel brings a new version', async () => {
    const { reload, settings, go, settle } = setup('4.0.0');
    settings('4.0.0');
    await settle();
    settings('4.0.2', 'realtime');
    await settle();
    expect(reload).not.toHaveBeenCalled();
    await go('/faq/');
    expect(reload).toHaveBeenCalledTimes(1);
    await go('/company/');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores the default settings used when the API cannot be reached', async () => {
    const { bundle, reload, settings, settle } = setup('4.2.0');
    settings(DEFAULT_SETTINGS.version, 'defaults');
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(selectStoredVersion(bundle.store.getState())).toBe('4.2.0');
  });
});
