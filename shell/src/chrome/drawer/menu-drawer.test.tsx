import { act, screen, within } from '@testing-library/react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { selectIsDrawerOpen, selectIsPhoneModalOpen } from '@hikari/shared/store';
import { clickEvent, modalEvent, renderShell } from '../../testing';
import { SiteHeader } from '../header';
import { MenuDrawer } from './menu-drawer';

function renderWithDrawer(path = '/plan/') {
  return renderShell(
    <>
      <SiteHeader />
      <MenuDrawer />
    </>,
    { path },
  );
}

describe('MenuDrawer', () => {
  it('opens from the menu button as a dialog titled メニュー with focus on its top close button', async () => {
    const { user, events } = renderWithDrawer();
    const menuButton = screen.getByRole('button', { name: 'メニュー' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);

    const dialog = await screen.findByRole('dialog', { name: 'メニュー' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'メニューを閉じる' })).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(events).toContainEqual(modalEvent('open', '/plan/', 'メニュー'));
  });

  it('lays out the buttons 6 of 12 on mobile and 4 from md, the application entry on a full row', async () => {
    const { user } = renderWithDrawer();
    await user.click(screen.getByRole('button', { name: 'メニュー' }));
    const grid = within(screen.getByRole('navigation', { name: 'メニュー（ボタン）' }));
    const apply = grid.getByRole('link', { name: '料金シミュレーション・お申し込み' }).closest('li');
    const area = grid.getByRole('link', { name: 'エリア検索' }).closest('li');
    expect(apply).toHaveStyle({ '--cols': '12', '--md': '4' });
    expect(area).toHaveStyle({ '--cols': '6', '--md': '4' });
    expect(screen.getByRole('navigation', { name: 'メニュー（リンク）' })).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog, both ways', async () => {
    const { user } = renderWithDrawer();
    await user.click(screen.getByRole('button', { name: 'メニュー' }));
    const dialog = await screen.findByRole('dialog', { name: 'メニュー' });
    const top = within(dialog).getByRole('button', { name: 'メニューを閉じる' });
    const bottom = within(dialog).getByRole('button', { name: '閉じる' });

    await user.tab({ shift: true });
    expect(bottom).toHaveFocus();
    await user.tab();
    expect(top).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user, events, bundle } = renderWithDrawer();
    const menuButton = screen.getByRole('button', { name: 'メニュー' });
    await user.click(menuButton);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectIsDrawerOpen(bundle.store.getState())).toBe(false);
    expect(menuButton).toHaveFocus();
    expect(events).toContainEqual(modalEvent('close', '/plan/', 'メニュー'));
  });

  it('closes with the top and with the bottom close button', async () => {
    const { user } = renderWithDrawer();
    await user.click(screen.getByRole('button', { name: 'メニュー' }));
    await user.click(screen.getByRole('button', { name: 'メニューを閉じる' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'メニュー' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on navigation and tracks the drawer link', async () => {
    const { user, events } = renderWithDrawer();
    await user.click(screen.getByRole('button', { name: 'メニュー' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: '会社概要' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/company/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(events).toContainEqual(clickEvent('drawer-link', '/company/', '会社概要'));
  });

  it('closes on a navigation that is not one of its links (back button, redirect)', async () => {
    let navigate: NavigateFunction = () => undefined;
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    const { user } = renderShell(
      <>
        <SiteHeader />
        <MenuDrawer />
        <Navigator />
      </>,
      { path: '/plan/' },
    );
    await user.click(screen.getByRole('button', { name: 'メニュー' }));
    expect(await screen.findByRole('dialog', { name: 'メニュー' })).toBeInTheDocument();
    act(() => void navigate('/faq/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('makes the page behind inert while open', async () => {
    const { user, container } = renderWithDrawer();
    await user.click(screen.getByRole('button', { name: 'メニュー' }));
    expect(container).toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
  });

  it('hands over to the phone modal from its phone entry', async () => {
    const { user, bundle } = renderWithDrawer();
    await user.click(screen.getByRole('button', { name: 'メニュー' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'お電話でのご相談' }),
    );
    expect(selectIsDrawerOpen(bundle.store.getState())).toBe(false);
    expect(selectIsPhoneModalOpen(bundle.store.getState())).toBe(true);
  });
});
