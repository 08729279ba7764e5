import '@atelier/ui/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { DEFAULT_MAP_CENTRE, DEFAULT_MAP_ZOOM, type LatLng } from '../location';
import type { MapFocus } from './LocationPicker';

export interface LocationMapProps {
  /** Satellite tile template from runtime config. */
  tileUrl: string;
  /** Where the marker stands; null hides it until a point is chosen. */
  position: LatLng | null;
  /** A click on the map or the end of a marker drag. */
  onPick: (position: LatLng) => void;
  /** Recentres the map when it changes (a search result). */
  focus: MapFocus | null;
}

/** Leaflet has no default-icon images in a bundle: the marker is a styled pin of our own. */
const MARKER_ICON = L.divIcon({
  className: '',
  html: '<span class="block h-5 w-5 rounded-full border-[3px] border-white bg-danger shadow-[0_1px_6px_rgba(0,0,0,0.6)]"></span>',
  iconSize: [20, 20],
  iconAnchor: [10, 10],
});

function attributionFor(tileUrl: string): string {
  return /arcgisonline\.com/.test(tileUrl) ? 'Imagery &copy; Esri, Maxar, Earthstar Geographics' : '';
}

/** The Leaflet satellite map of the location picker (default export: loaded lazily). */
export default function LocationMap({ tileUrl, position, onPick, focus }: LocationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  const startAt = useRef(position);

  useEffect(() => {
    pick.current = onPick;
  });

  // One map per mount; React's handlers reach it through refs.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const centre = startAt.current ?? DEFAULT_MAP_CENTRE;
    // No wheel zoom: the map sits in a scrolling dialog, and scrolling past it must scroll the dialog.
    const instance = L.map(element, { center: [centre.lat, centre.lng], zoom: DEFAULT_MAP_ZOOM, scrollWheelZoom: false });
    L.tileLayer(tileUrl, { maxZoom: 19, attribution: attributionFor(tileUrl) }).addTo(instance);
    instance.on('click', (event: L.LeafletMouseEvent) => pick.current({ lat: event.latlng.lat, lng: event.latlng.lng }));
    map.current = instance;
    // The dialog lays itself out after the map is made: measure again whenever the box changes.
    const resize = new ResizeObserver(() => instance.invalidateSize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      instance.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tileUrl]);

  const lat = position?.lat;
  const lng = position?.lng;
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      const created = L.marker([lat, lng], { draggable: true, icon: MARKER_ICON, keyboard: true, title: 'Painting location' });
      created.on('dragend', () => {
        const point = created.getLatLng();
        pick.current({ lat: point.lat, lng: point.lng });
      });
      marker.current = created.addTo(instance);
    } else {
      marker.current.setLatLng([lat, lng]);
    }
    // Typed coordinates may lie outside the view: bring the marker into sight.
    if (!instance.getBounds().contains([lat, lng])) instance.panTo([lat, lng]);
  }, [lat, lng, tileUrl]);

  useEffect(() => {
    if (focus) map.current?.setView([focus.lat, focus.lng], focus.zoom);
  }, [focus]);

  return <div ref={container} className="h-64 w-full bg-paper-deep sm:h-80" data-testid="admin-location-map" />;
}
