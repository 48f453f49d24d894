// The one script in a page: about 1 KiB, written into the page itself at the
// end of its body (tools/webpack), so it costs no request before the first
// paint; the Content-Security-Policy allows it by its hash
// (@hikari/shared/start-script). It starts the site's code without delaying
// the page's first paint.
//
// A prerendered page is painted before any of the site's code has come or
// run. Once the browser reports the first contentful paint, this script
// preloads the federation runtime (main.<hash>.js, named by its data-main)
// and every script the page's hydration needs (named by the page,
// tools/site/prerender.ts), so they download in parallel instead of one
// after another. Neither the connection nor the main thread is shared with
// the first paint, which on a slow phone would wait for them otherwise.
//
// The federation runtime starts once those scripts have arrived (or after
// ARRIVAL_WAIT_LIMIT_MS). Chromium compiles each script on background threads
// while it downloads; a start-up that ran meanwhile would share the phone's
// few cores with those compiles, and every one of its steps would take
// several times as long by the clock (Total Blocking Time). Hydration needs
// every one of the scripts anyway, so it finishes only the start-up's own
// steps later, on a CPU that is free by then.
//
// A tab opened in the background paints nothing until it is shown, so it
// starts its downloads at once. A page with nothing prerendered adds the
// federation runtime at once. (`npm run dev` names main.js itself.)
import { HYDRATION_SCRIPTS_META } from './lib/hydration-scripts';
// Not the federated @hikari/shared/ui: nothing federated has started yet.
import { nextTask } from '@hikari/shared/ui/tasks';

/**
 * Starting a preload's request is not free: 2–10 ms each at 4x CPU
 * throttling (`npm run bench:main-thread -- --callers appendChild`), 120–200
 * ms for a page's twenty scripts in one task. They are added a few per task.
 */
const PRELOADS_PER_TASK = 4;

/** The longest the start-up waits for the preloaded scripts before it starts anyway. */
const ARRIVAL_WAIT_LIMIT_MS = 5_000;

/** The longest the start waits for the browser to report the first paint. */
const PAINT_WAIT_LIMIT_MS = 10_000;

/**
 * Preloads the federation runtime and every script the page's hydration needs
 * (named by the page), a few per task, and resolves once each has arrived or
 * failed, or after `limitMs`.
 */
async function preloadHydrationScripts(main: string, limitMs: number): Promise<void> {
  const names = document.querySelector<HTMLMetaElement>(`meta[name="${HYDRATION_SCRIPTS_META}"]`);
  const hrefs = [main, ...(names?.content.split(/\s+/).filter(Boolean) ?? [])];
  const arrivals: Promise<void>[] = [];
  for (let i = 0; i < hrefs.length; i += PRELOADS_PER_TASK) {
    await nextTask();
    for (const href of hrefs.slice(i, i + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      arrivals.push(
        new Promise<void>((resolve) => {
          link.onload = () => resolve();
          link.onerror = () => resolve();
        }),
      );
      document.head.appendChild(link);
    }
  }
  await Promise.race([Promise.all(arrivals), new Promise((resolve) => setTimeout(resolve, limitMs))]);
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
  if (!prerendered) {
    addMainScript(main);
    return;
  }
  void preloadHydrationScripts(main, ARRIVAL_WAIT_LIMIT_MS).then(() => addMainScript(main));
};
if (!mainScript) {
  console.error('start failed: the start script names no main script (data-main)');
} else if (prerendered && document.visibilityState !== 'hidden') {
  afterFirstPaint(() => start(mainScript));
} else {
  start(mainScript);
}
