// Federation needs one asynchronous step before shared singletons are used.
//
// A prerendered page is painted before the site's code runs. Once the browser
// reports its first contentful paint, every script its hydration needs (named
// by the page, tools/site/prerender.ts) is preloaded at once, so they download
// in parallel instead of one after another, and start-up (React, the store,
// the route's remote, then hydration) begins. The first paint never shares the
// connection or the main thread with them. The timer covers a tab opened in
// the background, which paints nothing until it is shown.
const HYDRATION_SCRIPTS_META = 'hikari-hydration-scripts';

function preloadHydrationScripts(): void {
  const names = document.querySelector<HTMLMetaElement>(`meta[name="${HYDRATION_SCRIPTS_META}"]`);
  for (const href of names?.content.split(/\s+/).filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
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
    preloadHydrationScripts();
    // The federation's start (its share scope, the bootstrap chunk) in a task of its own.
    setTimeout(() => void import('./bootstrap'), 0);
  });
else void import('./bootstrap');
