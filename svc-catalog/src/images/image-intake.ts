import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage, type RequestOptions } from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '@atelier/contracts';
import { Refusal, isRefusal } from '@atelier/service-kit';

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
  if ((base64.length / 4) * 3 - padding > MAX_IMAGE_BYTES) throw new Refusal('PAYLOAD_TOO_LARGE', TOO_LARGE);
  return Buffer.from(base64, 'base64');
}

/** Every failure of an import by URL answers this, so the answers map nothing of the network behind. */
export const IMAGE_URL_FAILED = 'Could not download an image from that URL. Please check the link, or upload the file instead.';

/** A name's addresses, as the system resolver gives them (all of them). */
export type ResolveAll = (hostname: string) => Promise<LookupAddress[]>;
const resolveAll: ResolveAll = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Only public unicast addresses: no loopback, private, link-local, carrier-grade NAT, benchmarking, NAT64, multicast or reserved range. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address); // an IPv4-mapped IPv6 address is judged as the IPv4 one
  return parsed.range() === 'unicast';
}

/**
 * The `lookup` of the download's connection: resolves the name once, refuses it when any of its
 * addresses is not public, and hands the connection the address it checked, so a second answer
 * from DNS (rebinding) cannot send it elsewhere.
 */
export function checkedLookup(resolve: ResolveAll): NonNullable<RequestOptions['lookup']> {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const first = addresses[0];
        if (!first || !addresses.every(({ address }) => isPublicAddress(address)))
          return callback(new Error('not a public address'), '', 4);
        if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, [first]);
        callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, '', 4),
    );
  };
}

/**
 * Downloads an image the artist pointed to: http or https on their standard ports, to a public
 * address only (the catalog must not become a way into the services' own network), no
 * redirects, at most 10 MB. One message for every failure.
 */
export async function downloadImage(url: string, resolve: ResolveAll = resolveAll): Promise<Buffer> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  if ((!secure && target.protocol !== 'http:') || (target.port !== '' && target.port !== (secure ? '443' : '80'))) {
    throw new Refusal('VALIDATION_FAILED', IMAGE_URL_FAILED);
  }
  const response = await new Promise<IncomingMessage>((answered, failed) => {
    const request = (secure ? https : http).get(target, { lookup: checkedLookup(resolve), timeout: FETCH_TIMEOUT_MS }, answered);
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', failed);
  }).catch(() => {
    throw new Refusal('VALIDATION_FAILED', IMAGE_URL_FAILED);
  });
  if (response.statusCode !== 200) {
    response.resume();
    throw new Refusal('VALIDATION_FAILED', IMAGE_URL_FAILED);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response) {
      size += (chunk as Buffer).length;
      if (size > MAX_IMAGE_BYTES) throw new Refusal('PAYLOAD_TOO_LARGE', TOO_LARGE);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    response.destroy();
    throw isRefusal(error, 'PAYLOAD_TOO_LARGE') ? error : new Refusal('VALIDATION_FAILED', IMAGE_URL_FAILED);
  }
  return Buffer.concat(chunks);
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
  if (!format) throw new Refusal('VALIDATION_FAILED', UNSUPPORTED_IMAGE);
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
    throw new Refusal('VALIDATION_FAILED', UNSUPPORTED_IMAGE);
  }
}
