import type { ReactNode } from 'react';

/** A titled group of settings (a fieldset with its legend). */
export function FieldGroup({ legend, children, testId }: { legend: string; children: ReactNode; testId?: string }) {
  return (
    <fieldset className="grid gap-5 border-t border-line pt-6" data-testid={testId}>
      <legend className="pr-3 font-display text-xl">{legend}</legend>
      {children}
    </fieldset>
  );
}
