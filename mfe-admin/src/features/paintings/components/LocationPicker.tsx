import type { PaintingInput } from '@atelier/contracts';
import { Skeleton, Spinner, useRuntimeConfig } from '@atelier/ui';
import { inputClass, InputField, type UseFormReturn, useWatch } from '@atelier/ui/forms';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { PinIcon, SearchIcon } from '../../../components/icons';
import { FALLBACK_MAP_CONFIG, geocode } from '../api/geocoder';
import { formatCoordinate, parseCoordinates, SEARCH_RESULT_ZOOM, type LatLng } from '../location';
import type { PaintingFormValues } from '../paintingForm';

// Leaflet is only needed once the painting dialog opens: its own chunk.
const LocationMap = lazy(() => import('./LocationMap'));

type PaintingForm = UseFormReturn<PaintingFormValues, unknown, PaintingInput>;

/** A view the map should move to: a new object each time, so the same place can be requested twice. */
export interface MapFocus extends LatLng {
  zoom: number;
}

/**
 * The painting's GPS location (requirements §2): a satellite map with a draggable marker (clicking
 * the map or dragging the marker sets the coordinates), a place search (Enter searches and
 * recentres at zoom 15), and the latitude and longitude fields themselves.
 */
export function LocationPicker({ form, className = '' }: { form: PaintingForm; className?: string }) {
  const config = useRuntimeConfig();
  const tileUrl = config ? config.map.tileUrl || FALLBACK_MAP_CONFIG.tileUrl : null;
  const geocoderUrl = config?.map.geocoderUrl || FALLBACK_MAP_CONFIG.geocoderUrl;
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form;
  const [latitude, longitude] = useWatch({ control, name: ['gpsLatitude', 'gpsLongitude'] });
  const position = parseCoordinates(latitude, longitude);
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);
  const [focus, setFocus] = useState<MapFocus | null>(null);

  const setPosition = ({ lat, lng }: LatLng) => {
    setValue('gpsLatitude', formatCoordinate(lat), { shouldDirty: true, shouldValidate: true });
    setValue('gpsLongitude', formatCoordinate(lng), { shouldDirty: true, shouldValidate: true });
  };

  const search = async () => {
    const term = query.trim();
    if (!term || searching) return;
    setSearching(true);
    const place = await geocode(geocoderUrl, term);
    setSearching(false);
    if (!place) return;
    setPosition(place);
    setFocus({ ...place, zoom: SEARCH_RESULT_ZOOM });
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Inside the painting form: Enter searches instead of saving the painting.
    event.preventDefault();
    void search();
  };

  return (
    <fieldset className={`min-w-0 ${className}`} data-testid="admin-location-picker">
      <legend className="mb-1.5 flex items-center gap-2 text-sm font-medium">
        <PinIcon className="h-4 w-4 text-ink-soft" />
        Map location
      </legend>
      <p className="mb-3 text-xs text-ink-soft">Click the map or drag the marker to set where the painting was made.</p>

      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-soft" />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onSearchKey}
          enterKeyHint="search"
          placeholder="Search for location (e.g., Lake Wakatipu, Glenorchy)"
          aria-label="Search for location"
          data-testid="admin-location-search"
          className={`${inputClass()} pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none`}
        />
        {searching && (
          <span className="absolute top-1/2 right-3 -translate-y-1/2">
            <Spinner label="Searching" className="h-4 w-4" />
          </span>
        )}
      </div>

      <div className="relative z-0 mt-3 overflow-hidden rounded-sm border border-line">
        {tileUrl === null ? (
          <MapSkeleton />
        ) : (
          <Suspense fallback={<MapSkeleton />}>
            <LocationMap tileUrl={tileUrl} position={position} onPick={setPosition} focus={focus} />
          </Suspense>
        )}
      </div>

      <div className="mt-3 grid grid-cols-2 gap-3 sm:gap-5">
        <InputField
          label="Latitude"
          id="admin-painting-gpsLatitude"
          error={errors.gpsLatitude?.message}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="-44.8509"
          {...register('gpsLatitude')}
        />
        <InputField
          label="Longitude"
          id="admin-painting-gpsLongitude"
          error={errors.gpsLongitude?.message}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="168.3976"
          {...register('gpsLongitude')}
        />
      </div>
      {position && (
        <button
          type="button"
          onClick={() => {
            setValue('gpsLatitude', '', { shouldDirty: true });
            setValue('gpsLongitude', '', { shouldDirty: true });
          }}
          className="mt-2 text-sm text-ink-soft underline underline-offset-4 hover:text-ink"
          data-testid="admin-location-clear"
        >
          Clear location
        </button>
      )}
    </fieldset>
  );
}

function MapSkeleton() {
  return <Skeleton className="h-64 w-full rounded-none sm:h-80" />;
}
