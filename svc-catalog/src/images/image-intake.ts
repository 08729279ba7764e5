import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '@atelier/contracts';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

export const UNSUPPORTED_IMAGE = 'Unsupported image. Please upload a JPEG, PNG, WebP, AVIF or GIF image.';
export const TOO_LARGE = 'Payload too large: the image file exceeds 10MB. Please choose a smaller image (under 10MB).';

const FETCH_TIMEOUT_MS = 10_000;

/** Tells the format by the file's first bytes; the name or declared type never counts. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]$/.test(bytes.subarray(8, 12).toString('latin1'))) return 'avif';
  if (/^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  return null;
}

/** Decodes a data URL, refusing more than 10 MB of file. */
export function decodeDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  const base64 = dataUrl.slice(comma + 1).replace(/\s/g, '');
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if ((base64.length / 4) * 3 - padding > MAX_IMAGE_BYTES) throw new PayloadTooLargeException(TOO_LARGE);
  return Buffer.from(base64, 'base64');
}

/**
 * Downloads an image the artist pointed to. Only public addresses: the catalog must not
 * become a way to reach the services' own network.
 */
export async function downloadImage(url: string): Promise<Buffer> {
  const target = new URL(url);
  const { address } = await lookup(target.hostname).catch(() => {
    throw new BadRequestException('Could not reach that image URL');
  });
  if (isPrivateAddress(address)) throw new BadRequestException('That image URL points to a private address');
  const response = await fetch(target, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).catch(() => {
    throw new BadRequestException('Could not download that image URL');
  });
  if (!response.ok || !response.body) throw new BadRequestException(`The image URL answered ${response.status}`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > MAX_IMAGE_BYTES) throw new PayloadTooLargeException(TOO_LARGE);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 6) {
    const lower = address.toLowerCase();
    if (lower.startsWith('::ffff:')) return isPrivateAddress(lower.slice(7));
    return lower === '::1' || lower === '::' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80');
  }
  const [a = 0, b = 0] = address.split('.').map(Number);
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    a >= 224
  );
}

export interface PreparedImage {
  bytes: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

/**
 * Checks the bytes are an image we accept and rewrites it without metadata (EXIF, GPS of
 * the camera), upright, at full size and high quality: the original the variants come from.
 */
export async function prepareImage(input: Buffer): Promise<PreparedImage> {
  const format = sniffImageFormat(input);
  if (!format) throw new BadRequestException(UNSUPPORTED_IMAGE);
  try {
    if (format === 'gif') {
      const { width = 0, height = 0 } = await sharp(input).metadata();
      return { bytes: input, format, width, height }; // GIF carries no EXIF; re-encoding would lose animation
    }
    const image = sharp(input).rotate();
    const encoded =
      format === 'jpeg'
        ? image.jpeg({ quality: 92, mozjpeg: true })
        : format === 'png'
          ? image.png()
          : format === 'webp'
            ? image.webp({ quality: 92 })
            : image.avif({ quality: 70 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, format, width: info.width, height: info.height };
  } catch {
    throw new BadRequestException(UNSUPPORTED_IMAGE);
  }
}
