import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ARTIST_NAME, NAV_ITEMS, TAGLINE } from '../site';
import { NavItemLink } from './NavItemLink';

const LINK = 'text-sm tracking-wide transition-colors hover:text-accent';

/** Fixed top bar: brand, navigation items, and a right-side slide-in menu on small screens. */
export function NavBar() {
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-50 border-b border-line/70 bg-paper/90 backdrop-blur">
        <div className="mx-auto flex h-20 max-w-6xl items-center justify-between px-6">
          <Link to="/" className="flex flex-col leading-none">
            <span className="font-display text-2xl">{ARTIST_NAME}</span>
            <span className="mt-1.5 text-[0.625rem] tracking-[0.3em] text-ink-soft">{TAGLINE}</span>
          </Link>

          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-8">
              {NAV_ITEMS.map((item) => (
                <li key={item.label}>
                  <NavItemLink item={item} className={LINK} />
                </li>
              ))}
            </ul>
          </nav>

          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            className="-mr-2 p-2 md:hidden"
          >
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
              <path d="M3 7h18M3 12h18M3 17h18" />
            </svg>
          </button>
        </div>
      </header>
      {/* Outside the header: its backdrop blur would make the header the menu's containing block. */}
      {menuOpen && <MobileMenu onClose={() => setMenuOpen(false)} />}
    </>
  );
}

function MobileMenu({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose]);

  return (
    <div role="dialog" aria-modal="true" aria-label="Menu" className="fixed inset-0 z-50 md:hidden">
      <button type="button" aria-label="Close menu" onClick={onClose} className="absolute inset-0 h-full w-full bg-ink/40" />
      <nav
        aria-label="Main"
        className="absolute inset-y-0 right-0 flex w-72 max-w-[85vw] animate-slide-in flex-col bg-paper px-8 py-6 shadow-xl"
      >
        <button type="button" onClick={onClose} aria-label="Close menu" className="-mr-2 self-end p-2 text-2xl leading-none" autoFocus>
          ×
        </button>
        <ul className="mt-8 flex flex-col gap-6">
          {NAV_ITEMS.map((item) => (
            <li key={item.label}>
              <NavItemLink item={item} onNavigate={onClose} className="font-display text-2xl hover:text-accent" />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
