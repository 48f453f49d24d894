import type { ReactNode } from 'react';

export interface NoticeProps {
  children: ReactNode;
  /** Default 'info'. 'error' is announced to screen readers at once. */
  tone?: 'info' | 'success' | 'warning' | 'error';
  title?: ReactNode;
}

export function Notice({ children, tone = 'info', title }: NoticeProps) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <p className="notice__title">{title}</p> : null}
      <div className="notice__body">{children}</div>
    </div>
  );
}
