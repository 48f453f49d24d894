import type { ReactNode } from 'react';
import { LinkButton } from '@hikari/shared/ui';

export interface PageAction {
  to: string;
  label: ReactNode;
}

export interface PageActionsProps {
  /** The main call, a primary button. */
  primary: PageAction;
  /** A second, lighter call after it; default none. */
  secondary?: PageAction & { variant: 'secondary' | 'ghost' };
  /** The band that closes a page ('actions cta-band') instead of a row inside it. */
  band?: boolean;
}

/** The row of call-to-action buttons of a shell page. */
export function PageActions({ primary, secondary, band = false }: PageActionsProps) {
  return (
    <div className={band ? 'actions cta-band' : 'actions'}>
      <LinkButton to={primary.to}>{primary.label}</LinkButton>
      {secondary ? (
        <LinkButton to={secondary.to} variant={secondary.variant}>
          {secondary.label}
        </LinkButton>
      ) : null}
    </div>
  );
}
