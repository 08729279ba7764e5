import { testPainting, testPaintingImage } from '@atelier/contracts/testing';
import type { Painting, PaintingImage } from '@atelier/contracts';

/** A painting image as the API answers it; variants empty unless given. */
export const image = testPaintingImage;

/** Rendered variants of one image at the catalog's widths, in every format. */
export function variants(base: string, widths = [400, 800, 1200, 1600]): PaintingImage['variants'] {
  return widths.flatMap((width) =>
    (['avif', 'webp', 'jpeg'] as const).map((format) => ({ format, width, url: `${base}-${width}.${format === 'jpeg' ? 'jpg' : format}` })),
  );
}

let nextId = 100;

/** A visible, available NZD painting with one image unless told otherwise. */
export function painting(overrides: Partial<Painting> = {}): Painting {
  const id = overrides.id ?? nextId++;
  return testPainting({
    id,
    title: `Painting ${id}`,
    description: null,
    width: '16',
    height: '12',
    year: 2024,
    location: 'Glenorchy, Otago, New Zealand',
    createdAt: '2024-05-01T00:00:00Z',
    images: [image({ id: id * 10, paintingId: id })],
    ...overrides,
  });
}
