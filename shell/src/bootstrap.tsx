import { AppProviders, readPageData } from '@atelier/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { preloadRemoteModules } from './remotes/RemotePage';
import { configureRemotes, type RemoteModuleId } from './remotes/runtimeConfig';

const root = document.getElementById('root')!;
const page = readPageData();
configureRemotes(page?.config.remotes);
const app = (
  <StrictMode>
    <AppProviders page={page}>
      <App />
    </AppProviders>
  </StrictMode>
);

if (!page) createRoot(root).render(app);
else
  // The remote modules the server rendered are loaded first, so hydration renders them at once
  // and adopts the server's markup in one pass. If one cannot load, the page renders afresh.
  // As a transition, hydration yields to the browser every few milliseconds (a plain hydrateRoot
  // is one task for the whole page), so a tap meanwhile is answered at once.
  preloadRemoteModules(page.remotes as RemoteModuleId[]).then(
    () => startTransition(() => void hydrateRoot(root, app)),
    (error: unknown) => {
      console.error('A remote module of this page did not load; rendering it in the browser', error);
      createRoot(root).render(app);
    },
  );
