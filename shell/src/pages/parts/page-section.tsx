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

export interface ItemListProps {
  items: readonly string[];
  /** An ol instead of a ul. */
  ordered?: boolean;
  className?: string;
}

/** A list of texts, one item each (the text is its key). */
export function ItemList({ items, ordered = false, className }: ItemListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}

/** Texts as paragraphs, one each (the text is its key); none when `texts` is absent. */
export function Paragraphs({ texts }: { texts?: readonly string[] }) {
  return (
    <>
      {texts?.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </>
  );
}
