import type { ReactNode } from 'react';

/**
 * Wraps what a remote renders. A remote's stylesheet scopes its utilities under
 * `[data-mfe="<name>"]`, so its copy of a class (say `.hidden`) cannot override the shell's
 * responsive variants outside this element.
 */
export function RemoteScope({ name, children }: { name: string; children: ReactNode }) {
  return <div data-mfe={name}>{children}</div>;
}
