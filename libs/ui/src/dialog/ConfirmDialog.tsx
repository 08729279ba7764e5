import type { ReactNode } from 'react';
import { buttonClass } from '../button';
import { Dialog, DialogClose, DialogContent } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The question, e.g. requirements §5's painting delete confirmation. */
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** Disables the buttons while the confirmed action runs. */
  pending?: boolean;
}

/** The primary button in the danger colour (Tailwind sees both class names here). */
const DANGER_BUTTON = buttonClass('primary').replace('bg-ink', 'bg-danger').replace('hover:bg-accent-deep', 'hover:bg-danger/85');

/** Asks before something that cannot be undone (an `alertdialog`); Cancel is focused first. */
export function ConfirmDialog({ open, onOpenChange, title, message, confirmLabel, onConfirm, pending = false }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        role="alertdialog"
        size="sm"
        title={title}
        description={message}
        footer={
          <>
            <DialogClose className={buttonClass('outline')} disabled={pending} autoFocus>
              Cancel
            </DialogClose>
            <button type="button" className={DANGER_BUTTON} disabled={pending} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </>
        }
      />
    </Dialog>
  );
}
