import type { Painting, PaintingImage } from '@atelier/contracts';
import type { PaintingEntity } from './painting.entity';
import type { PaintingImageEntity } from './painting-image.entity';

/** Images in the order the artist chose. */
export function byImageOrder(a: PaintingImageEntity, b: PaintingImageEntity): number {
  return a.sortOrder - b.sortOrder || a.id - b.id;
}

export function toPaintingImage(image: PaintingImageEntity): PaintingImage {
  return {
    id: image.id,
    paintingId: image.paintingId,
    imageUrl: image.imageUrl,
    altText: image.altText,
    sortOrder: image.sortOrder,
    isPrimary: image.isPrimary,
    width: image.width,
    height: image.height,
    variants: image.variants,
  };
}

/** The requirements §3 shape; entities never leave the service. */
export function toPainting(painting: PaintingEntity): Painting {
  return {
    id: painting.id,
    title: painting.title,
    medium: painting.medium,
    description: painting.description,
    frameInfo: painting.frameInfo,
    width: painting.width,
    height: painting.height,
    year: painting.year,
    price: painting.price,
    currency: painting.currency,
    location: painting.location,
    gpsLatitude: painting.gpsLatitude,
    gpsLongitude: painting.gpsLongitude,
    available: painting.available,
    featured: painting.featured,
    sold: painting.sold,
    hidden: painting.hidden,
    soldDate: painting.soldDate?.toISOString() ?? null,
    customerId: painting.customerId,
    createdAt: painting.createdAt.toISOString(),
    images: [...(painting.images ?? [])].sort(byImageOrder).map(toPaintingImage),
    videos: [],
  };
}
