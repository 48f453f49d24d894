import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

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

/** Numbered steps, each a titled paragraph (the title is its key). */
export function StepList({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="step-list">
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Cards that each lead to a page: the title is the link, the text under it (the page is the key). */
export function LinkCards({ items }: { items: readonly { to: string; title: string; text: string }[] }) {
  return (
    <ul className="cards">
      {items.map((item) => (
        <li key={item.to} className="card">
          <h3>
            <Link to={item.to}>{item.title}</Link>
          </h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A paragraph that is one link. */
export function LinkParagraph({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to}>{children}</Link>
    </p>
  );
}

/** Links stacked one under the other (the page is the key). */
export function LinkStack({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className="link-stack">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
