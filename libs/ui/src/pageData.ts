import { PAGE_DATA_ELEMENT_ID, type PageData } from '@atelier/contracts';

/**
 * What the server-rendered page came with (PageData), or null on a page rendered in the browser
 * (the gateway's plain index.html, when rendering on the server was not possible).
 */
export function readPageData(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): PageData | null {
  const text = doc?.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch (error) {
    console.error('The page data cannot be read; rendering in the browser', error);
    return null;
  }
}
