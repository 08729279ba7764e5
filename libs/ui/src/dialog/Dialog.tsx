import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { usePortalScope } from './PortalScope';

/** Radix Dialog parts used as they are: state (`open`, `onOpenChange`), trigger and close. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const WIDTHS = { sm: 'sm:max-w-md', md: 'sm:max-w-xl', lg: 'sm:max-w-3xl' } as const;

export interface DialogContentProps extends Omit<ComponentPropsWithoutRef<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons kept in view under the scrolling body. */
  footer?: ReactNode;
  size?: keyof typeof WIDTHS;
}

/**
 * A modal panel with a title, a scrolling body and an optional footer; nearly full screen on
 * phones. Rendered in a portal inside the nearest `PortalScopeProvider`'s scope.
 */
export function DialogContent({
  title,
  description,
  footer,
  size = 'md',
  children,
  className = '',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const scope = usePortalScope();
  // Radix gives focus back to a DialogTrigger only; most dialogs here open from a plain button.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <div data-mfe={scope ?? undefined}>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <DialogPrimitive.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...props}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            opener.current?.focus();
          }}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-sm bg-paper text-ink shadow-2xl outline-none sm:max-h-[calc(100dvh-4rem)] ${WIDTHS[size]} ${className}`}
        >
          <header className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <DialogPrimitive.Title className="font-display text-2xl leading-tight">{title}</DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className="mt-1 text-sm text-ink-soft">{description}</DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              aria-label="Close"
              className="-mt-1 -mr-2 shrink-0 rounded-sm px-2 text-2xl leading-none text-ink-soft transition-colors hover:text-ink"
            >
              ×
            </DialogPrimitive.Close>
          </header>
          {children && <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>}
          {footer && <footer className="flex flex-wrap justify-end gap-3 border-t border-line px-5 py-4 sm:px-6">{footer}</footer>}
        </DialogPrimitive.Content>
      </div>
    </DialogPrimitive.Portal>
  );
}
