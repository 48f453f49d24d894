import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Pages load their content lazily, so an anchor may appear a moment after the navigation. */
const ANCHOR_WAIT_MS = 3_000;

/**
 * A new page starts at the top, and keyboard and screen-reader users start
 * at its main content rather than on the link they just used (which is gone);
 * a link with an anchor (/company/#info, /campaign/#set-wari) scrolls to it
 * once it is on screen. The first page of a visit is left to the browser.
 */
export function useScrollOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const arrival = first.current;
    first.current = false;
    if (!arrival) document.getElementById('main')?.focus({ preventScroll: true });
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const deadline = Date.now() + ANCHOR_WAIT_MS;
    let frame = 0;
    const look = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView();
        return;
      }
      if (Date.now() < deadline) frame = requestAnimationFrame(look);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}
