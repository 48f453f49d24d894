import { act, fireEvent, screen, within } from '@testing-library/react';
import { selectIsPhoneModalOpen } from '@hikari/shared/store';
import { clickEvent, modalEvent, renderShell } from '../../testing';
import { SiteHeader } from './site-header';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    fireEvent.scroll(window);
  });
}

afterEach(() => scrollTo(0));

describe('SiteHeader', () => {
  it('links the logo to / and the buttons to support, area, campaign and the application', () => {
    renderShell(<SiteHeader />);
    // The link's name holds its visible text (WCAG 2.5.3), then where it goes.
    expect(
      screen.getByRole('link', { name: /^東海ひかりネット\s*東海5県の光回線\s*（トップへ）$/ }),
    ).toHaveAttribute('href', '/');
    const buttons = within(screen.getByRole('navigation', { name: '主なメニュー' }));
    expect(buttons.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/support/',
      '/area/',
      '/campaign/',
      '/apply/form/',
    ]);
  });

  it('tracks a menu button click with its target and label, then navigates', async () => {
    const { user, events } = renderShell(<SiteHeader />);
    await user.click(screen.getByRole('link', { name: 'エリア検索' }));
    expect(events).toContainEqual(clickEvent('menu-button', '/area/', 'エリア検索'));
    expect(screen.getByTestId('location')).toHaveTextContent('/area/');
  });

  it('tracks sub-header links as header links and marks the current page', async () => {
    const { user, events } = renderShell(<SiteHeader />, { path: '/plan/' });
    const sub = within(screen.getByRole('navigation', { name: 'サイト内メニュー' }));
    expect(sub.getByRole('link', { name: '料金プラン' })).toHaveAttribute('aria-current', 'page');
    await user.click(sub.getByRole('link', { name: 'よくあるご質問' }));
    expect(events).toContainEqual(clickEvent('header-link', '/faq/', 'よくあるご質問'));
  });

  it('opens the phone consultation modal instead of navigating, and tracks the opening', async () => {
    const { user, events, bundle } = renderShell(<SiteHeader />, { path: '/plan/' });
    await user.click(screen.getByRole('button', { name: 'お電話でのご相談' }));
    expect(selectIsPhoneModalOpen(bundle.store.getState())).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/plan/');
    expect(events).toContainEqual(modalEvent('open', '/plan/', 'お電話でのご相談'));
  });

  it('leaves out the sub-header row and the buttons when the switches are off', () => {
    renderShell(<SiteHeader hasSubHeader={false} hasHeaderBtn={false} />);
    expect(screen.queryByRole('navigation', { name: 'サイト内メニュー' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主なメニュー' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'お電話でのご相談' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'メニュー' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^東海ひかりネット.*（トップへ）$/ })).toBeInTheDocument();
  });

  it('shows both rows by default (both switches default to true)', () => {
    renderShell(<SiteHeader />);
    expect(screen.getByRole('navigation', { name: 'サイト内メニュー' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'メニュー' })).toBeInTheDocument();
  });

  it('hides while scrolling down and comes back on scrolling up', () => {
    renderShell(<SiteHeader />);
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('site-header--hidden');

    scrollTo(400);
    expect(header).toHaveClass('site-header--hidden');
    scrollTo(900);
    expect(header).toHaveClass('site-header--hidden');

    scrollTo(850);
    expect(header).not.toHaveClass('site-header--hidden');

    scrollTo(1200);
    expect(header).toHaveClass('site-header--hidden');
    scrollTo(40);
    expect(header).not.toHaveClass('site-header--hidden');
  });

  it('ignores a jitter of a few pixels', () => {
    renderShell(<SiteHeader />);
    const header = screen.getByRole('banner');
    scrollTo(500);
    scrollTo(497);
    expect(header).toHaveClass('site-header--hidden');
  });

  it('stays shown while keyboard focus is inside it, even when scrolled down', () => {
    renderShell(<SiteHeader />);
    const header = screen.getByRole('banner');
    scrollTo(600);
    expect(header).toHaveClass('site-header--hidden');
    act(() => screen.getByRole('link', { name: 'エリア検索' }).focus());
    expect(header).not.toHaveClass('site-header--hidden');
  });
});
