const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML or XML, in element content and quoted attributes alike. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** Text of markup that escapeMarkup (or a template) wrote. */
export function unescapeMarkup(markup: string): string {
  return markup.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => Object.keys(ENTITIES).find((char) => ENTITIES[char] === entity)!);
}
