import { selectIsDrawerOpen, useAppSelector } from '@hikari/shared/store';
import { openedLater } from '../../lib';

export { DRAWER_TITLE } from './drawer-copy';

/** Its code comes with the frame's other dialogs, after the page (openedLater). */
const DrawerWhenOpen = openedLater(() =>
  import(/* webpackChunkName: "dialogs" */ './menu-drawer-dialog').then((m) => m.MenuDrawerDialog),
);

/** The mobile menu (menu-drawer-dialog.tsx), while the store says it is open. */
export function MenuDrawer() {
  const open = useAppSelector(selectIsDrawerOpen);
  return <DrawerWhenOpen open={open} />;
}
