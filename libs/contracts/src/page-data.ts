/**
 * The answers a page's HTML comes with (svc-catalog renders the site's pages): the page's query
 * cache starts from them, so its first paint waits for no API request. A JSON array of
 * `[queryKey, answer]` pairs in `<script id="page-data" type="application/json">`.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export type PageData = [queryKey: readonly unknown[], answer: unknown][];
