export const PAINTING_DEFAULTS = {
  medium: 'Oil on Linen',
  frameInfo: 'The frame is New Zealand timber hand crafted by the artist.',
  currency: 'NZD',
  location: 'Glenorchy, Otago, New Zealand',
} as const;

/** Responsive widths the catalog renders for every painting image. */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1200, 1600] as const;
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** One rendered size of an image, served from `/media/`. */
export interface ImageVariant {
  format: ImageVariantFormat;
  width: number;
  url: string;
}

/** A painting image as the API answers it (requirements §3 plus intrinsic size and variants). */
export interface PaintingImage {
  id: number;
  paintingId: number;
  imageUrl: string;
  altText: string | null;
  sortOrder: number;
  isPrimary: boolean;
  /** Intrinsic size of the original, so pages can reserve space. */
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
}

/** A painting as the API answers it (requirements §3). Decimal fields travel as numeric strings. */
export interface Painting {
  id: number;
  title: string;
  medium: string;
  description: string | null;
  frameInfo: string | null;
  width: string;
  height: string;
  year: number | null;
  price: string;
  currency: string;
  location: string | null;
  gpsLatitude: string | null;
  gpsLongitude: string | null;
  available: boolean;
  featured: boolean;
  sold: boolean;
  hidden: boolean;
  soldDate: string | null;
  customerId: number | null;
  createdAt: string;
  images: PaintingImage[];
  videos: unknown[];
}

// ── Sizes (requirements §9) ──────────────────────────────────────────────────────────────────────

/** Inches as written on the painting: '36.00' → '36', '24.5' → '24.5'. */
export function formatInches(inches: string | number): string {
  const value = Number(inches);
  return Number.isFinite(value) ? String(Math.round(value * 100) / 100) : String(inches);
}

/** requirements §9: centimetres are inches times 2.54, rounded. */
export function inchesToCm(inches: string | number): number {
  return Math.round(Number(inches) * 2.54);
}

/** '36 × 24 inches (91 × 61 cm)'. */
export function sizeText(width: string | number, height: string | number): string {
  return `${formatInches(width)} × ${formatInches(height)} inches (${inchesToCm(width)} × ${inchesToCm(height)} cm)`;
}

/** Sold, or marked unavailable by the artist: shown as 'Sold', never offered for sale (requirements §6). */
export function isSold(painting: Pick<Painting, 'sold' | 'available'>): boolean {
  return painting.sold || !painting.available;
}

/** The image cards show: the primary one, else the first; none means the painting has no card. */
export function cardImage(painting: Pick<Painting, 'images'>): PaintingImage | undefined {
  return painting.images.find((image) => image.isPrimary) ?? painting.images[0];
}

/** How wide the home hero draws its still: the page and its preload must agree. */
export const HERO_IMAGE_SIZES = '100vw';

/** The still behind the home headline: the first featured landscape-format painting's picture (else any featured one's). */
export function heroStill(featured: readonly Painting[] | undefined): { image: PaintingImage; title: string } | null {
  const candidates = (featured ?? []).flatMap((painting) => {
    const image = cardImage(painting);
    return image ? [{ image, title: painting.title }] : [];
  });
  const landscape = candidates.find(({ image }) => image.width && image.height && image.width > image.height * 1.2);
  return landscape ?? candidates[0] ?? null;
}

/** How wide the painting page draws its main image (its `sizes`): the page and its preload must agree. */
export const PAINTING_DETAIL_IMAGE_SIZES = '(min-width: 1152px) 640px, (min-width: 1024px) 55vw, calc(100vw - 48px)';

/** `srcset` of one format ('/a-400.avif 400w, /a-800.avif 800w'), narrowest first; '' when there is none. */
export function srcSetFor(variants: readonly ImageVariant[], format: ImageVariantFormat): string {
  return variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}
