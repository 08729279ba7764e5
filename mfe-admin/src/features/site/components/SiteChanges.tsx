import type { SiteSettings } from '@atelier/contracts';
import { useSiteChanges } from '../api/siteSettings';
import { formatNzMoment } from '../../../shared/dates';

/** How the Site tab names each part of the settings. */
const PART_NAMES: Record<keyof SiteSettings, string> = {
  artistName: 'Artist name',
  tagline: 'Tagline',
  businessName: 'Business name',
  about: 'About',
  press: 'Press features',
  contact: 'Contact',
  social: 'Social links',
  hero: 'Home page headline',
  commissions: 'Commissions',
  heroFilm: 'Home page film',
  adventuresFilm: 'Adventures film',
  seo: 'Search and sharing',
};

/** The latest saves of the settings: when, by whom, what. */
export function SiteChanges() {
  const changes = useSiteChanges();
  if (!changes.data?.length) return null;
  return (
    <section aria-labelledby="admin-site-changes-heading" className="mt-12" data-testid="admin-site-changes">
      <h3 id="admin-site-changes-heading" className="text-lg">
        Recent Changes
      </h3>
      <ul className="mt-3 divide-y divide-line border-y border-line text-sm">
        {changes.data.map(({ changedAt, changedBy, fields }) => (
          <li key={changedAt} className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3">
            <span>{fields.map((field) => PART_NAMES[field] ?? field).join(', ')}</span>
            <span className="text-ink-soft">
              {formatNzMoment(changedAt)} · {changedBy}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
