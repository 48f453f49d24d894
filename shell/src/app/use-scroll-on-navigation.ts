import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Pages load their content lazily, so an anchor may appear a moment after the navigation. */
const ANCHOR_WAIT_MS = 3_000;
/** A remote page can take longer than an anchor to arrive; its heading is waited for this long. */
const HEADING_WAIT_MS = 10_000;

/**
 * Marks the element that received focus because the page changed, not
 * because the visitor moved there: site.css draws no focus frame on it (a
 * frame around the heading or the whole page after every click says
 * nothing), and the mark goes with the focus.
 */
export const ROUTE_FOCUS_ATTRIBUTE = 'data-route-focus';

function focusForNewPage(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.setAttribute(ROUTE_FOCUS_ATTRIBUTE, '');
  target.addEventListener('blur', () => target.removeAttribute(ROUTE_FOCUS_ATTRIBUTE), { once: true });
  target.focus({ preventScroll: true });
}

/**
 * A new page starts at the top, and keyboard and screen-reader users start
 * at its heading rather than on the link they just used (which is gone): the
 * main area takes focus at once, and the page's h1 as soon as it is there,
 * unless the visitor has moved focus in the meantime. A link with an anchor
 * (/company/#info, /campaign/#set-wari) scrolls to it once it is on screen.
 * The first page of a visit is left to the browser.
 */
export function useScrollOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const arrival = first.current;
    first.current = false;
    if (arrival) return undefined;
    const main = document.getElementById('main');
    if (!main) return undefined;
    focusForNewPage(main);
    const deadline = Date.now() + HEADING_WAIT_MS;
    let frame = 0;
    const look = () => {
      if (document.activeElement !== main) return;
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading) {
        focusForNewPage(heading);
        return;
      }
      if (Date.now() < deadline) frame = requestAnimationFrame(look);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return undefined;
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
