import { Overlay, useSiteSettings } from '@atelier/ui';
import { useId, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { NAV_ITEMS } from '../site';
import { CurrencyList, CurrencySelect } from './CurrencySelect';
import { NavItemLink } from './NavItemLink';

const LINK = 'text-sm tracking-wide transition-colors hover:text-accent';

/** The menu the page's HTML opens by itself (an HTML popover), before and without JavaScript. */
const PAGE_MENU_ID = 'page-menu';

/** The page's own menu, or null where the browser has no popovers (jsdom, browsers before 2024). */
function pageMenu(): HTMLElement | null {
  const menu = document.getElementById(PAGE_MENU_ID);
  return menu && typeof menu.hidePopover === 'function' ? menu : null;
}

/** Fixed top bar: brand, navigation items and currency; below 1024 px a right-side slide-in menu holds them. */
export function NavBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const site = useSiteSettings();

  // Live, the button opens the app's menu (a modal layer). A tap that came before the page was live
  // has already opened the page's own menu, which then stays.
  const openMenu = (event: MouseEvent) => {
    event.preventDefault();
    if (!pageMenu()?.matches(':popover-open')) setMenuOpen(true);
  };

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-50 border-b border-line/70 bg-paper/90 backdrop-blur">
        <div className="mx-auto flex h-20 max-w-6xl items-center justify-between gap-6 px-6">
          {/* Named 'Home' only in the moment before the artist's name arrives (pages whose HTML does not carry it). */}
          <Link to="/" className="flex flex-col leading-none" aria-label={site ? undefined : 'Home'}>
            <span className="min-h-6 font-display text-2xl">{site?.artistName}</span>
            <span className="mt-1.5 min-h-2.5 text-[0.625rem] tracking-[0.3em] text-ink-soft">{site?.tagline}</span>
          </Link>

          <div className="hidden items-center gap-10 lg:flex">
            <nav aria-label="Main">
              <ul className="flex items-center gap-8">
                {NAV_ITEMS.map((item) => (
                  <li key={item.label}>
                    <NavItemLink item={item} className={LINK} />
                  </li>
                ))}
              </ul>
            </nav>
            <CurrencySelect />
          </div>

          <button
            type="button"
            popoverTarget={PAGE_MENU_ID}
            onClick={openMenu}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            data-testid="nav-menu-button"
            className="-mr-2 p-2 lg:hidden"
          >
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
              <path d="M3 7h18M3 12h18M3 17h18" />
            </svg>
          </button>
        </div>
      </header>
      {/* Outside the header: its backdrop blur would make the header the menu's containing block. */}
      {menuOpen && <MobileMenu onClose={() => setMenuOpen(false)} />}
      <PageMenu />
    </>
  );
}

function MobileMenu({ onClose }: { onClose: () => void }) {
  return (
    <Overlay label="Menu" onClose={onClose} data-testid="mobile-menu" className="bg-ink/40 lg:hidden">
      <div className="absolute inset-y-0 right-0 flex w-80 max-w-[88vw] animate-slide-in flex-col overflow-y-auto bg-paper px-7 py-5 shadow-xl">
        <button type="button" onClick={onClose} aria-label="Close menu" className="-mr-2 self-end p-2 text-3xl leading-none" autoFocus>
          ×
        </button>
        <MenuContent onClose={onClose} currenciesTestId="menu-currencies" />
      </div>
    </Overlay>
  );
}

/**
 * The same menu as the page's HTML has it: a popover the menu button opens before the scripts
 * have run, and without them (Escape and a tap beside it close it). Hidden until then.
 */
function PageMenu() {
  const close = () => pageMenu()?.hidePopover();
  return (
    <div
      id={PAGE_MENU_ID}
      popover="auto"
      data-testid="page-menu"
      className="m-0 ml-auto h-dvh max-h-none w-80 max-w-[88vw] border-0 bg-paper p-0 text-ink shadow-xl backdrop:bg-ink/40 lg:hidden"
    >
      <div className="flex h-full flex-col overflow-y-auto px-7 py-5">
        <button
          type="button"
          popoverTarget={PAGE_MENU_ID}
          popoverTargetAction="hide"
          aria-label="Close menu"
          className="-mr-2 self-end p-2 text-3xl leading-none"
        >
          ×
        </button>
        <MenuContent onClose={close} />
      </div>
    </div>
  );
}

function MenuContent({ onClose, currenciesTestId }: { onClose: () => void; currenciesTestId?: string }) {
  const currencyHeading = useId();
  return (
    <>
      <nav aria-label="Main" className="mt-4">
        <ul className="flex flex-col gap-5">
          {NAV_ITEMS.map((item) => (
            <li key={item.label}>
              <NavItemLink item={item} onNavigate={onClose} className="font-display text-2xl hover:text-accent" />
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby={currencyHeading} className="mt-10 border-t border-line pt-6">
        <h2 id={currencyHeading} className="font-sans text-xs tracking-[0.3em] text-ink-soft uppercase">
          Currency
        </h2>
        <CurrencyList onChoose={onClose} testId={currenciesTestId} />
      </section>
    </>
  );
}
