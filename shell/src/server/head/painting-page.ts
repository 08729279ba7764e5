import { cardImage, escapeMarkup, PAINTING_DETAIL_IMAGE_SIZES, type Painting, type PaintingImage } from '@atelier/contracts';
import { imagePreload, jsonForScript, meta, type PageHead } from './html-head';

/** About what a search result shows of a description. */
const DESCRIPTION_LENGTH = 155;
/** Social cards want a wide image; this width of the JPEG variants fits them. */
const SOCIAL_IMAGE_WIDTH = 1200;

interface SocialImage {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
}

/** A painting's own page: its canonical address, and its checkout's. */
export const paintingPagePath = (painting: Pick<Painting, 'id'>) => `/painting/${painting.id}`;

/**
 * One painting's head, for crawlers and share cards: its own title, description, canonical URL,
 * Open Graph and Twitter tags, schema.org data with the offer, and its main image preloaded (the
 * page's largest paint). `site` has no trailing slash.
 */
export function paintingHead(painting: Painting, site: string, artistName: string): PageHead {
  const url = `${site}${paintingPagePath(painting)}`;
  const title = `${painting.title} | ${artistName}`;
  const description = summary(painting, artistName);
  const image = socialImage(painting, site);

  const head = [
    `<title>${escapeMarkup(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeMarkup(url)}"/>`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', artistName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          meta('property', 'og:image:width', image.width),
          meta('property', 'og:image:height', image.height),
          meta('property', 'og:image:alt', image.alt),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image?.url ?? null),
    `<script type="application/ld+json">${jsonForScript(structuredData(painting, url, description, image, artistName))}</script>`,
  ].join('');
  return { preload: imagePreload(painting.images[0], PAINTING_DETAIL_IMAGE_SIZES), head, title: true };
}

/** The description, cut at a word near search-result length; a line made of the facts when there is none. */
function summary(painting: Painting, artistName: string): string {
  const text = painting.description?.replace(/\s+/g, ' ').trim();
  if (!text) return `${painting.title}: an original ${painting.medium} painting by ${artistName}, ${sizeInInches(painting)}.`;
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function sizeInInches(painting: Painting): string {
  return `${Number(painting.width)} x ${Number(painting.height)} inches`;
}

/** The primary image (else the first) at the social width as a JPEG, else the original. */
function socialImage(painting: Painting, site: string): SocialImage | null {
  const image = cardImage(painting);
  if (!image) return null;
  const alt = image.altText ?? painting.title;
  const variant = image.variants.find((v) => v.format === 'jpeg' && v.width === SOCIAL_IMAGE_WIDTH);
  if (!variant) return { url: new URL(image.imageUrl, site).href, width: image.width, height: image.height, alt };
  return { url: new URL(variant.url, site).href, width: variant.width, height: scaledHeight(image, variant.width), alt };
}

function scaledHeight(image: PaintingImage, width: number): number | null {
  return image.width && image.height ? Math.round((width * image.height) / image.width) : null;
}

/** schema.org VisualArtwork that is also a Product, so search can show price and availability. */
function structuredData(painting: Painting, url: string, description: string, image: SocialImage | null, artistName: string) {
  const inches = (value: string) => ({ '@type': 'QuantitativeValue', value: Number(value), unitCode: 'INH', unitText: 'in' });
  return {
    '@context': 'https://schema.org',
    '@type': ['VisualArtwork', 'Product'],
    name: painting.title,
    description,
    url,
    ...(image ? { image: image.url } : {}),
    artform: 'Painting',
    artMedium: painting.medium,
    ...(painting.year === null ? {} : { dateCreated: String(painting.year) }),
    width: inches(painting.width),
    height: inches(painting.height),
    creator: { '@type': 'Person', name: artistName },
    offers: {
      '@type': 'Offer',
      price: painting.price,
      priceCurrency: painting.currency,
      // The detail page treats an unavailable painting as sold too.
      availability: painting.sold || !painting.available ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url,
    },
  };
}
