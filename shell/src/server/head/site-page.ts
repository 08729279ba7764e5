import { escapeMarkup, HERO_IMAGE_SIZES, heroStill, type Painting, type SiteSettings } from '@atelier/contracts';
import { imagePreload, jsonForScript, meta, type PageHead } from './html-head';
import { notFound, type PageWords } from './page-words';

/**
 * The head of a page without a painting: its own title and description (`words`), canonical URL,
 * Open Graph and Twitter tags with the artist's share image, who she is in schema.org terms on the
 * home page, and the home hero's still preloaded (`featured`, on `/`). `site` has no trailing slash.
 */
export function siteHead({
  settings,
  words: { title, description },
  site,
  path,
  featured,
  canonicalPath = path,
  noindex = false,
  secretInAddress = false,
}: {
  settings: SiteSettings;
  words: PageWords;
  site: string;
  path: string;
  featured?: Painting[];
  /** The page search engines should list instead of this one (the checkout's: its painting's). */
  canonicalPath?: string;
  noindex?: boolean;
  /** The address carries an e-mailed link's secret: no request of the page names it (no Referer). */
  secretInAddress?: boolean;
}): PageHead {
  const url = `${site}${canonicalPath === '/' ? '/' : canonicalPath}`;
  const image = settings.seo.shareImageUrl ? `${site}${settings.seo.shareImageUrl}` : null;
  const head = [
    `<title>${escapeMarkup(title)}</title>`,
    meta('name', 'description', description),
    noindex ? NOINDEX : '',
    secretInAddress ? NO_REFERRER : '',
    `<link rel="canonical" href="${escapeMarkup(url)}"/>`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', settings.artistName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image
      ? [meta('property', 'og:image', image), meta('property', 'og:image:width', 1200), meta('property', 'og:image:height', 630)]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    path === '/' ? `<script type="application/ld+json">${jsonForScript(artist(settings, url))}</script>` : '',
  ].join('');
  // The hero's film covers the still when she has set one (its poster, then the film, are what paint).
  const preload = featured && !settings.heroFilm.posterUrl ? imagePreload(heroStill(featured)?.image, HERO_IMAGE_SIZES) : '';
  return { preload, head, title: true };
}

const NO_REFERRER = meta('name', 'referrer', 'no-referrer');

/** A page search engines should not list: one person's link, a page that does not exist. */
const NOINDEX = meta('name', 'robots', 'noindex');

/** The head of the not-found page: its title and description, and nothing for search engines to list or share. */
export function notFoundHead(settings: SiteSettings): PageHead {
  const { title, description } = notFound(settings.artistName, settings);
  return { head: [`<title>${escapeMarkup(title)}</title>`, meta('name', 'description', description), NOINDEX].join(''), title: true };
}

function artist(settings: SiteSettings, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: settings.artistName,
    jobTitle: 'Landscape painter',
    url,
    ...(settings.contact.email && { email: settings.contact.email }),
    ...(settings.social.length > 0 && { sameAs: settings.social.map(({ url: link }) => link) }),
  };
}
