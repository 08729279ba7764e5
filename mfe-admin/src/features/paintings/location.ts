/** requirements §9: where the location picker starts when a painting has no coordinates. */
export const DEFAULT_MAP_CENTRE = { lat: -44.8509, lng: 168.3976 } as const;
export const DEFAULT_MAP_ZOOM = 13;
/** requirements §2: a search recentres the map at this zoom. */
export const SEARCH_RESULT_ZOOM = 15;

export interface LatLng {
  lat: number;
  lng: number;
}

/** The point the latitude and longitude fields describe, or null unless both are valid coordinates. */
export function parseCoordinates(latitude: string, longitude: string): LatLng | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** A coordinate as the text fields show it: 6 decimals (about 10 cm), no trailing zeros. */
export function formatCoordinate(value: number): string {
  return String(Number(value.toFixed(6)));
}
