export { ARTIST_NAME } from '@atelier/contracts';
/** Placeholder until the studio company is confirmed. */
export const STUDIO_NAME = 'Aroha Lane Studio Ltd';
export const TAGLINE = 'NEW ZEALAND ARTIST';

/** Where the artist works: the contact section's locations line (SPEC §2). */
export const LOCATIONS = 'Waipu, Northland & Glenorchy, Otago';

export interface NavItem {
  label: string;
  to: string;
  /** Home-page section the item scrolls to instead of a route of its own. */
  section?: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Paintings', to: '/collection' },
  { label: 'Adventures', to: '/adventures' },
  { label: 'Commissions', to: '/commissions' },
  { label: 'About', to: '/#about', section: 'about' },
  { label: 'Contact', to: '/#contact', section: 'contact' },
];

/** The about section's claims (SPEC §1, §9). */
export const ABOUT_FACTS: readonly { figure: string; label: string }[] = [
  { figure: '24', label: 'Years Professional' },
  { figure: '8', label: 'Countries Taught' },
  { figure: '30+', label: 'Workshops Led' },
  { figure: '20', label: 'Years Teaching' },
];

/** Press features of the about section. Placeholder entries until the artist supplies the real list. */
export const PRESS_FEATURES: readonly { outlet: string; title: string; year: number }[] = [
  { outlet: 'Art New Zealand', title: 'Painting the light at the head of the lake', year: 2024 },
  { outlet: 'Otago Daily Times', title: 'The painter who carries her studio up the Dart', year: 2023 },
  { outlet: 'NZ Life & Leisure', title: 'En plein air in the Southern Alps', year: 2022 },
  { outlet: 'Northland Age', title: 'From Waipu Cove to the Humboldt Mountains', year: 2021 },
];
