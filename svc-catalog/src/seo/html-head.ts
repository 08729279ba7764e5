import { PAGE_DATA_ELEMENT_ID, srcSetFor, type PaintingImage } from '@atelier/contracts';
import { escapeMarkup } from './escape';

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
 * The page's largest paint is an image the app only asks for once its scripts have run: the
 * browser starts on it at once instead. The same AVIF srcset and sizes as the app's <picture>,
 * so both pick the same file; nothing for an image without variants yet.
 */
export function imagePreload(image: Pick<PaintingImage, 'variants'> | undefined, sizes: string): string {
  const srcSet = image ? srcSetFor(image.variants, 'avif') : '';
  if (!srcSet) return '';
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeMarkup(srcSet)}" imagesizes="${escapeMarkup(sizes)}" fetchpriority="high"/>`;
}

/** One answer the page comes with: its query key and the answer as JSON text (as the API sends it). */
export type PageAnswer = [queryKey: readonly unknown[], json: string];

/**
 * The answers the page comes with (PageData), for the app's query cache to start from instead of
 * asking the API again. The JSON texts go in as they are, made safe for the element.
 */
export function pageDataScript(answers: readonly PageAnswer[]): string {
  const entries = answers.map(([queryKey, json]) => `[${JSON.stringify(queryKey)},${json}]`).join(',');
  return `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">[${scriptSafe(entries)}]</script>`;
}

/**
 * The shell's index.html with the page's own head (its title and description replace the
 * template's when it has them) and, when given, a readable body in #root for the app to replace.
 */
export function renderIntoTemplate(template: string, { head, title, body }: { head: string; title?: boolean; body?: string }): string {
  // Function replacers: a `$` in a painting's or the artist's text must not be read as a replacement pattern.
  let html = template.replace(/<meta\b[^>]*\bname=["']?description["']?[^>]*>/i, () => '');
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/i, () => '');
  html = html.replace(/<\/head>/i, () => `${head}</head>`);
  return body === undefined ? html : html.replace(/<div id="root"><\/div>/i, () => `<div id="root">${body}</div>`);
}
