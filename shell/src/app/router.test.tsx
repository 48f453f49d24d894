import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigationType, type Location } from 'react-router-dom';
import { BACK_TO_TOP_LABEL, DEFAULT_SETTINGS, GENERIC_ERROR_HEADING, paths } from '@hikari/shared/domain';
import { settingsReceived } from '@hikari/shared/store';
import { createTestStore } from '@hikari/shared/testing';
import { ClockProvider } from '../services/clock';
import { configureErrorReporting } from '../remotes/error-reporting';
import { shellPages } from '../pages';
import { SiteRoutes } from './router';

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
  const seen: { location?: Location; action?: string } = {};
  function LocationProbe() {
    seen.location = useLocation();
    seen.action = useNavigationType();
    return null;
  }
  render(
    <Provider store={bundle.store}>
      <ClockProvider clock={() => new Date('2025-08-01T12:00:00+09:00')}>
        <MemoryRouter initialEntries={[path]}>
          <SiteRoutes />
          <LocationProbe />
        </MemoryRouter>
      </ClockProvider>
    </Provider>,
  );
  return seen;
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
    const seen = renderAt('/no-such-page?utm_source=line#part');
    await screen.findByRole('heading', { level: 1, name: 'お探しのページは見つかりませんでした。' });
    expect(seen.location).toMatchObject({
      pathname: '/no-such-page/',
      search: '?utm_source=line',
      hash: '#part',
    });
    expect(seen.action).toBe('REPLACE');
  });

  it('leaves a path with a file extension alone (it is not a page)', async () => {
    const seen = renderAt('/robots.txt');
    await screen.findByRole('heading', { level: 1, name: 'お探しのページは見つかりませんでした。' });
    expect(seen.location?.pathname).toBe('/robots.txt');
  });

  it.each(['/Company/', '/%63ompany/'])(
    'shows the page React Router matches at %s (any case, escaped letters)',
    async (path) => {
      renderAt(path);
      await waitFor(() => expect(document.title).toBe('会社概要 | 東海ひかりネット'));
      expect(
        screen.queryByRole('heading', { level: 1, name: 'お探しのページは見つかりませんでした。' }),
      ).not.toBeInTheDocument();
    },
  );

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

  it('in maintenance mode keeps the fee simulation open and says maintenance is on in one notice', async () => {
    renderAt('/apply/form/', true);
    const notice = await screen.findByRole('alertdialog', { name: 'ただいまメンテナンス中です' });
    expect(notice).toHaveTextContent('只今停止中');
    expect(
      screen.queryByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByTestId('maintenance-draft-kept')).not.toBeInTheDocument();
  });

  it('in maintenance mode the maintenance page is the only message on a page that submits', async () => {
    renderAt('/apply/terms/', true);
    await screen.findByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the generic error page in the frame when a page throws, and the next page once the visitor moves on', async () => {
    const company = shellPages[paths.company];
    function Broken(): never {
      throw new Error('company page broke');
    }
    shellPages[paths.company] = Broken as unknown as typeof company;
    try {
      const seen = renderAt(paths.company);
      await screen.findByRole('heading', { level: 1, name: GENERIC_ERROR_HEADING });
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(document.title).toBe('エラー | 東海ひかりネット');

      await userEvent.click(screen.getByRole('link', { name: BACK_TO_TOP_LABEL }));
      expect(seen.location?.pathname).toBe(paths.top);
      await screen.findByRole('heading', { level: 1, name: /^(?!エラーが発生しました。)/ });
      expect(
        screen.queryByRole('heading', { level: 1, name: GENERIC_ERROR_HEADING }),
      ).not.toBeInTheDocument();
    } finally {
      shellPages[paths.company] = company;
    }
  });

  it('frames the generic error page on every path when rendering for a failed page (the 500 page)', async () => {
    const bundle = createTestStore();
    render(
      <Provider store={bundle.store}>
        <ClockProvider clock={() => new Date('2025-08-01T12:00:00+09:00')}>
          <MemoryRouter initialEntries={[paths.faq]}>
            <SiteRoutes failed />
          </MemoryRouter>
        </ClockProvider>
      </Provider>,
    );
    await screen.findByRole('heading', { level: 1, name: GENERIC_ERROR_HEADING });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
