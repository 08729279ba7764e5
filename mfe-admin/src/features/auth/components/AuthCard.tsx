import { useNewPageAtTop } from '@atelier/ui';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeftIcon } from '../../../components/icons';

/**
 * The frame of the sign-in and password-reset pages: a calm card on its own, without the
 * public navigation, and a way back to the main site.
 */
export function AuthCard({ title, intro, children, testId }: { title: string; intro?: ReactNode; children: ReactNode; testId: string }) {
  // These pages render outside the shell's layout, which would otherwise bring a page navigated to
  // to the top, and mark the document `data-hydrated` once the page is live (what the journeys wait
  // for): here, for the sign-in and reset pages, which the server renders too.
  useNewPageAtTop(useLocation().pathname);
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-paper-deep px-4 py-10 sm:px-6">
      <div data-testid={testId} className="w-full max-w-md rounded-sm border border-line bg-paper px-6 py-8 shadow-sm sm:px-10 sm:py-10">
        <p className="text-center text-[0.625rem] tracking-[0.3em] text-ink-soft uppercase">Site administration</p>
        <h1 className="mt-3 text-center text-3xl sm:text-4xl">{title}</h1>
        {intro && <p className="mt-3 text-center text-sm text-ink-soft">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
      <Link
        to="/"
        data-testid="admin-back-to-site"
        className="mt-8 inline-flex items-center gap-2 text-sm text-ink-soft transition-colors hover:text-accent"
      >
        <ArrowLeftIcon />
        Back to main site
      </Link>
    </main>
  );
}

/** An announced message box inside the card: an error or a success. */
export function FormMessage({ tone, testId, children }: { tone: 'error' | 'success'; testId: string; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`rounded-sm border px-4 py-3 text-sm ${
        tone === 'error' ? 'border-danger/40 bg-danger/5 text-danger' : 'border-accent/40 bg-accent/5 text-accent-deep'
      }`}
    >
      {children}
    </div>
  );
}
