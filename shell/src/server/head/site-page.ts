import { escapeMarkup, HERO_IMAGE_SIZES, unescapeMarkup, heroStill, type Painting, type SiteSettings } from '@atelier/contracts';
import { imagePreload, jsonForScript, meta, type PageHead } from './html-head';

/**
 * The head of a page without a painting: the artist's default description, canonical URL, Open
 * Graph and Twitter tags with her share image, who she is in schema.org terms on the home page,
 * and the home hero's still preloaded (`featured`, on `/`). The title is the template's; `site`
 * has no trailing slash.
 */
export function siteHead(
  template: string,
  {
    settings,
    site,
    path,
    featured,
    noindex = false,
  }: { settings: SiteSettings; site: string; path: string; featured?: Painting[]; noindex?: boolean },
): PageHead {
  const url = `${site}${path === '/' ? '/' : path}`;
  const title = unescapeMarkup(/<title>([\s\S]*?)<\/title>/i.exec(template)?.[1] ?? settings.artistName);
  const { description, shareImageUrl } = settings.seo;
  const image = shareImageUrl ? `${site}${shareImageUrl}` : null;
  const head = [
    meta('name', 'description', description),
    noindex ? NOINDEX : '',
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
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    path === '/' ? `<script type="application/ld+json">${jsonForScript(artist(settings, url))}</script>` : '',
  ].join('');
  // The hero's film covers the still when she has set one (its poster, then the film, are what paint).
  const preload = featured && !settings.heroFilm.posterUrl ? imagePreload(heroStill(featured)?.image, HERO_IMAGE_SIZES) : '';
  return { preload, head };
}

/** A page search engines should not list: one person's link, a page that does not exist. */
const NOINDEX = meta('name', 'robots', 'noindex');

/** The head of the not-found page: the site's description, and nothing for search engines to list or share. */
export function notFoundHead(_template: string, settings: SiteSettings): PageHead {
  return { head: [meta('name', 'description', settings.seo.description), NOINDEX].join('') };
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
