import { PAINTING_DEFAULTS, type Painting, type PaintingCurrency } from '@atelier/contracts';

/** What the painting form's inputs hold; `paintingInputSchema` turns it into the payload (blank numbers and GPS → null). */
export interface PaintingFormValues {
  title: string;
  medium: string;
  description: string;
  frameInfo: string;
  width: string;
  height: string;
  year: string;
  price: string;
  currency: PaintingCurrency;
  location: string;
  gpsLatitude: string;
  gpsLongitude: string;
  available: boolean;
  featured: boolean;
}

/** Decimal strings as the API sends them ('16.00') read as the artist typed them ('16'). */
function decimal(value: string | number | null): string {
  if (value === null || value === '') return '';
  const number = Number(value);
  return Number.isFinite(number) ? String(number) : String(value);
}

/** The form for a new painting (requirements §3 defaults) or for editing `painting`. */
export function paintingFormValues(painting?: Painting | null, today = new Date()): PaintingFormValues {
  if (!painting) {
    return {
      title: '',
      medium: PAINTING_DEFAULTS.medium,
      description: '',
      frameInfo: PAINTING_DEFAULTS.frameInfo,
      width: '',
      height: '',
      year: String(today.getFullYear()),
      price: '',
      currency: PAINTING_DEFAULTS.currency,
      location: PAINTING_DEFAULTS.location,
      gpsLatitude: '',
      gpsLongitude: '',
      available: true,
      featured: false,
    };
  }
  return {
    title: painting.title,
    medium: painting.medium,
    description: painting.description ?? '',
    frameInfo: painting.frameInfo ?? '',
    width: decimal(painting.width),
    height: decimal(painting.height),
    year: painting.year === null ? '' : String(painting.year),
    price: decimal(painting.price),
    currency: painting.currency as PaintingCurrency,
    location: painting.location ?? '',
    gpsLatitude: painting.gpsLatitude ?? '',
    gpsLongitude: painting.gpsLongitude ?? '',
    available: painting.available,
    featured: painting.featured,
  };
}
