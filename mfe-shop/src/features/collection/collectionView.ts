import type { Painting } from '@atelier/contracts';

/** requirements §9: the collection shows 9 paintings, and 9 more per 'Load More'. */
export const PAGE_SIZE = 9;

export type SortOrder = 'newest' | 'oldest' | 'title';

export const SORT_OPTIONS: readonly { value: SortOrder; label: string }[] = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'title', label: 'Title A-Z' },
];

export function isSortOrder(value: unknown): value is SortOrder {
  return SORT_OPTIONS.some((option) => option.value === value);
}

/** Case-insensitive match of the search term on title, medium or location (requirements §5); a blank term matches all. */
export function matchesSearch(painting: Pick<Painting, 'title' | 'medium' | 'location'>, term: string): boolean {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [painting.title, painting.medium, painting.location].some((field) => field?.toLocaleLowerCase().includes(needle));
}

const created = (painting: Pick<Painting, 'createdAt'>) => Date.parse(painting.createdAt) || 0;

/** A sorted copy: by when the painting was added (newest or oldest first; id breaks ties), or by title. */
export function sortPaintings<T extends Pick<Painting, 'id' | 'title' | 'createdAt'>>(paintings: readonly T[], order: SortOrder): T[] {
  const sorted = [...paintings];
  if (order === 'title') return sorted.sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.id - b.id);
  const direction = order === 'newest' ? -1 : 1;
  return sorted.sort((a, b) => direction * (created(a) - created(b) || a.id - b.id));
}

/** '{n} painting(s) found' plus ' for "{term}"' when searching (requirements §2). */
export function countText(count: number, term: string): string {
  const searched = term.trim();
  return `${count} ${count === 1 ? 'painting' : 'paintings'} found${searched ? ` for "${searched}"` : ''}`;
}

/** The empty state's text (requirements §2). */
export function emptyText(term: string): string {
  const searched = term.trim();
  return searched ? `No paintings found matching "${searched}".` : 'No paintings available at the moment.';
}

/** How many pages of cards the address asks for (`?page=3`: 27 cards); 1 for anything else. */
export function pagesShown(page: string | null): number {
  const pages = Number(page);
  return Number.isSafeInteger(pages) && pages > 1 ? pages : 1;
}

/** The 'Load More' label, or null when every match is shown. */
export function loadMoreText(total: number, visible: number): string | null {
  const remaining = total - visible;
  return remaining > 0 ? `Load More Paintings (${remaining} remaining)` : null;
}
