import { useEffect, useRef, useState } from 'react';

export interface HeaderVisibilityOptions {
  /** Scroll offset above which the header never hides. Default 80 px (about its own height). */
  revealZone?: number;
  /** Movement ignored as jitter (touch pads, momentum). Default 8 px. */
  tolerance?: number;
  /** Keep the header shown (a menu is open, focus is inside it). Default false. */
  pinned?: boolean;
}

/**
 * docs/business-rules.md#header-menus-and-banners: hidden while the visitor scrolls down, shown again
 * as soon as they scroll up, and always shown near the top of the page.
 */
export function useHeaderVisibility({
  revealZone = 80,
  tolerance = 8,
  pinned = false,
}: HeaderVisibilityOptions = {}) {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const delta = y - lastY.current;
      if (y <= revealZone) {
        setHidden(false);
        lastY.current = y;
      } else if (Math.abs(delta) >= tolerance) {
        setHidden(delta > 0);
        lastY.current = y;
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [revealZone, tolerance]);

  return !pinned && hidden;
}
