import { SITE_SETTINGS_ELEMENT_ID, type SiteSettings } from '@atelier/contracts';
import { escapeMarkup } from './escape';

/** A `<meta>` element; nothing for a value not known. */
export function meta(attribute: 'name' | 'property', key: string, content: string | number | null): string {
  return content === null ? '' : `<meta ${attribute}="${key}" content="${escapeMarkup(String(content))}"/>`;
}

/** JSON inside <script>: no `<`, so neither `</script>` nor `<!--` in a title can end or alter the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The settings the page was served with, for the app to start from instead of asking `/api/site` again. */
export function siteSettingsScript(settings: SiteSettings): string {
  return `<script id="${SITE_SETTINGS_ELEMENT_ID}" type="application/json">${jsonForScript(settings)}</script>`;
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
