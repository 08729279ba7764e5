import { escapeMarkup, PAGE_DATA_ELEMENT_ID, srcSetFor, type PageData, type PaintingImage } from '@atelier/contracts';

/** A `<meta>` element; nothing for a value not known. */
export function meta(attribute: 'name' | 'property', key: string, content: string | number | null): string {
  return content === null ? '' : `<meta ${attribute}="${key}" content="${escapeMarkup(String(content))}"/>`;
}

/** JSON text inside <script>: no `<`, so neither `</script>` nor `<!--` in a title can end or alter the element. */
function scriptSafe(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/** A value as JSON inside <script>. */
export function jsonForScript(data: unknown): string {
  return scriptSafe(JSON.stringify(data));
}

/**
 * The page's largest paint, asked for before the styles and scripts that precede its <img> in the
 * page. The same AVIF srcset and sizes as the app's <picture>, so both pick the same file;
 * nothing for an image without variants yet.
 */
export function imagePreload(image: Pick<PaintingImage, 'variants'> | undefined, sizes: string): string {
  const srcSet = image ? srcSetFor(image.variants, 'avif') : '';
  if (!srcSet) return '';
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeMarkup(srcSet)}" imagesizes="${escapeMarkup(sizes)}" fetchpriority="high"/>`;
}

/**
 * A page's own part of the head: what the browser should fetch first (its largest image, placed
 * after the viewport's meta, before the site's styles and scripts), its other elements, and whether
 * they include its `<title>`.
 */
export interface PageHead {
  preload?: string;
  head: string;
  title?: boolean;
}

/**
 * The server-rendered page: the shell's index.html with the page's own head (its title and
 * description replace the template's when it has them), links that start its remote modules'
 * scripts and styles at once, the markup in #root, and the data it was rendered from (none: the
 * browser renders the page afresh).
 */
export function renderDocument(
  template: string,
  { preload = '', head, title, links, body, data }: PageHead & { links: string; body: string; data?: PageData },
): string {
  // Function replacers: a `$` in a painting's or the artist's text must not be read as a replacement pattern.
  let html = template
    .replace(/<meta\b[^>]*\bname=["']?description["']?[^>]*>/i, () => '')
    // The page carries its runtime config, and its content does not need JavaScript to be read.
    .replace(/(?:<!--[^>]*-->\s*)?<link\b[^>]*href="\/runtime-config\.json"[^>]*>/i, () => '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/i, () => '');
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/i, () => '');
  // The preload goes right after the viewport's meta, before the styles and scripts: a browser
  // reading it earlier picks its image for the default 980 px viewport (on a phone, a second and
  // larger file than the page then shows).
  const viewport = /<meta\b[^>]*\bname=["']?viewport["']?[^>]*>/i;
  html = html
    .replace(viewport.test(html) ? viewport : /<meta charset="utf-8"\/?>/i, (meta) => `${meta}${preload}`)
    .replace(/<\/head>/i, () => `${head}${links}</head>`);
  const dataScript = data ? `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(data)}</script>` : '';
  return html.replace(/<div id="root"><\/div>/i, () => `<div id="root">${body}</div>${dataScript}`);
}
