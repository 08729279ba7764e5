import { Spinner } from '@atelier/ui';
import type { ReactNode } from 'react';

/** A small outlined button of an admin row (Edit, Hide, Confirm...), its icon replaced by a spinner while its work runs. */
export function ActionButton({
  onClick,
  disabled,
  pending = false,
  testId,
  icon,
  tone = 'default',
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  pending?: boolean;
  testId: string;
  icon: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
      className={`inline-flex items-center gap-1.5 rounded-sm border px-3 py-1.5 text-sm transition-colors disabled:opacity-50 ${
        tone === 'danger' ? 'border-danger/40 text-danger hover:bg-danger hover:text-paper' : 'border-line text-ink hover:border-ink'
      }`}
    >
      {pending ? <Spinner label={null} className="h-4 w-4" /> : icon}
      {children}
    </button>
  );
}
