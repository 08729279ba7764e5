import type { ImageVariantFormat, PaintingImage } from '@atelier/contracts';

export { srcSetFor } from '@atelier/contracts';

/** Formats in the order a browser should try them: smallest files first. */
export const PICTURE_FORMATS: readonly { format: ImageVariantFormat; type: string }[] = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
  { format: 'jpeg', type: 'image/jpeg' },
];

/**
 * The fallback `src` of an image: the JPEG variant closest to `preferredWidth` (the
 * rendering the `<img>` shows where `<picture>` sources are not understood), else the original.
 */
export function fallbackSrc(image: Pick<PaintingImage, 'imageUrl' | 'variants'>, preferredWidth = 800): string {
  const jpegs = image.variants.filter((variant) => variant.format === 'jpeg');
  if (!jpegs.length) return image.imageUrl;
  return jpegs.reduce((best, variant) =>
    Math.abs(variant.width - preferredWidth) < Math.abs(best.width - preferredWidth) ? variant : best,
  ).url;
}

/** The widest variant's URL (any format the browser surely shows: JPEG), else the original. */
export function largestSrc(image: Pick<PaintingImage, 'imageUrl' | 'variants'>): string {
  return fallbackSrc(image, Number.MAX_SAFE_INTEGER);
}
