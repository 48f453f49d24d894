import { screen, within } from '@testing-library/react';
import type { Layout } from '@hikari/shared/domain';
import { renderShell } from '../testing';
import { breadcrumbTrail } from './breadcrumbs';
import { SiteLayout } from './site-layout';

describe('breadcrumbTrail', () => {
  it.each([
    ['/', ['TOP']],
    ['/plan/home/', ['TOP', '料金プラン', '戸建てプラン']],
    ['/campaign/cash-back/', ['TOP', 'キャンペーン・特典', '50,000円キャッシュバック']],
    ['/set-wari/smart-value/', ['TOP', 'キャンペーン・特典', 'セット割', 'auスマートバリュー']],
    ['/service/construction/home/', ['TOP', '戸建ての開通工事について']],
  ])('%s -> %j', (path, titles) => {
    expect(breadcrumbTrail(path).map((crumb) => crumb.title)).toEqual(titles);
  });
});

function renderLayout(layout: Layout, path: string) {
  return renderShell(
    <SiteLayout layout={layout}>
      <h1>ページ本文</h1>
    </SiteLayout>,
    { path },
  );
}

describe('SiteLayout', () => {
  it('default: full header with sub-header, banner bar, breadcrumbs, full footer', () => {
    renderLayout('default', '/plan/home/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'サイト内メニュー' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'キャンペーンのお知らせ' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: '現在地' });
    expect(crumbs).toHaveTextContent('TOP');
    expect(screen.getByText('戸建てプラン', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2, name: 'サービス' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('main')).toHaveTextContent('ページ本文');
  });

  it('campaign and set-wari: breadcrumbs and a closing call to the simulation', () => {
    renderLayout('set-wari', '/set-wari/smart-value/');
    expect(screen.getByRole('navigation', { name: '現在地' })).toHaveTextContent('セット割');
    const cta = within(screen.getByRole('complementary', { name: '次のステップ' }));
    expect(cta.getByRole('link', { name: '料金シミュレーション・お申し込み' })).toHaveAttribute(
      'href',
      '/apply/form/',
    );
  });

  it('option: a call to the option application, left out on that page itself', () => {
    const { unmount } = renderLayout('option', '/option/tv/');
    expect(screen.getByRole('complementary', { name: '次のステップ' })).toHaveTextContent(
      'オプションのお申し込み',
    );
    unmount();
    renderLayout('option', '/option/apply/');
    expect(screen.queryByRole('complementary', { name: '次のステップ' })).not.toBeInTheDocument();
  });

  it('simulation: header buttons but no sub-header, no banner (it links here), no breadcrumbs', () => {
    renderLayout('simulation', '/apply/form/');
    expect(screen.getByRole('navigation', { name: '主なメニュー' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'サイト内メニュー' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'キャンペーンのお知らせ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '現在地' })).not.toBeInTheDocument();
  });

  it('apply: no banner, no breadcrumbs, the compact footer', () => {
    renderLayout('apply', '/apply/form2/');
    expect(screen.queryByRole('complementary', { name: 'キャンペーンのお知らせ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'サービス' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('個人情報の取り扱い');
  });

  it('minimum: the logo bar only and the compact footer', () => {
    renderLayout('minimum', '/test/');
    expect(screen.getByRole('link', { name: /^東海ひかりネット.*（トップへ）$/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主なメニュー' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'メニュー' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('offers a skip link to the main content', () => {
    renderLayout('default', '/faq/');
    expect(screen.getByRole('link', { name: '本文へスキップ' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
