import type { ButtonHTMLAttributes } from 'react';
import { buttonClass } from '../button';
import { Spinner } from '../Spinner';

export interface PendingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The work the button started is under way: it shows a spinner and cannot be pressed again. */
  pending: boolean;
  'data-testid'?: string;
}

/** The site's primary button for work that takes a moment (submit, pay, mark as sold). */
export function PendingButton({ pending, disabled, className = buttonClass(), type = 'submit', children, ...button }: PendingButtonProps) {
  return (
    <button type={type} disabled={pending || disabled} className={className} {...button}>
      {pending && <Spinner label={null} tone="inverse" className="h-3.5 w-3.5" />}
      {children}
    </button>
  );
}
