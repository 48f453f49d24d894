import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { findRoute } from '@hikari/shared/domain/core';

export interface LinkCardProps {
  heading: ReactNode;
  /** The heading's level: 3 under a section's h2 (default), 2 directly under the page's h1. */
  level?: 2 | 3;
  /** Where the card's one link goes, and what it says. */
  to: string;
  linkLabel: ReactNode;
  /** What the card says between its heading and its link. */
  children?: ReactNode;
  className?: string;
  /** data-* attributes tests and analytics read. */
  data?: Record<`data-${string}`, string | number>;
}

/**
 * One card of a `<ul className="cards">` / `<ol className="cards">` list: a
 * heading, what it says, and one link at its foot. The list item is the card.
 */
export function LinkCard({ heading, level = 3, to, linkLabel, children, className, data }: LinkCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li className={className ? `card ${className}` : 'card'} {...data}>
      <Heading>{heading}</Heading>
      {children}
      <p className="card__footer">
        <Link to={to}>{linkLabel}</Link>
      </p>
    </li>
  );
}

/** A LinkCard for one page of the site: headed by the page's title, linking to it with "詳しく見る". */
export function PageLinkCard({
  path,
  level,
  children,
}: {
  path: string;
  level?: 2 | 3;
  children?: ReactNode;
}) {
  return (
    <LinkCard level={level} heading={findRoute(path)?.title} to={path} linkLabel="詳しく見る">
      {children}
    </LinkCard>
  );
}
