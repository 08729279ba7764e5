import type { ReactNode } from 'react';

/** A small button of a list row; `besideFields` lines it up with the inputs under their labels. */
export function RowButton({
  label,
  onClick,
  disabled,
  danger,
  besideFields,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  besideFields?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={`min-h-10 rounded-sm border px-3 text-sm transition-colors disabled:opacity-40 ${besideFields ? 'mt-7' : ''} ${
        danger ? 'border-danger/40 text-danger hover:bg-danger hover:text-paper' : 'border-line hover:border-ink'
      }`}
    >
      {children}
    </button>
  );
}
