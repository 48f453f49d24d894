import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { getAppStore, useAppStore } from '@hikari/shared/store';
import { mountStandalone } from './standalone-mount';

function AreaPage() {
  const sameStore = useAppStore() === getAppStore().store;
  return <h1>{sameStore ? 'エリア検索（共有ストア）' : 'エリア検索（別のストア）'}</h1>;
}

const HomePage = () => <h1>戸建て</h1>;

describe('mountStandalone', () => {
  let root: Root | null = null;

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  it('does nothing without a container', () => {
    expect(mountStandalone(null, { '/area': AreaPage })).toBeNull();
  });

  it('renders the page of the current path with the site store, and a menu of every path', async () => {
    window.history.pushState({}, '', '/area');
    const container = document.body.appendChild(document.createElement('div'));
    act(() => {
      root = mountStandalone(container, { '/area': AreaPage, '/area/home': HomePage, '/soon': undefined });
    });

    const menu = screen.getByRole('navigation', { name: '開発用メニュー' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/area', '/area/home', '/soon']);
    expect(within(screen.getByRole('main')).getByRole('heading')).toHaveTextContent(
      'エリア検索（共有ストア）',
    );

    await userEvent.click(within(menu).getByRole('link', { name: '/area/home' }));
    expect(within(screen.getByRole('main')).getByRole('heading')).toHaveTextContent('戸建て');
    expect(window.location.pathname).toBe('/area/home');
  });
});
