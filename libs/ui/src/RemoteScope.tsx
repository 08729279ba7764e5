import { createContext, useContext, type ReactNode } from 'react';

const RemoteScopeName = createContext<string | null>(null);

/**
 * Wraps what a remote renders. A remote's stylesheet scopes its utilities under
 * `[data-mfe="<name>"]`, so its copy of a class (say `.hidden`) cannot override the shell's
 * responsive variants outside this element.
 */
export function RemoteScope({ name, children }: { name: string; children: ReactNode }) {
  return (
    <RemoteScopeName value={name}>
      <div data-mfe={name}>{children}</div>
    </RemoteScopeName>
  );
}

/** The name of the remote rendering this component (null in the shell): what a portal must scope its content with. */
export function useRemoteScope(): string | null {
  return useContext(RemoteScopeName);
}
