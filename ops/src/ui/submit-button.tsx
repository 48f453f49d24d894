import type { ReactNode } from 'react';

/**
 * A form's main button: disabled while the form is sent, and saying so in
 * its label (「保存しています…」 unless `busyText` says otherwise).
 */
export function SubmitButton({
  busy,
  busyText = '保存しています…',
  children,
}: {
  busy: boolean;
  /** What the button says while the form is sent. Default 「保存しています…」. */
  busyText?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="button button--primary" disabled={busy}>
      {busy ? busyText : children}
    </button>
  );
}
