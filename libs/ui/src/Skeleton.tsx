import type { HTMLAttributes } from 'react';

/** A pulsing placeholder block; size it with `className`. Hidden from assistive technology. */
export function Skeleton({ className = '', ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={`animate-pulse rounded-sm bg-paper-deep ${className}`} {...props} />;
}
