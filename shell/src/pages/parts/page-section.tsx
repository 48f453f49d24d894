import type { ReactNode } from 'react';

export interface PageSectionProps {
  /** The section's name: its heading's id is `${id}-heading`, which labels the section. */
  id: string;
  /** The h2's content. */
  heading: ReactNode;
  /** Classes after 'section'; default none. */
  className?: string;
  children: ReactNode;
}

/** A section of a shell page, headed by its h2 and named by it. */
export function PageSection({ id, heading, className, children }: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section className={className ? `section ${className}` : 'section'} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  );
}

/** A list of texts, one item each (the text is its key). */
export function ItemList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
