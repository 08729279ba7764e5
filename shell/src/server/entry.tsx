/*
 * The shell's server bundle (dist/server/server.cjs): renders the public pages with the same
 * components as the browser, remotes included, for the render process (render/README.md).
 */
import { DEFAULT_CURRENCY, isCrossSiteRequest, type FormResult, type PageData, type RuntimeConfig } from '@atelier/contracts';
import {
  call,
  createQueryClient,
  CurrencyProvider,
  currencyFromCookie,
  fetchExchangeRates,
  formResultQueryKey,
  RUNTIME_CONFIG_QUERY_KEY,
  Toaster,
  type Rates,
} from '@atelier/ui';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../App';
import { RenderedRemotes, retryRemoteModulesFailedBefore, type RemoteRole } from '../remotes/RemotePage';
import { configureRemotes, type RemoteModuleId } from '../remotes/runtimeConfig';
import { isPublicFormName, submitForm, type FormPost, type FormService } from './forms';
import { chooseCurrency } from './currency-choice';
import { renderDocument } from './head/html-head';
import { BROWSER_PAGES, notFoundPage, SERVER_PAGES, type PageContext } from './pages';
import { remoteLinks } from './remote-assets';

export interface RendererOptions {
  /** The shell's index.html, of the same build as this bundle. */
  template: string;
  /** Where the API answers (the gateway), without a trailing slash. */
  apiUrl: string;
  /** PUBLIC_SITE_URL, without a trailing slash. */
  siteUrl: string;
  /** Each remote's server container: `<name>` → URL of its dist/server/remoteEntry.js. */
  serverRemotes: Record<string, string>;
  /** What the browser reads as /runtime-config.json (its `remotes` are the browser containers). */
  config: RuntimeConfig;
  /** How long a remote module that failed to load is not asked for again. */
  remoteRetryMs: number;
  /** Where each service a public form writes to listens (its `<NAME>_URL`, as the gateway's). */
  serviceUrls: Record<FormService, string>;
}

export interface PageRequest {
  /** The path, without the query. */
  path: string;
  /** The query string, with its `?`, or ''. */
  search: string;
  cookie?: string;
  signal: AbortSignal;
  /** A form posted without JavaScript, and what the server made of it: the page shows it (an unknown name is ignored). */
  form?: { name: string; result: FormResult };
}

/**
 * A rendered page: 404 for a path no route knows and for a page whose subject does not exist
 * (the app's own words for it); null for a route the browser alone renders (the admin's).
 */
export type RenderedPage = { status: 200 | 404; html: string } | null;

/** How long exchange rates are reused between pages: the API caches them for hours. */
const RATES_TTL_MS = 60_000;

export function createRenderer({ template, apiUrl, siteUrl, serverRemotes, config, remoteRetryMs, serviceUrls }: RendererOptions) {
  configureRemotes(serverRemotes);
  let rates: { value: Promise<Rates>; until: number } | undefined;
  const currentRates = () => {
    if (!rates || rates.until <= Date.now())
      rates = { value: fetchExchangeRates(`${apiUrl}/api/exchange-rates`), until: Date.now() + RATES_TTL_MS };
    return rates.value;
  };

  /** The page at `path`: null for a route the browser alone renders. Rejects when it cannot be rendered. */
  async function render({ path, search, cookie, signal, form }: PageRequest): Promise<RenderedPage> {
    const page = SERVER_PAGES.find((candidate) => candidate.path.test(path));
    if (!page && BROWSER_PAGES.some((route) => route.test(path))) return null;
    retryRemoteModulesFailedBefore(Date.now() - remoteRetryMs);
    const queryClient = serverQueryClient();
    try {
      const context = pageContext(queryClient, siteUrl, apiUrl);
      const [found, priced] = await Promise.all([page?.load(context, page.path.exec(path)!), currentRates()]);
      const status = found ? 200 : 404;
      const head = found ?? (await notFoundPage(context));
      // A query that failed is left for the browser to ask again: both render it as loading. On a
      // 404 it stays: the page says what is missing ('Painting not found'), which the browser then
      // finds out again itself.
      if (status === 200) queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
      queryClient.setQueryData(RUNTIME_CONFIG_QUERY_KEY, config);
      if (form && isPublicFormName(form.name)) queryClient.setQueryData(formResultQueryKey(form.name), form.result);

      const currency = currencyFromCookie(cookie) ?? DEFAULT_CURRENCY;
      const remotes = new Map<RemoteModuleId, RemoteRole>();
      const body = await renderToHtml(
        <QueryClientProvider client={queryClient}>
          <CurrencyProvider initial={{ currency, rates: priced }}>
            <StaticRouter location={`${path}${search}`}>
              <RenderedRemotes value={remotes}>
                <App />
              </RenderedRemotes>
              <Toaster />
            </StaticRouter>
          </CurrencyProvider>
        </QueryClientProvider>,
        signal,
      );
      // A 404 comes without its data, so the browser renders it afresh, whatever its router makes of the path.
      const data: PageData | undefined =
        status === 200
          ? {
              queries: dehydrate(queryClient, {
                shouldDehydrateQuery: (query) => query.queryKey[0] !== RUNTIME_CONFIG_QUERY_KEY[0] && query.state.status === 'success',
              }),
              config,
              currency,
              rates: priced,
              remotes: [...remotes].filter(([, role]) => role === 'page').map(([id]) => id),
            }
          : undefined;
      const links = await remoteLinks(remotes, serverRemotes, config.remotes);
      return { status, html: renderDocument(template, { ...head, links, body, data }) };
    } finally {
      queryClient.clear();
    }
  }

  /** A public form posted to `path` without JavaScript (forms.ts); null when no such form is on that page. */
  const submit = (post: FormPost) => submitForm(post, serviceUrls);

  // The same-origin rule of the services' writes, which the form posts pass too.
  return { render, submit, isCrossSiteRequest, chooseCurrency };
}

/**
 * One per request. No garbage-collection timers: the whole cache is dropped with the response.
 * A query that failed renders as failed (a missing painting's 'not found'), not as loading again.
 */
function serverQueryClient(): QueryClient {
  const defaults = createQueryClient().getDefaultOptions();
  return new QueryClient({ defaultOptions: { ...defaults, queries: { ...defaults.queries, gcTime: Infinity, retryOnMount: false } } });
}

function pageContext(queryClient: QueryClient, site: string, apiUrl: string): PageContext {
  const load: PageContext['load'] = (queryKey, endpoint, params) =>
    queryClient.fetchQuery({ queryKey, queryFn: () => call(endpoint, { params } as never, { baseUrl: apiUrl }) });
  return {
    site,
    load,
    preload: (queryKey, endpoint, params) =>
      load(queryKey, endpoint, params).then(
        () => undefined,
        () => undefined,
      ),
  };
}

/**
 * The markup of `element` once everything in it is ready (remote modules loaded): React's static
 * prerender, whole and with no inline script (streamed Suspense reveals are inline scripts, which
 * the CSP refuses; and the status and head are known only at the end). Any error fails the page,
 * which the browser then renders.
 */
async function renderToHtml(element: ReactNode, signal: AbortSignal): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(element, {
    signal,
    // Never outline a large boundary to reveal it later by script: the page comes whole.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  if (failure !== undefined || signal.aborted) throw failure ?? signal.reason;
  return new Response(prelude).text();
}
