// Federation needs one asynchronous step before shared singletons are used.
//
// A prerendered page is painted before the site's code runs. Once the browser
// reports its first contentful paint, every script its hydration needs (named
// by the page, tools/site/prerender.ts) is preloaded, so they download in
// parallel instead of one after another, and start-up (React, the store, the
// route's remote, then hydration) begins. The first paint never shares the
// connection or the main thread with them. The timer covers a tab opened in
// the background, which paints nothing until it is shown.
import { HYDRATION_SCRIPTS_META } from './lib/hydration-scripts';
// Not the federated @hikari/shared/ui: the start script runs before the federation has started.
import { nextTask } from '@hikari/shared/ui/tasks';

/**
 * Starting a preload's request is not free: 2–10 ms each at 4x CPU
 * throttling (`npm run bench:main-thread -- --callers appendChild`), 120–200
 * ms for a page's twenty scripts in one task. They are added a few per task.
 */
const PRELOADS_PER_TASK = 4;

async function preloadHydrationScripts(): Promise<void> {
  const names = document.querySelector<HTMLMetaElement>(`meta[name="${HYDRATION_SCRIPTS_META}"]`);
  const hrefs = names?.content.split(/\s+/).filter(Boolean) ?? [];
  for (let i = 0; i < hrefs.length; i += PRELOADS_PER_TASK) {
    if (i > 0) await nextTask();
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
  setTimeout(once, 1000);
}

const prerendered = Boolean(document.getElementById('root')?.firstElementChild);
if (prerendered)
  afterFirstPaint(() => {
    // The federation's start (its share scope, the bootstrap chunk) in a task of its own,
    // once every preload has its request.
    void preloadHydrationScripts()
      .then(nextTask)
      .then(() => import('./bootstrap'));
  });
else void import('./bootstrap');
