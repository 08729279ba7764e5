import { useSiteSettings } from '@atelier/ui';
import { Link } from 'react-router';
import { RemoteSection } from '../remotes/RemotePage';
import { NAV_ITEMS } from '../site';
import { NavItemLink } from './NavItemLink';

const LINK = 'text-sm text-ink-soft transition-colors hover:text-accent';

const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Edit Site', to: '/admin/login' },
];

/** Year and studio notice, her social links, the links of requirements §2 ('Edit Site' to the sign-in), and the newsletter sign-up. */
export function Footer() {
  const site = useSiteSettings();
  return (
    <footer className="border-t border-line bg-paper-deep/50">
      {/* The newsletter sign-up (first name, last name, e-mail; requirements §2) of mfe-shop; nothing while it loads or is down. */}
      <div id="newsletter" data-testid="footer-newsletter-slot" className="empty:hidden">
        <RemoteSection id="shop/NewsletterForm" />
      </div>
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-6 py-14 md:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 md:col-span-1">
          <p className="min-h-8 font-display text-2xl">{site?.artistName}</p>
          <p className="mt-1.5 text-[0.625rem] tracking-[0.3em] text-ink-soft">{site?.tagline}</p>
          {site?.contact.locations && (
            <p className="mt-5 max-w-xs text-sm text-ink-soft">Original oil paintings from the studios in {site.contact.locations}.</p>
          )}
          {site && site.social.length > 0 && (
            <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2" aria-label="Follow" data-testid="footer-social">
              {site.social.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} rel="me noopener" target="_blank" className={LINK}>
                    {network}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-label="Explore">
          <ul className="space-y-3">
            {NAV_ITEMS.map((item) => (
              <li key={item.label}>
                <NavItemLink item={item} className={LINK} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal">
          <ul className="space-y-3">
            {LEGAL_LINKS.map(({ label, to }) => (
              <li key={to}>
                <Link to={to} className={LINK}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-line px-6 py-6 text-center text-xs text-ink-soft">
        © {new Date().getFullYear()} {site?.businessName}. All rights reserved.
      </p>
    </footer>
  );
}
