// The one script in a page: about 1 KiB, written into the page itself at the
// end of its body (tools/webpack), so it costs no request before the first
// paint; the Content-Security-Policy allows it by its hash
// (@hikari/shared/start-script). It starts the site's code without delaying
// the page's first paint.
//
// A prerendered page is painted before any of the site's code has come or
// run: the federation runtime (main.<hash>.js, named by this script's
// data-main) is only asked for once the browser reports the first contentful
// paint, with every script the page's hydration needs (named by the page,
// tools/site/prerender.ts) preloaded beside it, so they download in parallel
// instead of one after another. Neither the connection nor the main thread is
// shared with the first paint, which on a slow phone would wait for the
// federation runtime's 26 KiB otherwise. A tab opened in the background
// paints nothing until it is shown, so it starts at once, as does a page with
// nothing prerendered. (`npm run dev` names main.js itself.)
import { HYDRATION_SCRIPTS_META } from './lib/hydration-scripts';
// Not the federated @hikari/shared/ui: nothing federated has started yet.
import { nextTask } from '@hikari/shared/ui/tasks';

/**
 * Starting a preload's request is not free: 2–10 ms each at 4x CPU
 * throttling (`npm run bench:main-thread -- --callers appendChild`), 120–200
 * ms for a page's twenty scripts in one task. They are added a few per task.
 */
const PRELOADS_PER_TASK = 4;

/** The longest the start waits for the browser to report the first paint. */
const PAINT_WAIT_LIMIT_MS = 10_000;

async function preloadHydrationScripts(): Promise<void> {
  const names = document.querySelector<HTMLMetaElement>(`meta[name="${HYDRATION_SCRIPTS_META}"]`);
  const hrefs = names?.content.split(/\s+/).filter(Boolean) ?? [];
  for (let i = 0; i < hrefs.length; i += PRELOADS_PER_TASK) {
    await nextTask();
    for (const href of hrefs.slice(i, i + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    }
  }
}

function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  try {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  // A slow phone can take seconds to paint, and must not get the scripts first; a browser that
  // never reports the paint still starts.
  setTimeout(once, PAINT_WAIT_LIMIT_MS);
}

/** The federation runtime: it starts React, the store and the page (index.ts, bootstrap.tsx). */
function addMainScript(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  document.head.appendChild(script);
}

const mainScript = (document.currentScript as HTMLScriptElement | null)?.dataset.main;
const prerendered = Boolean(document.getElementById('root')?.firstElementChild);
const start = (main: string) => {
  addMainScript(main);
  if (prerendered) void preloadHydrationScripts();
};
if (!mainScript) {
  console.error('start failed: the start script names no main script (data-main)');
} else if (prerendered && document.visibilityState !== 'hidden') {
  afterFirstPaint(() => start(mainScript));
} else {
  start(mainScript);
}
