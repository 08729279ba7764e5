import type { PaintingImage } from '@atelier/contracts';

/** A small rendering for thumbnails: the narrowest WebP or JPEG variant, else the original (variants are made by a job, after upload). */
export function thumbnailSrc(image: Pick<PaintingImage, 'imageUrl' | 'variants'>): string {
  const small = [...image.variants]
    .filter((variant) => variant.format === 'webp' || variant.format === 'jpeg')
    .sort((a, b) => a.width - b.width || (a.format === 'webp' ? -1 : 1))[0];
  return small?.url ?? image.imageUrl;
}
