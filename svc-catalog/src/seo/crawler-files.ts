import { escapeMarkup } from '@atelier/contracts';

/** The public pages that are not a painting (requirements §2); /paintings is the same page as /collection. */
const PUBLIC_PAGES = ['/', '/collection', '/adventures', '/commissions', '/privacy-policy', '/terms-of-service'];

/** What crawlers must leave alone: sign-in, admin, the pages of links sent to one person (e-mails, certificates) and the API. */
const PRIVATE_PATHS = ['/admin', '/admin-login', '/password-reset', '/booking/confirm', '/newsletter/', '/certificate/', '/api/'];

export interface SitemapPainting {
  id: number;
  updatedAt: Date;
}

/** sitemap.xml: the public pages and one page per visible painting. `site` has no trailing slash. */
export function renderSitemap(site: string, paintings: readonly SitemapPainting[]): string {
  const entry = (path: string, lastmod?: Date) =>
    `<url><loc>${escapeMarkup(site + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const urls = [
    ...PUBLIC_PAGES.map((path) => entry(path)),
    ...paintings.map((painting) => entry(`/painting/${painting.id}`, painting.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything but the private paths, and where the sitemap is. */
export function renderRobotsTxt(site: string): string {
  return ['User-agent: *', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${site}/sitemap.xml`, ''].join('\n');
}
