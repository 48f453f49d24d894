import '@hikari/shared/site.css';
import { nextTask } from '@hikari/shared/ui/tasks';

// Start-up in steps, each its own task: React, the store's libraries, the
// store, the federation's remotes, the app's code, then hydration (itself a
// transition, which yields to the browser every few milliseconds, each
// Suspense boundary of the frame and the pages hydrated on its own). Every
// module is in this
// chunk or loaded with it ("eager"), and is evaluated only at its step. One
// long task would hold a slow phone's main thread for the whole start-up
// (Total Blocking Time); between the steps the browser answers the visitor
// (a scroll, a tap) and paints.

const onUncaughtError = (error: unknown) => console.error('render failed', error);
// A page whose HTML did not match what the browser rendered (React drew it again): never
// expected, so it is said on the console, where the browser tests count it.
const onRecoverableError = (error: unknown) => console.error('hydration recovered', error);

async function start(): Promise<void> {
  const [{ startTransition }, { createRoot, hydrateRoot }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
  ]);
  await nextTask();
  // The store's libraries one by one: Redux Toolkit, the domain's core, then the store itself.
  // RTK Query and the site's API (@hikari/shared/api) come with the first page that calls it,
  // redux-persist once the page is there (site-runtime.tsx; docs/architecture.md#shared-state).
  await import(/* webpackMode: "eager" */ '@reduxjs/toolkit');
  await nextTask();
  // The domain's core (the routes, the catalog, the campaign offer) before the store that uses
  // it; the whole domain (the quote, the important matters) comes with a page that needs it.
  await import(/* webpackMode: "eager" */ '@hikari/shared/domain/core');
  await nextTask();
  const { getAppStore } = await import(/* webpackMode: "eager" */ '@hikari/shared/store');
  await nextTask();
  // A remote's page needs the remotes' loading and the manifest for its hydration: asked for
  // now (its HTML names their chunk for preloading). A shell page loads them once it is there
  // (site-runtime.tsx).
  const [{ findRoute }, { startRemotes }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@hikari/shared/domain/core'),
    import(/* webpackMode: "eager" */ './remotes/remote-loading/remotes-later'),
  ]);
  const owner = findRoute(window.location.pathname)?.owner;
  if (owner && owner !== 'shell') void startRemotes().catch(() => undefined);
  await nextTask();
  const bundle = getAppStore();
  // The state the server rendered with (the store's initial state), read before the
  // visitor's saved state comes back, which happens asynchronously.
  const serverState = bundle.store.getState();
  await nextTask();
  const [{ App }, { rememberServerState }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/app'),
    import(/* webpackMode: "eager" */ './lib/hydration'),
  ]);
  await nextTask();

  const container = document.getElementById('root');
  if (!container) {
    console.error('mount failed: #root is missing');
  } else if (container.firstElementChild) {
    // A prerendered page (tools/site/prerender.ts): hydrated with the state the server
    // rendered with.
    rememberServerState(serverState);
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (Total Blocking Time on a slow phone).
    // What a page throws while rendering reaches the site's error boundaries (router.tsx).
    startTransition(() => {
      hydrateRoot(container, <App bundle={bundle} serverState={serverState} />, {
        onUncaughtError,
        onRecoverableError,
      });
    });
  } else {
    // `npm run dev` serves the empty page of src/index.html: rendered here.
    createRoot(container, { onUncaughtError }).render(<App />);
  }
}

void start();
