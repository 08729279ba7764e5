import { z } from 'zod';
import { adventureVideo } from './adventure-video';
import { blankToNull } from './blank';
import { SITE_MEDIA_USES, SOCIAL_NETWORKS, type SiteSettings } from './site';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`);

const httpsUrl = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .max(500, `${name} must be at most 500 characters`)
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', `${name} must be an https:// address`);

/** A picture or film uploaded through `POST /api/admin/site/media`. */
const SITE_MEDIA_FILE = /^\/media\/site\/[0-9a-f-]{36}\.(?:jpg|mp4|webm)$/;

const uploadedPicture = (name: string) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .regex(SITE_MEDIA_FILE, `${name} must be a picture uploaded here`)
      .refine((value) => value.endsWith('.jpg'), `${name} must be a picture uploaded here`)
      .nullable(),
  );

const film = (name: string) =>
  z.object({
    videoUrl: z.preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(500, `${name} must be at most 500 characters`)
        .refine((value) => {
          const video = adventureVideo(value);
          return video !== null && (video.kind === 'youtube' || (SITE_MEDIA_FILE.test(video.src) && !video.src.endsWith('.jpg')));
        }, `${name} must be a YouTube link or id, or a film uploaded here`)
        .nullable(),
    ),
    posterUrl: uploadedPicture(`${name} poster`),
  });

/** `PUT /api/admin/site`: the whole of the site's settings, every field checked (SiteSettings). */
export const siteSettingsSchema = z.object({
  artistName: text('Artist name', 80),
  tagline: optionalText('Tagline', 80),
  businessName: text('Business name', 120),
  about: z.object({
    heading: text('About heading', 120),
    text: text('About text', 5000),
    figures: z
      .array(z.object({ figure: text('Figure', 12), label: text('Figure label', 40) }), { error: 'Figures must be a list' })
      .max(6, 'At most 6 figures'),
  }),
  press: z
    .array(
      z.object({
        outlet: text('Press outlet', 120),
        title: text('Press title', 200),
        year: z.coerce
          .number({ error: 'Press year must be a year' })
          .int('Press year must be a year')
          .min(1900, 'Press year must be a year from 1900')
          .max(2200, 'Press year must be a year before 2200'),
        url: z.preprocess(blankToNull, httpsUrl('Press link').nullable()),
      }),
      { error: 'Press features must be a list' },
    )
    .max(30, 'At most 30 press features'),
  contact: z.object({
    email: z.preprocess(blankToNull, z.email('Contact e-mail must be an e-mail address').max(254).nullable()),
    phone: z.preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(30, 'Phone must be at most 30 characters')
        .regex(/^\+?[\d\s().-]{6,}$/, 'Phone must be a phone number')
        .nullable(),
    ),
    locations: optionalText('Studio locations', 200),
  }),
  social: z
    .array(z.object({ network: z.enum(SOCIAL_NETWORKS, { error: 'Choose a social network' }), url: httpsUrl('Social link') }), {
      error: 'Social links must be a list',
    })
    .max(SOCIAL_NETWORKS.length, `At most ${SOCIAL_NETWORKS.length} social links`)
    .refine((links) => new Set(links.map(({ network }) => network)).size === links.length, 'Each social network at most once'),
  hero: z.object({
    headline: text('Headline', 80),
    accent: optionalText('Headline second line', 80),
    tagline: text('Headline tagline', 300),
  }),
  commissions: z.object({
    process: z
      .array(z.object({ title: text('Step title', 60), text: text('Step text', 400) }), { error: 'The commission process must be a list' })
      .min(1, 'At least 1 commission step')
      .max(6, 'At most 6 commission steps'),
    prices: z
      .array(
        z.object({
          name: text('Size name', 40),
          size: text('Size', 60),
          priceNzd: z.coerce
            .number({ error: 'Guide price must be an amount in NZD' })
            .int('Guide price must be a whole amount in NZD')
            .min(1, 'Guide price must be an amount in NZD')
            .max(10_000_000, 'Guide price must be at most 10,000,000 NZD'),
        }),
        { error: 'The price guide must be a list' },
      )
      .min(1, 'At least 1 guide price')
      .max(6, 'At most 6 guide prices'),
  }),
  heroFilm: film('Hero film'),
  adventuresFilm: film('Adventures film'),
  seo: z.object({
    description: text('SEO description', 300),
    shareImageUrl: uploadedPicture('Share image'),
  }),
}) satisfies z.ZodType<SiteSettings, unknown>;

export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;

/** `POST /api/admin/site/media`: a file as a data URL, and what it is for. */
export const siteMediaInputSchema = z.object({
  use: z.enum(SITE_MEDIA_USES, { error: `use must be one of ${SITE_MEDIA_USES.join(', ')}` }),
  dataUrl: z
    .string({ error: 'Choose a file' })
    .max(15 * 1024 * 1024, 'The file is too large')
    .regex(/^data:[\w.+-]+\/[\w.+-]+;base64,/, 'The file must be sent as a base64 data URL'),
});
export type SiteMediaInput = z.infer<typeof siteMediaInputSchema>;
