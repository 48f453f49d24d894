// Standalone mount for local development (`npm run dev` in this package):
// the remote's pages with the shared store, without the shell's header.
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import '@hikari/shared/site.css';
import { getAppStore } from '@hikari/shared/store';
import { pages } from './exposes/routes';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
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
}
