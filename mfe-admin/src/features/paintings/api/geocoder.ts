export interface MapConfig {
  /** Satellite tiles, `{z}/{x}/{y}` template. */
  tileUrl: string;
  /** Nominatim-style search: `?q=…&format=json` answers `[{lat, lon}]`. */
  geocoderUrl: string;
}

/**
 * Used when `/runtime-config.json` has no map URLs (a remote's standalone dev server does not
 * serve it): the same keyless services the gateway defaults to.
 */
export const FALLBACK_MAP_CONFIG: MapConfig = {
  tileUrl: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
  geocoderUrl: 'https://nominatim.openstreetmap.org/search',
};

export interface GeocodedPlace {
  lat: number;
  lng: number;
}

/**
 * Looks a place up (`?q=…&format=json`). Null when the geocoder does not answer OK or finds
 * nothing: requirements §7, a search that does not return OK does nothing.
 */
export async function geocode(geocoderUrl: string, query: string): Promise<GeocodedPlace | null> {
  const url = new URL(geocoderUrl, window.location.origin);
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'json');
  url.searchParams.set('limit', '1');
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const [first] = (await response.json()) as { lat?: string | number; lon?: string | number }[];
    const lat = Number(first?.lat);
    const lng = Number(first?.lon);
    return first && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
  } catch {
    return null;
  }
}
