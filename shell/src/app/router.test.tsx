import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { DEFAULT_SETTINGS } from '@hikari/shared/domain';
import { settingsReceived } from '@hikari/shared/store';
import { createTestStore } from '@hikari/shared/testing';
import { ClockProvider } from '../features/clock';
import { configureErrorReporting } from '../features/error-reporting';
import { routes } from './router';

// jsdom has no Request; a data router builds one per navigation and reads only these fields.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers = new Map<string, string>();
    constructor(url: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(url);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  } as unknown as typeof Request;
}

function renderAt(path: string, maintenance = false) {
  const bundle = createTestStore();
  if (maintenance) {
    bundle.store.dispatch(
      settingsReceived({
        record: {
          ...DEFAULT_SETTINGS,
          maintenance: { ...DEFAULT_SETTINGS.maintenance, isAlwaysDisplay: true, text: '只今停止中' },
        },
        source: 'server',
      }),
    );
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={bundle.store}>
      <ClockProvider clock={() => new Date('2025-08-01T12:00:00+09:00')}>
        <RouterProvider router={router} />
      </ClockProvider>
    </Provider>,
  );
  return router;
}

beforeEach(() => {
  sessionStorage.clear();
  configureErrorReporting({ enabled: false });
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('router', () => {
  it('redirects a path without the trailing slash, keeping query and hash, replacing the entry', async () => {
    const router = renderAt('/no-such-page?utm_source=line#part');
    await screen.findByRole('heading', { level: 1, name: 'お探しのページは見つかりませんでした。' });
    expect(router.state.location).toMatchObject({
      pathname: '/no-such-page/',
      search: '?utm_source=line',
      hash: '#part',
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a path with a file extension alone (it is not a page)', async () => {
    const router = renderAt('/robots.txt');
    await screen.findByRole('heading', { level: 1, name: 'お探しのページは見つかりませんでした。' });
    expect(router.state.location.pathname).toBe('/robots.txt');
  });

  it('frames the error page of an unknown path with the header and the footer', async () => {
    renderAt('/no-such-page/');
    await screen.findByRole('heading', { level: 1, name: 'お探しのページは見つかりませんでした。' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.querySelector('.site')).toHaveAttribute('data-layout', 'default');
  });

  it('in maintenance mode shows the maintenance page, with the settings text, instead of the application', async () => {
    renderAt('/apply/form2/', true);
    await screen.findByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' });
    expect(screen.getByRole('main')).toHaveTextContent('只今停止中');
    expect(document.querySelector('.site')).toHaveAttribute('data-layout', 'apply');
    expect(document.title).toBe('お申し込み：ご契約者さま情報 | 東海ひかりネット');
  });
});
