import { formatInches, type Painting } from '@atelier/contracts';

/** requirements §9: the painting detail map shows the spot at zoom 12. */
export const PAINTING_MAP_ZOOM = 12;

/** The painting's spot as [latitude, longitude], or null unless both coordinates are numbers. */
export function gpsPosition(latitude: string | null, longitude: string | null): [number, number] | null {
  if (latitude === null || longitude === null || latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lat, lng] : null;
}

/** The paintings before and after `id` in the full list's order (null at the ends, or when `id` is not listed). */
export function neighbours<T extends Pick<Painting, 'id'>>(
  paintings: readonly T[] | undefined,
  id: number,
): { previous: T | null; next: T | null } {
  const index = paintings?.findIndex((painting) => painting.id === id) ?? -1;
  if (!paintings || index < 0) return { previous: null, next: null };
  return { previous: paintings[index - 1] ?? null, next: paintings[index + 1] ?? null };
}

/**
 * Where 'Enquire About This Piece' goes (requirements §2): home, with the painting's title, its size
 * (width x height in inches), the price converted to the visitor's currency as a whole
 * number, and that currency's symbol and code, jumping to the contact form. The painting's id
 * goes along, so the enquiry the form sends names the painting it is about.
 */
export function enquiryHref(
  painting: Pick<Painting, 'id' | 'title' | 'width' | 'height'>,
  price: number | null,
  { symbol, code }: { symbol: string; code: string },
): string {
  const params = new URLSearchParams({
    painting: painting.title,
    paintingId: String(painting.id),
    size: `${formatInches(painting.width)}" x ${formatInches(painting.height)}"`,
  });
  if (price !== null) params.set('price', String(price));
  params.set('currency', symbol);
  params.set('code', code);
  return `/?${params}#contact-form`;
}
