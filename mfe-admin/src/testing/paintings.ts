import type { Painting, PaintingImage } from '@atelier/contracts';
import { testPainting, testPaintingImage } from '@atelier/contracts/testing';

/** A painting as the API answers it, with test overrides. */
export function aPainting(overrides: Partial<Painting> = {}): Painting {
  return testPainting({
    id: 1,
    title: 'Dart River Morning',
    description: 'Mist over the braided river',
    frameInfo: 'The frame is New Zealand timber hand crafted by the artist.',
    width: '16.00',
    height: '20.00',
    year: 2024,
    location: 'Glenorchy, Otago, New Zealand',
    createdAt: '2024-05-01T00:00:00.000Z',
    ...overrides,
  });
}

export function anImage(overrides: Partial<PaintingImage> = {}): PaintingImage {
  return testPaintingImage({ imageUrl: '/media/paintings/1/a.jpg', ...overrides });
}
