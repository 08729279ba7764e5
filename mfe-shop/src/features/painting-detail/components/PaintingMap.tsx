import { useHydrated, useRuntimeConfig } from '@atelier/ui';
import { lazy, Suspense } from 'react';

// Leaflet (about 40 KB gzipped) is fetched only for a painting that has a spot to show.
const LeafletMap = lazy(() => import('./LeafletMap'));

/** requirements §2, §9: a satellite map with one marker where the painting was made, at zoom 12, at least 256 px tall. */
export function PaintingMap({ position, title }: { position: [number, number]; title: string }) {
  const tileUrl = useRuntimeConfig()?.map.tileUrl;
  // Leaflet needs a browser: the server, and hydration, show the placeholder.
  const hydrated = useHydrated();
  const placeholder = <div className="h-80 w-full animate-pulse bg-paper-deep" aria-hidden="true" />;
  return (
    <section aria-labelledby="painting-map-heading" className="mt-20 border-t border-line pt-12">
      <h2 id="painting-map-heading" className="text-3xl">
        Where It Was Painted
      </h2>
      <p className="mt-2 text-sm text-ink-soft tabular-nums">
        {position[0].toFixed(4)}, {position[1].toFixed(4)}
      </p>
      <div className="mt-6">
        {tileUrl && hydrated ? (
          <Suspense fallback={placeholder}>
            <LeafletMap position={position} title={title} tileUrl={tileUrl} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}
