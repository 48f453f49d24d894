import type { ReactNode } from 'react';

export interface PageHeadingProps {
  children: ReactNode;
  /** Short line under the heading. */
  lead?: ReactNode;
}

/** The page's one h1, with an optional lead sentence. */
export function PageHeading({ children, lead }: PageHeadingProps) {
  return (
    <header className="page-heading">
      <h1>{children}</h1>
      {lead ? <p className="page-heading__lead">{lead}</p> : null}
    </header>
  );
}
