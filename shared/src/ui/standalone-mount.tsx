import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { getAppStore } from '@hikari/shared/store';
import type { RemoteRoutesModule } from './remote-module';

/**
 * The standalone mount of a remote for local development (`npm run dev` in
 * its package): its pages with the shared store and a menu of their paths,
 * without the shell's header. The site's stylesheet is not imported here but
 * by the remote's bootstrap, so only that development entry loads it.
 * Returns the root, or null when there is no container.
 */
export function mountStandalone(container: Element | null, pages: RemoteRoutesModule['pages']): Root | null {
  if (!container) return null;
  void getAppStore().persistor.start();
  const root = createRoot(container);
  root.render(
    <Provider store={getAppStore().store}>
      <BrowserRouter>
        <nav aria-label="開発用メニュー">
          {Object.keys(pages).map((path) => (
            <Link key={path} to={path} style={{ marginRight: 12 }}>
              {path}
            </Link>
          ))}
        </nav>
        <main className="site-main">
          <Routes>
            {Object.entries(pages).map(([path, Page]) =>
              Page ? <Route key={path} path={path} element={<Page />} /> : null,
            )}
          </Routes>
        </main>
      </BrowserRouter>
    </Provider>,
  );
  return root;
}
