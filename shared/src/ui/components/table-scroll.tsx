import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface TableScrollProps {
  /** The table's name for screen readers, usually its caption. */
  label: string;
  children: ReactNode;
}

/**
 * The box around a data table that scrolls sideways when the table is wider
 * than the screen. While it scrolls it is a named region in the tab order, so
 * keyboard users can scroll it too (WCAG 2.1.1); a table that fits stays a
 * plain box and adds no tab stop.
 */
export function TableScroll({ label, children }: TableScrollProps) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={box}
      className="table-wrap"
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}
      tabIndex={scrolls ? 0 : undefined}
    >
      {children}
    </div>
  );
}
