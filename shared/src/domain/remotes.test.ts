import { REMOTE_NAMES, REMOTE_REGISTRY, SITE_PART_LABELS, isRemoteName } from './remotes';
import { findRoute, routeTable } from './routes';

describe('the remote registry', () => {
  it('names the owner of every route of the route table, and every remote owns a route', () => {
    for (const route of routeTable) {
      expect(route.owner === 'shell' || isRemoteName(route.owner)).toBe(true);
    }
    for (const name of REMOTE_NAMES) {
      expect(routeTable.filter((route) => route.owner === name).length).toBeGreaterThan(0);
    }
  });

  it('lists every page of the site once, with the owner each team releases it with (docs/business-rules.md#pages-and-layouts)', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    const count = (owner: string) => routeTable.filter((route) => route.owner === owner).length;
    expect([
      count('shell'),
      count('mfe-apply'),
      count('mfe-campaign'),
      count('mfe-option'),
      count('mfe-area'),
    ]).toEqual([16, 11, 20, 16, 2]);
    expect(findRoute('/apply/form3/')).toMatchObject({ owner: 'mfe-apply', layout: 'apply', noindex: true });
    expect(findRoute('/area/home/')).toMatchObject({ owner: 'mfe-area', title: '提供エリア検索（戸建て）' });
    expect(findRoute('/faq/')).toMatchObject({ owner: 'shell', noindex: false });
  });

  it('says which pages submit personal data, and only remote pages do', () => {
    const submitting = routeTable
      .filter((route) => route.submits)
      .map((route) => [route.path, route.submits]);
    expect(submitting).toEqual([
      ['/contact/', 'maintenance-page'],
      ['/transfer/', 'maintenance-page'],
      ['/apply/form2/', 'maintenance-page'],
      ['/apply/form3/', 'maintenance-page'],
      ['/apply/terms/', 'maintenance-page'],
      ['/apply/status/', 'own-notice'],
      ['/special/lp2/', 'maintenance-page'],
      ['/option/apply/', 'own-notice'],
    ]);
    expect(routeTable.filter((route) => route.owner === 'shell' && route.submits)).toEqual([]);
  });

  it('gives each remote its own federation container, dev port and Japanese label', () => {
    const entries = REMOTE_NAMES.map((name) => REMOTE_REGISTRY[name]);
    for (const entry of entries) expect(entry.container).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
    expect(new Set(entries.map((e) => e.container)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.devPort)).size).toBe(entries.length);
    expect(new Set(Object.values(SITE_PART_LABELS)).size).toBe(REMOTE_NAMES.length + 1);
    expect(SITE_PART_LABELS['mfe-area']).toBe('提供エリア検索');
    expect(SITE_PART_LABELS.shell).toBe('シェル（共通部分）');
  });

  it.each([
    ['mfe-apply', true],
    ['shell', false],
    ['toString', false],
    ['mfe-unknown', false],
    [undefined, false],
  ])('isRemoteName(%s) is %s', (value, expected) => {
    expect(isRemoteName(value)).toBe(expected);
  });
});
