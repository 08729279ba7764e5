import { createContext, useContext, type ReactNode } from 'react';

const PortalScopeContext = createContext<string | null>(null);

/**
 * Names the remote whose scoped stylesheet must also style what its dialogs render in a
 * portal. A portal leaves the `RemoteScope` element, so without this a remote's utilities
 * (scoped to `[data-mfe="<name>"]`) would not reach its own dialog bodies.
 */
export function PortalScopeProvider({ name, children }: { name: string; children: ReactNode }) {
  return <PortalScopeContext value={name}>{children}</PortalScopeContext>;
}

/** The remote name set by the nearest {@link PortalScopeProvider}, or null in the shell. */
export function usePortalScope(): string | null {
  return useContext(PortalScopeContext);
}
