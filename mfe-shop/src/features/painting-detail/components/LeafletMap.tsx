import L from 'leaflet';
import '@atelier/ui/leaflet.css';
import { useEffect, useRef } from 'react';
import { PAINTING_MAP_ZOOM } from '../paintingDetail';

// The marker is drawn in CSS: Leaflet's default icon is an image it looks for beside its own stylesheet.
const MARKER_HTML =
  '<span style="display:block;width:22px;height:22px;border-radius:9999px;background:#a23b2c;border:3px solid #f7f4ee;box-shadow:0 2px 8px rgba(0,0,0,.5)"></span>';

/** The Leaflet map itself (loaded on demand): satellite tiles, one marker, no scroll-wheel capture. */
export default function LeafletMap({ position, title, tileUrl }: { position: [number, number]; title: string; tileUrl: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [lat, lng] = position;

  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { center: [lat, lng], zoom: PAINTING_MAP_ZOOM, scrollWheelZoom: false });
    L.tileLayer(tileUrl, { maxZoom: 19, attribution: 'Imagery &copy; Esri, Maxar, Earthstar Geographics' }).addTo(map);
    L.marker([lat, lng], {
      icon: L.divIcon({ html: MARKER_HTML, className: 'painting-map-marker', iconSize: [22, 22], iconAnchor: [11, 11] }),
      title,
      alt: `Where ${title} was painted`,
    }).addTo(map);
    return () => void map.remove();
  }, [lat, lng, tileUrl, title]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={`Satellite map of where ${title} was painted`}
      data-testid="painting-map"
      data-zoom={PAINTING_MAP_ZOOM}
      data-lat={lat}
      data-lng={lng}
      className="relative isolate z-0 h-80 min-h-64 w-full bg-paper-deep md:h-96"
    />
  );
}
