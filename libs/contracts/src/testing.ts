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
  heroFilm: { videoUrl: null, posterUrl: null },
  adventuresFilm: { videoUrl: null, posterUrl: null },
  seo: { description: 'Paintings of the Mackenzie.', shareImageUrl: null },
};
