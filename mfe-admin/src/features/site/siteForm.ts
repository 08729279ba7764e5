import type { SiteSettings } from '@atelier/contracts';
import type { UseFormReturn } from '@atelier/ui/forms';

/** What the inputs hold: the settings with every empty value as ''. */
export interface SiteFormValues {
  artistName: string;
  tagline: string;
  businessName: string;
  about: { heading: string; text: string; figures: { figure: string; label: string }[] };
  press: { outlet: string; title: string; year: string; url: string }[];
  contact: { email: string; phone: string; locations: string };
  social: { network: string; url: string }[];
  hero: { headline: string; accent: string; tagline: string };
  commissions: { process: { title: string; text: string }[]; prices: { name: string; size: string; priceNzd: string }[] };
  heroFilm: { videoUrl: string; posterUrl: string };
  adventuresFilm: { videoUrl: string; posterUrl: string };
  seo: { description: string; shareImageUrl: string };
}
export type SiteForm = UseFormReturn<SiteFormValues, unknown, SiteSettings>;
export type TextPath =
  | 'artistName'
  | 'tagline'
  | 'businessName'
  | 'about.heading'
  | 'about.text'
  | 'contact.email'
  | 'contact.phone'
  | 'contact.locations'
  | 'heroFilm.videoUrl'
  | 'adventuresFilm.videoUrl'
  | 'seo.description'
  | `hero.${'headline' | 'accent' | 'tagline'}`
  | `commissions.process.${number}.${'title' | 'text'}`
  | `commissions.prices.${number}.${'name' | 'size' | 'priceNzd'}`
  | `about.figures.${number}.${'figure' | 'label'}`
  | `press.${number}.${'outlet' | 'title' | 'year' | 'url'}`
  | `social.${number}.url`;
export type PicturePath = 'heroFilm.posterUrl' | 'adventuresFilm.posterUrl' | 'seo.shareImageUrl';

/** The form's values for `settings`: every missing value as ''. */
export function formValues(settings: SiteSettings): SiteFormValues {
  const film = ({ videoUrl, posterUrl }: SiteSettings['heroFilm']) => ({ videoUrl: videoUrl ?? '', posterUrl: posterUrl ?? '' });
  return {
    ...settings,
    press: settings.press.map((feature) => ({ ...feature, year: String(feature.year), url: feature.url ?? '' })),
    contact: { email: settings.contact.email ?? '', phone: settings.contact.phone ?? '', locations: settings.contact.locations },
    commissions: {
      process: settings.commissions.process,
      prices: settings.commissions.prices.map((price) => ({ ...price, priceNzd: String(price.priceNzd) })),
    },
    heroFilm: film(settings.heroFilm),
    adventuresFilm: film(settings.adventuresFilm),
    seo: { description: settings.seo.description, shareImageUrl: settings.seo.shareImageUrl ?? '' },
  };
}

/** The id of a setting's input: 'about.heading' → 'admin-site-about-heading'. */
export const fieldId = (name: string) => `admin-site-${name.replace(/\./g, '-')}`;
