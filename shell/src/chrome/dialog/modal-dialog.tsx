import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

export type CloseReason = 'escape' | 'backdrop' | 'button';

export interface ModalDialogProps {
  onClose: (reason: CloseReason) => void;
  /** id of the element holding the dialog's title (aria-labelledby). */
  labelledBy: string;
  /** id of the element describing the dialog (aria-describedby). */
  describedBy?: string;
  /** 'modal' (centred card) or 'drawer' (full height from the right). Default 'modal'. */
  variant?: 'modal' | 'drawer';
  /** Element focused on open. Default: the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** role="alertdialog" for a notice the visitor must read. Default false. */
  alert?: boolean;
  children: ReactNode;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * Everything outside the dialog becomes inert while it is open, so neither
 * Tab, a screen reader's virtual cursor nor a click can reach the page
 * behind. Returns the undo.
 */
function makeOutsideInert(host: HTMLElement): () => void {
  const changed: Element[] = [];
  for (const sibling of Array.from(document.body.children)) {
    if (sibling === host || sibling.hasAttribute('inert')) continue;
    sibling.setAttribute('inert', '');
    changed.push(sibling);
  }
  return () => changed.forEach((element) => element.removeAttribute('inert'));
}

/**
 * A modal dialog, open while it is mounted (the frame mounts each one's body
 * only while it is open: lib/opened-later.tsx): focus moves in when it opens
 * and is trapped inside, Escape and the backdrop close it, and focus returns
 * to what had it before.
 */
export function ModalDialog({
  onClose,
  labelledBy,
  describedBy,
  variant = 'modal',
  initialFocus,
  alert = false,
  children,
}: ModalDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // No document on the server (prerendering): a dialog is closed there anyway.
  const [host] = useState(() => {
    if (typeof document === 'undefined') return null;
    const element = document.createElement('div');
    element.className = 'dialog-host';
    return element;
  });
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!host) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.appendChild(host);
    const undoInert = makeOutsideInert(host);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const panel = panelRef.current;
    const first = initialFocus?.current ?? (panel ? focusables(panel)[0] : undefined) ?? panel;
    first?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!panel) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current('escape');
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(panel);
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !panel.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !panel.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);

    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      undoInert();
      host.remove();
      if (returnTo && returnTo.isConnected) returnTo.focus();
    };
    // initialFocus is read once, when the dialog opens, on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);

  if (!host) return null;
  return createPortal(
    <>
      <div className="overlay" aria-hidden="true" onClick={() => onCloseRef.current('backdrop')} />
      <div
        ref={panelRef}
        className={variant === 'drawer' ? 'drawer' : 'modal'}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </>,
    host,
  );
}
