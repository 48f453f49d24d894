import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@hikari/shared/site.css';
import { getAppStore } from '@hikari/shared/store';
import { App } from './app/app';
import { rememberServerState } from './app/hydration';
import { startRemotes } from './features/remote-loading/remotes';

startRemotes();

const onUncaughtError = (error: unknown) => console.error('render failed', error);

const container = document.getElementById('root');
if (!container) {
  console.error('mount failed: #root is missing');
} else if (container.firstElementChild) {
  // A prerendered page (tools/site/prerender.ts): hydrated with the state the
  // server rendered with, the store's initial state, read here before the
  // visitor's saved state comes back (that happens asynchronously).
  const bundle = getAppStore();
  const serverState = bundle.store.getState();
  rememberServerState(serverState);
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (Total Blocking Time on a slow phone).
  startTransition(() => {
    hydrateRoot(container, <App bundle={bundle} serverState={serverState} />, { onUncaughtError });
  });
} else {
  // `npm run dev` serves the empty page of src/index.html: rendered here.
  createRoot(container, { onUncaughtError }).render(<App />);
}
