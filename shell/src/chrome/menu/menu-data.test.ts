import { findRoute } from '@hikari/shared/domain';
import * as menus from '../../content/menus';
import { MENU_ICON_NAMES } from './menu-icon';

const groups = {
  headerButtons: menus.headerButtons,
  headerLinks: menus.headerLinks,
  drawerButtons: menus.drawerButtons,
  drawerLinks: menus.drawerLinks,
  footer: menus.footerGroups.flatMap((group) => group.entries),
  mobileFooter: menus.mobileFooterGroups.flatMap((group) => group.entries),
  compactFooter: menus.compactFooterLinks,
  errorPage: menus.errorPageLinks,
};

describe.each(Object.entries(groups))('menu group %s', (_name, entries) => {
  it.each(entries.map((entry) => [entry.target, entry] as const))(
    '%s is a route with a drawable icon and a grid size',
    (_t, entry) => {
      expect(findRoute(entry.target.split('#')[0]!)?.path).toBe(entry.target.split('#')[0]);
      expect(entry.text.trim()).not.toBe('');
      expect(MENU_ICON_NAMES).toContain(entry.icon);
      expect([entry.cols, entry.md].every((n) => Number.isInteger(n) && n >= 1 && n <= 12)).toBe(true);
    },
  );
});

describe('docs/business-rules.md#header-menus-and-banners menu rules', () => {
  it.each([
    [
      'header buttons lead to /support/, /area/, /campaign/ and /apply/form/',
      menus.headerButtons.map((e) => e.target),
      ['/support/', '/area/', '/campaign/', '/apply/form/'],
    ],
    [
      'the header row covers top, plan, campaign, option, feature and FAQ',
      menus.headerLinks.map((e) => e.icon),
      ['home', 'plan', 'campaign', 'option', 'feature', 'faq'],
    ],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('drawer buttons take 6 of 12 columns on mobile and 4 from md, the application entry the full row', () => {
    for (const entry of menus.drawerButtons) {
      expect(entry.md).toBe(4);
      expect(entry.cols).toBe(entry.target === '/apply/form/' ? 12 : 6);
    }
  });
});
