/*
 * Every background job of svc-catalog. It owes no other service anything, so it has no durable
 * work (architecture §4): its one job is a plain job whose id dedupes it, and images left without
 * variants (a crash before the job ran) are found again when the service starts.
 */

/** Queue: renders a stored image's variants (AVIF, WebP, JPEG at each width). Queued and run by ImageVariantsService. */
export const IMAGE_VARIANTS_QUEUE = 'catalog.image-variants';
export interface ImageVariantsJob {
  imageId: number;
}
