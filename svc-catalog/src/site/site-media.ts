import type { SiteMediaUse } from '@atelier/contracts';
import sharp from 'sharp';
import { decodeDataUrl, sniffImageFormat } from '../images/image-intake';
import { filmContainer } from './film-container';
import { Refusal } from '@atelier/service-kit';

export const UNSUPPORTED_PICTURE = 'Unsupported image. Please upload a JPEG, PNG, WebP or AVIF picture.';
export const UNSUPPORTED_VIDEO = 'Unsupported video. Please upload an MP4 or WebM film.';

/** What a share card and a film's poster are drawn at. */
const SHARE_IMAGE = { width: 1200, height: 630 };
const POSTER_MAX_WIDTH = 2400;

export interface SiteMediaFile {
  bytes: Buffer;
  extension: 'jpg' | 'mp4' | 'webm';
}

/**
 * Checks an upload by its content and makes it what the site serves: pictures re-encoded as
 * JPEG without their metadata (a share image cropped to 1200 × 630), films kept as sent.
 */
export async function prepareSiteMedia(use: SiteMediaUse, dataUrl: string): Promise<SiteMediaFile> {
  const bytes = decodeDataUrl(dataUrl);
  if (use === 'video') {
    const extension = filmContainer(bytes);
    if (!extension) throw new Refusal('VALIDATION_FAILED', UNSUPPORTED_VIDEO);
    return { bytes, extension };
  }
  const format = sniffImageFormat(bytes);
  if (!format || format === 'gif') throw new Refusal('VALIDATION_FAILED', UNSUPPORTED_PICTURE);
  try {
    const image = sharp(bytes).rotate();
    const sized =
      use === 'share-image'
        ? image.resize({ ...SHARE_IMAGE, fit: 'cover', position: 'attention' })
        : image.resize({ width: POSTER_MAX_WIDTH, withoutEnlargement: true });
    return { bytes: await sized.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), extension: 'jpg' };
  } catch {
    throw new Refusal('VALIDATION_FAILED', UNSUPPORTED_PICTURE);
  }
}
