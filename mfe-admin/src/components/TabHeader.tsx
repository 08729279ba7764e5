import type { ReactNode } from 'react';

/**
 * A tab's heading: its title (the section's label, `id`), a line saying what it holds, and its
 * actions (Export CSV, Add …) to the right, or below on a phone.
 */
export function TabHeader({
  id,
  title,
  summary,
  summaryTestId,
  children,
}: {
  id: string;
  title: ReactNode;
  summary?: ReactNode;
  summaryTestId?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id={id} className="text-2xl">
          {title}
        </h2>
        {summary && (
          <p className="mt-1 text-sm text-ink-soft" data-testid={summaryTestId}>
            {summary}
          </p>
        )}
      </div>
      {children && <div className="flex flex-wrap items-center gap-3">{children}</div>}
    </div>
  );
}
