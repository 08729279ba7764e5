import type { ImageVariant } from '@atelier/contracts';
import { fallbackSrc, largestSrc, srcSetFor } from './srcset';

const variants: ImageVariant[] = [1200, 400, 800].flatMap((width) =>
  (['avif', 'webp', 'jpeg'] as const).map((format) => ({ format, width, url: `/media/p/1-${width}.${format}` })),
);

describe(srcSetFor.name, () => {
  it('lists one format narrowest first with width descriptors', () => {
    expect(srcSetFor(variants, 'avif')).toBe('/media/p/1-400.avif 400w, /media/p/1-800.avif 800w, /media/p/1-1200.avif 1200w');
  });

  it('is empty without variants of that format', () => {
    expect(srcSetFor([], 'webp')).toBe('');
  });
});

describe(fallbackSrc.name, () => {
  it('picks the JPEG closest to the preferred width, else the original', () => {
    expect(fallbackSrc({ imageUrl: '/media/original.jpg', variants })).toBe('/media/p/1-800.jpeg');
    expect(fallbackSrc({ imageUrl: '/media/original.jpg', variants }, 1100)).toBe('/media/p/1-1200.jpeg');
    expect(largestSrc({ imageUrl: '/media/original.jpg', variants })).toBe('/media/p/1-1200.jpeg');
    expect(fallbackSrc({ imageUrl: '/media/original.jpg', variants: [] })).toBe('/media/original.jpg');
  });
});
