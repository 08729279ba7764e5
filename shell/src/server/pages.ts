import {
  bookingsApi,
  catalogApi,
  commerceApi,
  pathId,
  type AnswerOf,
  type Endpoint,
  type Painting,
  type ParamsOf,
  type SiteSettings,
} from '@atelier/contracts';
import { ApiError, SITE_SETTINGS_QUERY_KEY } from '@atelier/ui';
import type { PageHead } from './head/html-head';
import { paintingHead, paintingPagePath } from './head/painting-page';
import { certificateWords, checkoutWords, pageWords } from './head/page-words';
import { notFoundHead, siteHead } from './head/site-page';

/** What a page's loader works with. */
export interface PageContext {
  /** PUBLIC_SITE_URL, without a trailing slash. */
  site: string;
  /**
   * An endpoint's answer, put into the page's query cache under `queryKey`: the key the app's own
   * hook reads, so the browser finds it there. Rejects when the API cannot answer.
   */
  load<E extends Endpoint>(queryKey: readonly unknown[], endpoint: E, params?: ParamsOf<E>): Promise<AnswerOf<E>>;
  /** The same for data the page can do without: a failure leaves the query to the browser. */
  preload<E extends Endpoint>(queryKey: readonly unknown[], endpoint: E, params?: ParamsOf<E>): Promise<void>;
}

/** A page rendered on the server: its head, or null when what it shows does not exist (404). */
export interface ServerPage {
  path: RegExp;
  load(context: PageContext, match: RegExpExecArray): Promise<PageHead | null>;
}

/** Options of a page without a painting of its own. */
interface SitePageOptions {
  /** What its first paint shows, besides the artist's settings. */
  data?: (context: PageContext) => Promise<unknown>[];
  /**
   * A page of a link sent to one person (a booking's, a newsletter's): never in search results, and
   * its address (the link's token) never sent on as a Referer.
   */
  private?: boolean;
}

const settings = ({ load }: PageContext): Promise<SiteSettings> => load(SITE_SETTINGS_QUERY_KEY, catalogApi.site.get);

/** A page without a painting of its own: the artist's settings, and what its first paint shows. */
function sitePage(path: string, { data = () => [], private: noindex = false }: SitePageOptions = {}): ServerPage {
  const exact = new RegExp(`^${path.replace(/\//g, '\\/')}$`);
  return {
    path: exact,
    async load(context) {
      const [site, featured] = await Promise.all([
        settings(context),
        // The home page's hero, whose still the head preloads.
        path === '/' ? context.load(['/api/paintings/featured'], catalogApi.paintings.featured) : undefined,
        ...data(context),
      ]);
      return siteHead({
        settings: site,
        words: pageWords(path, site),
        site: context.site,
        path,
        featured,
        noindex,
        secretInAddress: noindex,
      });
    },
  };
}

/** A page of one visible painting, its id in the path: a 404 when there is no such painting. */
function paintingPage(
  path: RegExp,
  data: (context: PageContext) => Promise<unknown>[],
  head: (painting: Painting, settings: SiteSettings, context: PageContext, path: string) => PageHead,
): ServerPage {
  return {
    path,
    async load(context, [pagePath, segment]) {
      const id = pathId(segment);
      if (id === undefined) return null;
      const [site, painting] = await Promise.all([
        settings(context),
        context.load(['/api/paintings', id], catalogApi.paintings.get, { id }).catch(notFoundAsNull),
        ...data(context),
      ]);
      return painting && head(painting, site, context, pagePath);
    },
  };
}

/**
 * The pages the render process renders (requirements §2): every public route, with the data each
 * one's first paint shows. The query keys are the apps' own (a journey checks that no page asks
 * for them again).
 */
export const SERVER_PAGES: ServerPage[] = [
  sitePage('/', {
    data: ({ preload }) => [
      preload(['/api/adventures'], bookingsApi.adventures.list),
      preload(['/api/reservations'], commerceApi.payments.reservations),
    ],
  }),
  ...['/collection', '/paintings'].map((path) =>
    sitePage(path, {
      data: ({ load, preload }) => [
        load(['/api/paintings'], catalogApi.paintings.list),
        preload(['/api/reservations'], commerceApi.payments.reservations),
      ],
    }),
  ),
  sitePage('/adventures', { data: ({ load }) => [load(['/api/adventures'], bookingsApi.adventures.list)] }),
  sitePage('/booking', {
    data: ({ load, preload }) => [
      load(['/api/adventures'], bookingsApi.adventures.list),
      preload(['/api/adventures/availability'], bookingsApi.adventures.availability),
    ],
  }),
  sitePage('/commissions'),
  sitePage('/terms-of-service'),
  sitePage('/privacy-policy'),
  // The pages of e-mailed links: what they ask is read from the address; the button posts the token (forms.ts).
  sitePage('/booking/confirm', { private: true }),
  sitePage('/newsletter/confirm', { private: true }),
  sitePage('/newsletter/unsubscribe', { private: true }),
  // The admin's password reset, asking for the link and the link's own page (?token=…, or the token
  // as a last segment): both forms post to /password-reset (forms.ts).
  { ...sitePage('/password-reset', { private: true }), path: /^\/password-reset(?:\/[^/]+)?$/ },
  // Sign-in, which needs JavaScript: rendered so that the page says so without it.
  { ...sitePage('/admin/login', { private: true }), path: /^\/admin(?:\/login|-login)$/ },
  paintingPage(
    /^\/painting\/([^/]+)$/,
    // Previous / Next, and whether it is held for a buyer.
    ({ preload }) => [
      preload(['/api/paintings'], catalogApi.paintings.list),
      preload(['/api/reservations'], commerceApi.payments.reservations),
    ],
    (painting, settings, context) => paintingHead(painting, context.site, settings.artistName),
  ),
  paintingPage(
    /^\/checkout\/([^/]+)$/,
    ({ preload }) => [preload(['/api/payments/config'], commerceApi.payments.config)],
    // Not hidden from search engines (a robots rule fails Lighthouse's SEO audit, which the site holds
    // at 100): its canonical address is the painting's page, so a search lists that page instead.
    (painting, settings, context, path) =>
      siteHead({
        settings,
        words: checkoutWords(painting.title, settings.artistName),
        site: context.site,
        path,
        canonicalPath: paintingPagePath(painting),
      }),
  ),
  {
    // What a certificate of authenticity's address opens: a 404 for a code no certificate has.
    path: /^\/certificate\/([^/]+)$/,
    async load(context, [path, code = '']) {
      const [site, certificate] = await Promise.all([
        settings(context),
        context.load(['/api/certificates', code], commerceApi.certificates.verify, { code }).catch(notFoundAsNull),
      ]);
      const words = certificateWords(site.artistName, site);
      return certificate && siteHead({ settings: site, words, site: context.site, path, noindex: true });
    },
  },
];

/**
 * The routes the browser alone renders (the admin's, whose pages are private): the render process
 * answers them with the shell's index.html. Sign-in's and the password reset's own spellings are
 * rendered above; their others (a trailing slash, capitals) are left to the browser.
 */
export const BROWSER_PAGES: RegExp[] = [/^\/admin(?:\/login)?\/?$/i, /^\/admin-login\/?$/i, /^\/password-reset(?:\/[^/]+)?\/?$/i];

/** The head of any other path's page ('Page Not Found'), and of a painting or certificate that does not exist. */
export async function notFoundPage(context: PageContext): Promise<PageHead> {
  return notFoundHead(await settings(context));
}

/** The API's `NOT_FOUND` is the page's 404; anything else is a failure to render. */
function notFoundAsNull(error: unknown): null {
  if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
  throw error;
}
