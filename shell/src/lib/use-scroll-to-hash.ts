import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Other pages and the menus link to an anchor of a page (/company/#info,
 * /faq/#faq-trouble). The page arrives as a lazy chunk after the browser has
 * already looked for the anchor, so the page scrolls to it itself once it is
 * in the document.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    // After the frame, so the layout's scroll-to-top on navigation (an effect
    // of a parent, which runs after this one) does not undo it.
    const frame = requestAnimationFrame(() =>
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView(),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
