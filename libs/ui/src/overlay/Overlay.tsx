import { useEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useRemoteScope } from '../RemoteScope';
import { useScrollLock } from './scrollLock';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, iframe, [tabindex]:not([tabindex="-1"]):not([data-focus-guard])';

/**
 * Keys pressed inside a player's iframe never reach this document, so Tab can leave the
 * player past the last element: a guard at each end catches focus and sends it round.
 */
function FocusGuard({ sendTo }: { sendTo: 'first' | 'last' }) {
  const onFocus = (event: FocusEvent<HTMLSpanElement>) => {
    const focusable = [...(event.currentTarget.parentElement?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    (sendTo === 'first' ? focusable[0] : focusable[focusable.length - 1])?.focus();
  };
  return <span tabIndex={0} data-focus-guard onFocus={onFocus} className="fixed h-px w-px opacity-0" />;
}

export interface OverlayProps {
  /** Accessible name of the dialog. */
  label: string;
  /** Escape, a click on the backdrop, or the caller's close button. */
  onClose: () => void;
  children: ReactNode;
  /** Classes of the full-screen layer (backdrop colour, layout of the content). */
  className?: string;
  'data-testid'?: string;
}

/**
 * A modal layer over the whole page: closes on Escape and on a click on the backdrop (the
 * layer itself, not its content), keeps keyboard focus inside, gives it back on close, and
 * locks page scrolling and makes the page behind inert while open. Rendered in a portal on `<body>`, above the fixed navigation
 * whatever stacking context its caller sits in, inside the caller's remote scope so the
 * remote's scoped styles still apply.
 */
export function Overlay({ label, onClose, children, className = 'bg-ink/85', 'data-testid': testId }: OverlayProps) {
  const layer = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  // Read on the first render, before a child takes focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useScrollLock();

  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const root = layer.current;
    // React has already focused an `autoFocus` child, if there is one.
    if (root && !root.contains(document.activeElement)) root.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab' && root) {
        const focusable = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return event.preventDefault();
        if (event.shiftKey && (document.activeElement === first || document.activeElement === root)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // The page behind is out of reach while the layer is open: no focus, no screen reader.
    const behind = [...document.body.children].filter(
      (element): element is HTMLElement => element instanceof HTMLElement && !element.contains(root) && !element.inert,
    );
    for (const element of behind) element.inert = true;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const element of behind) element.inert = false;
      opener?.focus({ preventScroll: true });
    };
  }, [opener]);

  const scope = useRemoteScope();
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  const layerElement = (
    <div
      ref={layer}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      onClick={onBackdrop}
      data-testid={testId}
      className={`fixed inset-0 z-[70] outline-none ${className}`}
    >
      <FocusGuard sendTo="last" />
      {children}
      <FocusGuard sendTo="first" />
    </div>
  );
  return createPortal(scope ? <div data-mfe={scope}>{layerElement}</div> : layerElement, document.body);
}
