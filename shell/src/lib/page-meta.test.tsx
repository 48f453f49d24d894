import { render } from '@testing-library/react';
import { usePageMeta, type MetaPriority, type PageMeta } from './page-meta';

function Meta({
  meta,
  priority,
  children,
}: {
  meta: PageMeta;
  priority?: MetaPriority;
  children?: React.ReactNode;
}) {
  usePageMeta(meta, priority);
  return <>{children}</>;
}

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('usePageMeta', () => {
  it('sets the title with the site name and the robots tag', () => {
    render(<Meta meta={{ title: '料金プラン', noindex: false }} />);
    expect(document.title).toBe('料金プラン | 東海ひかりネット');
    expect(robots()).toBe('index,follow');
  });

  it('lets an error page inside a route win over the route, whichever effect runs last', () => {
    const { rerender, unmount } = render(
      <Meta meta={{ title: '料金プラン', noindex: false }}>
        <Meta meta={{ title: 'ページが見つかりません', noindex: true }} priority="error" />
      </Meta>,
    );
    expect(document.title).toBe('ページが見つかりません | 東海ひかりネット');
    expect(robots()).toBe('noindex,nofollow');

    rerender(<Meta meta={{ title: '料金プラン', noindex: false }} />);
    expect(document.title).toBe('料金プラン | 東海ひかりネット');
    expect(robots()).toBe('index,follow');
    unmount();
  });
});
