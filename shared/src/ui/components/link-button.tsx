import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface LinkButtonProps {
  to: string;
  children: ReactNode;
  /** Visual weight. Default 'primary'. */
  variant?: 'primary' | 'secondary' | 'ghost';
  onClick?: () => void;
}

/** A navigation that looks like a button (client-side, through the shell's router). */
export function LinkButton({ to, children, variant = 'primary', onClick }: LinkButtonProps) {
  return (
    <Link to={to} className={`button button--${variant}`} onClick={onClick}>
      {children}
    </Link>
  );
}
