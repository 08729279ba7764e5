import { z } from 'zod';
import { PAINTING_CURRENCIES } from './currency';
import { PAINTING_DEFAULTS } from './paintings';

const blankToNull = (value: unknown) =>
  value === '' || value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

const requiredNumber = (message: string) => z.coerce.number({ error: message }).refine((n) => Number.isFinite(n) && n > 0, { message });

/** Fields the admin painting form sends (SPEC §5). Empty numeric and GPS fields become null. */
export const paintingInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  medium: z.string().trim().min(1, 'Medium is required').max(200).default(PAINTING_DEFAULTS.medium),
  description: z.preprocess(blankToNull, z.string().max(5000).nullable()).default(null),
  frameInfo: z.preprocess(blankToNull, z.string().max(1000).nullable()).default(PAINTING_DEFAULTS.frameInfo),
  width: requiredNumber('Width is required'),
  height: requiredNumber('Height is required'),
  year: z.preprocess(blankToNull, z.coerce.number().int().min(1900).max(2200).nullable()).default(() => new Date().getFullYear()),
  price: requiredNumber('Price is required'),
  currency: z.enum(PAINTING_CURRENCIES).default('NZD'),
  location: z.preprocess(blankToNull, z.string().max(300).nullable()).default(PAINTING_DEFAULTS.location),
  gpsLatitude: z.preprocess(blankToNull, z.coerce.number().min(-90).max(90).nullable()).default(null),
  gpsLongitude: z.preprocess(blankToNull, z.coerce.number().min(-180).max(180).nullable()).default(null),
  available: z.boolean().default(true),
  featured: z.boolean().default(false),
});
export type PaintingInput = z.infer<typeof paintingInputSchema>;

/** Admin edits send any subset of the painting fields. */
export const paintingUpdateSchema = paintingInputSchema.partial();
export type PaintingUpdate = z.infer<typeof paintingUpdateSchema>;

export const visibilitySchema = z.object({ hidden: z.boolean({ error: 'hidden must be true or false' }) });

/** Largest image file accepted (SPEC §9), before base64. */
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
