export interface SpinnerProps {
  /** What assistive technology announces; null for a spinner inside a labelled button. */
  label?: string | null;
  /** `inverse` on dark buttons. */
  tone?: 'default' | 'inverse';
  /** Size, e.g. `h-8 w-8`. */
  className?: string;
}

/** A spinning ring for work in progress. */
export function Spinner({ label = 'Loading', tone = 'default', className = 'h-8 w-8' }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-2 ${tone === 'inverse' ? 'border-paper/35 border-t-paper' : 'border-line border-t-accent'} ${className}`}
    />
  );
  if (label === null) return ring;
  return (
    <span role="status" aria-label={label} className="inline-flex">
      {ring}
    </span>
  );
}
