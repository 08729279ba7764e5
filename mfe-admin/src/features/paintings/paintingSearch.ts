import type { Painting } from '@atelier/contracts';

/** requirements §2 admin search: case-insensitive, on title, medium, year, location and description. */
export function matchesPaintingSearch(painting: Painting, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [painting.title, painting.medium, painting.year, painting.location, painting.description].some(
    (field) => field !== null && field !== undefined && String(field).toLowerCase().includes(needle),
  );
}
