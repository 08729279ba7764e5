import type { Painting, PaintingImage } from './paintings';
import type { SiteSettings } from './site';

/** What `/api/site` answers in these tests unless a test says otherwise: an artist who is not the demo's. */
export const TEST_SITE_SETTINGS: SiteSettings = {
  artistName: 'Mere Tūhoe',
  tagline: 'PAINTER OF THE MACKENZIE',
  businessName: 'Tūhoe Studio Ltd',
  about: {
    heading: 'Light on the tussock',
    text: 'Mere paints the Mackenzie Basin.\n\nShe teaches in Twizel.',
    figures: [{ figure: '12', label: 'Years Painting' }],
  },
  press: [{ outlet: 'The Press', title: 'Painting the wind', year: 2025, url: null }],
  contact: { email: null, phone: null, locations: 'Twizel, Canterbury' },
  social: [],
  hero: {
    headline: "Glenorchy's Beauty",
    accent: 'Painted En Plein Air',
    tagline:
      'Exclusive original oil paintings of the Southern Alps and their pristine lakes and rivers, each one painted outdoors in the light it shows.',
  },
  commissions: {
    process: [
      { title: 'Initial Consultation', text: 'We talk about the place, the season and the light you have in mind.' },
      { title: 'Concept & Sketches', text: 'Small colour sketches, so we agree on the painting before it begins.' },
      { title: 'Creation', text: 'Painted en plein air and finished in the studio.' },
      { title: 'Delivery', text: 'Packaged shipping to your door, or pickup from the studio.' },
    ],
    prices: [
      { name: 'Small', size: '12 × 16 inches', priceNzd: 7700 },
      { name: 'Medium', size: '16 × 20 inches', priceNzd: 12800 },
      { name: 'Large', size: '20 × 24 inches', priceNzd: 19200 },
      { name: 'Extra Large', size: '24 × 30 inches', priceNzd: 28800 },
    ],
  },
  heroFilm: { videoUrl: null, posterUrl: null },
  adventuresFilm: { videoUrl: null, posterUrl: null },
  seo: { description: 'Paintings of the Mackenzie.', shareImageUrl: null },
};

/** A visible painting for tests, without images: `fields` replace what they name. */
export function testPainting(fields: Partial<Painting> = {}): Painting {
  return {
    id: 7,
    title: 'Dart River Braids',
    medium: 'Oil on Linen',
    description: 'Morning light on the braided river.',
    frameInfo: null,
    width: '24.00',
    height: '18.00',
    year: 2025,
    price: '4200.00',
    currency: 'NZD',
    location: null,
    gpsLatitude: null,
    gpsLongitude: null,
    available: true,
    featured: false,
    sold: false,
    hidden: false,
    soldDate: null,
    customerId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    images: [],
    videos: [],
    ...fields,
  };
}

/** One painting's image for tests, as the API answers it, with no rendered sizes: `fields` replace what they name. */
export function testPaintingImage(fields: Partial<PaintingImage> = {}): PaintingImage {
  return {
    id: 1,
    paintingId: 1,
    imageUrl: '/media/paintings/1/original.jpg',
    altText: null,
    sortOrder: 0,
    isPrimary: false,
    width: 1600,
    height: 1200,
    variants: [],
    ...fields,
  };
}
