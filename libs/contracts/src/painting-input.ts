import { z } from 'zod';
import { blankToNull } from './blank';
import { PAINTING_CURRENCIES } from './currency';
import { PAINTING_DEFAULTS } from './paintings';

const requiredNumber = (message: string) => z.coerce.number({ error: message }).refine((n) => Number.isFinite(n) && n > 0, { message });

/** The painting fields and their rules (requirements §5). Empty text, numeric and GPS fields become null. */
const paintingFields = {
  title: z.string().trim().min(1, 'Title is required').max(200),
  medium: z.string().trim().min(1, 'Medium is required').max(200),
  description: z.preprocess(blankToNull, z.string().max(5000).nullable()),
  frameInfo: z.preprocess(blankToNull, z.string().max(1000).nullable()),
  width: requiredNumber('Width is required'),
  height: requiredNumber('Height is required'),
  year: z.preprocess(blankToNull, z.coerce.number().int().min(1900).max(2200).nullable()),
  price: requiredNumber('Price is required'),
  currency: z.enum(PAINTING_CURRENCIES),
  location: z.preprocess(blankToNull, z.string().max(300).nullable()),
  gpsLatitude: z.preprocess(blankToNull, z.coerce.number().min(-90).max(90).nullable()),
  gpsLongitude: z.preprocess(blankToNull, z.coerce.number().min(-180).max(180).nullable()),
  available: z.boolean(),
  featured: z.boolean(),
};

/** A new painting (the admin form, requirements §5): what the form leaves out gets the studio's defaults. */
export const paintingInputSchema = z.object({
  ...paintingFields,
  medium: paintingFields.medium.default(PAINTING_DEFAULTS.medium),
  description: paintingFields.description.default(null),
  frameInfo: paintingFields.frameInfo.default(PAINTING_DEFAULTS.frameInfo),
  year: paintingFields.year.default(() => new Date().getFullYear()),
  currency: paintingFields.currency.default('NZD'),
  location: paintingFields.location.default(PAINTING_DEFAULTS.location),
  gpsLatitude: paintingFields.gpsLatitude.default(null),
  gpsLongitude: paintingFields.gpsLongitude.default(null),
  available: paintingFields.available.default(true),
  featured: paintingFields.featured.default(false),
});
export type PaintingInput = z.infer<typeof paintingInputSchema>;

/**
 * An edit: any subset of the fields, and it changes only those it names (no defaults here, or an
 * edit of the price alone would reset the medium, the year and the rest).
 */
export const paintingUpdateSchema = z.object(paintingFields).partial();
export type PaintingUpdate = z.infer<typeof paintingUpdateSchema>;

export const visibilitySchema = z.object({ hidden: z.boolean({ error: 'hidden must be true or false' }) });

/** Largest image file accepted (requirements §9), before base64. */
export const MAX_IMAGE_BYTES = 10_485_760;

/** `POST /api/admin/painting-images`: a data URL from a file, or an http(s) URL. */
export const paintingImageInputSchema = z.object({
  paintingId: z.coerce.number().int().positive(),
  imageUrl: z
    .string()
    .trim()
    .min(1, 'Please enter an image URL')
    .refine((value) => /^data:image\/[\w.+-]+;base64,/i.test(value) || /^https?:\/\//i.test(value), {
      message: 'The image must be an uploaded file or an http(s) URL',
    }),
  altText: z.preprocess((v) => (v === '' ? null : v), z.string().max(300).nullable()).optional(),
  sortOrder: z.coerce.number().int().min(0).max(10_000).optional(),
});
export type PaintingImageInput = z.infer<typeof paintingImageInputSchema>;

export const sortOrderSchema = z.object({ sortOrder: z.coerce.number().int().min(0).max(10_000) });
