import { buttonClass } from '@atelier/ui';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-6 py-32 text-center">
      <p className="text-xs tracking-[0.3em] text-ink-soft">404</p>
      <h1 className="mt-4 text-4xl md:text-5xl">Page Not Found</h1>
      <p className="mt-4 text-ink-soft">The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <Link to="/" className={`${buttonClass()} mt-10`}>
        Back to Home
      </Link>
    </section>
  );
}
