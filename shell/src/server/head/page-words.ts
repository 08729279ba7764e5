import type { SiteSettings } from '@atelier/contracts';

/** What a page says it is, in search results, tabs and share cards: its own title and description, naming the artist. */
export interface PageWords {
  title: string;
  description: string;
}

type Words = (artist: string, settings: SiteSettings) => PageWords;

/** The pages without a painting of their own, by path (requirements §2 names them). */
const PAGES: Record<string, Words> = {
  '/': (artist, { seo }) => ({ title: `${artist} | Original Landscape Oil Paintings, Painted En Plein Air`, description: seo.description }),
  '/collection': (artist) => ({
    title: `The Glenorchy Collection | ${artist}`,
    description: `Original oil paintings by ${artist}: the lakes, rivers and mountains around Glenorchy and the Northland coast at Waipu, each painted outdoors in a single light.`,
  }),
  '/adventures': (artist) => ({
    title: `Glenorchy Painting Adventures | ${artist}`,
    description: `A day painting en plein air with ${artist} in the mountains around Glenorchy, for one or two guests, with everything provided.`,
  }),
  '/booking': (artist) => ({
    title: `Book Your Painting Adventure | ${artist}`,
    description: `Choose a painting adventure with ${artist} and a day, tell her who is coming, and she will be in touch to plan it with you.`,
  }),
  '/commissions': (artist) => ({
    title: `Commission Artwork | ${artist}`,
    description: `A painting of the place that matters to you, painted outdoors in its own light by ${artist}: the process, the guide prices and how to ask.`,
  }),
  '/terms-of-service': (artist) => ({
    title: `Terms of Service | ${artist}`,
    description: `The terms of buying an original painting, commissioning one and booking a painting adventure with ${artist}.`,
  }),
  '/privacy-policy': (artist) => ({
    title: `Privacy Policy | ${artist}`,
    description: `What ${artist}'s studio keeps about you, why, for how long, and how to see or remove it.`,
  }),
  '/booking/confirm': (artist) => ({
    title: `Confirm your booking | ${artist}`,
    description: `Confirm your painting adventure with ${artist}.`,
  }),
  '/newsletter/confirm': (artist) => ({
    title: `Confirm your subscription | ${artist}`,
    description: `Confirm that you would like ${artist}'s newsletter.`,
  }),
  '/newsletter/unsubscribe': (artist) => ({
    title: `Unsubscribe from the newsletter | ${artist}`,
    description: `Stop ${artist}'s newsletter.`,
  }),
  '/admin/login': (artist) => ({
    title: `Admin Sign In | ${artist}`,
    description: `Sign in to ${artist}'s site administration.`,
  }),
  '/password-reset': (artist) => ({
    title: `Reset Password | ${artist}`,
    description: `Reset the password of ${artist}'s site administration.`,
  }),
};
PAGES['/paintings'] = PAGES['/collection']!;

/** The words of the page at `path`; the not-found page's for a path that has none. */
export function pageWords(path: string, settings: SiteSettings): PageWords {
  return (PAGES[path] ?? notFound)(settings.artistName, settings);
}

/** A certificate of authenticity's page. */
export const certificateWords: Words = (artist) => ({
  title: `Certificate of Authenticity | ${artist}`,
  description: `Check a certificate of authenticity issued by ${artist} for the sale of one of her paintings.`,
});

/** The checkout of one painting. */
export function checkoutWords(paintingTitle: string, artist: string): PageWords {
  return { title: `Checkout: ${paintingTitle} | ${artist}`, description: `Buy ${paintingTitle}, an original oil painting by ${artist}.` };
}

/** 'Page Not Found'. */
export const notFound: Words = (artist, { seo }) => ({ title: `Page Not Found | ${artist}`, description: seo.description });
