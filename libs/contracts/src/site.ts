/**
 * What every visitor reads about the artist, edited by her in the admin's Site tab and kept by
 * svc-catalog (`GET /api/site`). Types only: pages import this file, the server validates with
 * `siteSettingsSchema` (site-input.ts), so zod stays out of the pages' JavaScript.
 */
export interface SiteSettings {
  /** The brand of every page, the crawler pages' titles and the certificates of authenticity. */
  artistName: string;
  /** The line under the name ('NEW ZEALAND ARTIST'). */
  tagline: string;
  /** The legal name of the business: the footer's copyright and the legal pages. */
  businessName: string;
  about: {
    heading: string;
    /** Paragraphs separated by a blank line. */
    text: string;
    figures: AboutFigure[];
  };
  press: PressFeature[];
  contact: {
    email: string | null;
    phone: string | null;
    /** Where she works ('Waipu, Northland & Glenorchy, Otago'). */
    locations: string;
  };
  social: SocialLink[];
  /** The home page's headline over its film: two lines (the second in italics) and the paragraph under them. */
  hero: {
    headline: string;
    /** The headline's second line ('' for none). */
    accent: string;
    tagline: string;
  };
  /** The commissions page: the steps of a commission, and the guide prices in NZD by size. */
  commissions: {
    process: CommissionStep[];
    prices: CommissionPrice[];
  };
  /** The home page's background film. */
  heroFilm: SiteFilm;
  /** The adventures page's film; the hero's plays there when it has none. */
  adventuresFilm: SiteFilm;
  seo: {
    /** The description of pages that have none of their own (search results, share cards). */
    description: string;
    /** The picture of share cards for pages without a painting (1200 × 630). */
    shareImageUrl: string | null;
  };
}

export interface AboutFigure {
  figure: string;
  label: string;
}

export interface CommissionStep {
  title: string;
  text: string;
}

export interface CommissionPrice {
  /** 'Small'. */
  name: string;
  /** '12 × 16 inches'. */
  size: string;
  /** The guide price from which it starts, in NZD (shown in the visitor's currency). */
  priceNzd: number;
}

export interface PressFeature {
  outlet: string;
  title: string;
  year: number;
  /** The article online, when it is. */
  url: string | null;
}

export const SOCIAL_NETWORKS = ['Instagram', 'Facebook', 'YouTube', 'Pinterest', 'TikTok', 'LinkedIn'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/** A film: a YouTube link or id, or a video file uploaded to the site (`/media/site/…`); its poster shows until it plays. */
export interface SiteFilm {
  videoUrl: string | null;
  posterUrl: string | null;
}

/** One save of the settings: when, by whom, and which parts changed. */
export interface SiteSettingsChange {
  changedAt: string;
  changedBy: string;
  /** Top-level setting names, e.g. `artistName`, `press`. */
  fields: (keyof SiteSettings)[];
}

/** What the artist can upload for her site: a film's poster, the share image, or a film itself. */
export const SITE_MEDIA_USES = ['poster', 'share-image', 'video'] as const;
export type SiteMediaUse = (typeof SITE_MEDIA_USES)[number];

/** Largest film file accepted, before base64 (a short looping background film). */
export const MAX_SITE_VIDEO_BYTES = 10_485_760;

/** Where an uploaded film or picture of the site is served from. */
export const SITE_MEDIA_PATH = '/media/site/';
