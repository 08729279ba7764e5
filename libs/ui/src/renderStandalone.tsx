import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Navigate, Route, Routes } from 'react-router';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';
import { RemoteScope } from './RemoteScope';

/**
 * Mounts a remote's pages on their own (`npm run dev -w mfe-<name>`) at the paths they get
 * in the shell, with a bare link bar instead of the shell's navigation.
 */
export function renderStandalone(name: string, pages: Record<string, ComponentType>): void {
  const paths = Object.keys(pages);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');

  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <nav className="flex gap-6 border-b border-line px-6 py-3 text-sm">
          <strong className="font-display">{name} · standalone</strong>
          {paths.map((path) => (
            <Link key={path} to={path} className="text-accent hover:underline">
              {path}
            </Link>
          ))}
        </nav>
        <ErrorBoundary>
          <RemoteScope name={name}>
            <Routes>
              {Object.entries(pages).map(([path, Page]) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<Navigate to={paths[0] ?? '/'} replace />} />
            </Routes>
          </RemoteScope>
        </ErrorBoundary>
      </AppProviders>
    </StrictMode>,
  );
}
