import { useNewPageAtTop } from '@atelier/ui';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

/** Navigation, the routed page and the footer. */
export function Layout() {
  useNewPageAtTop(useLocation().pathname);

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only bg-ink px-4 py-2 text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60]">
        Skip to content
      </a>
      <NavBar />
      <main id="main" className="flex-1 pt-20">
        {/* Its own boundary: a server-rendered page hydrates the frame first, then the page in short
            slices, so the browser keeps answering meanwhile (each page shows its own loading state). */}
        <Suspense fallback={null}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

/**
 * Marks the document `data-hydrated` once the first page is live (a server-rendered one hydrated
 * after its frame): what the journeys wait for before acting, as a visitor's first tap would.
 */
function PageHydrated() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return null;
}
