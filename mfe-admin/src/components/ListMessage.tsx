import type { ReactNode } from 'react';

/** The quiet empty text or the error of an admin list, in place of its rows. */
export function ListMessage({ testId, tone = 'quiet', children }: { testId: string; tone?: 'quiet' | 'error'; children: ReactNode }) {
  return (
    <p
      data-testid={testId}
      role={tone === 'error' ? 'alert' : undefined}
      className={`rounded-sm border border-dashed border-line px-6 py-12 text-center text-sm ${tone === 'error' ? 'text-danger' : 'text-ink-soft'}`}
    >
      {children}
    </p>
  );
}
