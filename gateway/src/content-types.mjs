/**
 * Content types of the files the gateway serves, shared by both gateways (rendered into
 * nginx's `types` block) so a file gets the same type whichever gateway serves it.
 */
import path from 'node:path';

/** @type {Record<string, string>} extension → type */
export const CONTENT_TYPES = {
  html: 'text/html',
  js: 'text/javascript',
  mjs: 'text/javascript',
  css: 'text/css',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  txt: 'text/plain',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  // The site's films (uploaded in the admin's site settings, under /media/site/).
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/**
 * Text types: served with `charset=utf-8`, `Vary: Accept-Encoding`, and compressed: the build's
 * brotli or gzip copy when there is one (COMPRESSED_COPIES), else gzip on the fly from 1 KB.
 */
export const TEXT_TYPES = [
  'text/html',
  'text/javascript',
  'text/css',
  'text/plain',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
];

/**
 * The Content-Type header for a file name.
 * @param {string} fileName
 */
export function contentTypeOf(fileName) {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  const type = CONTENT_TYPES[extension] ?? DEFAULT_CONTENT_TYPE;
  return TEXT_TYPES.includes(type) ? `${type}; charset=utf-8` : type;
}

/** @param {string} type a Content-Type, with or without parameters */
export function isCompressible(type) {
  return TEXT_TYPES.includes(type.split(';')[0]?.trim() ?? '');
}

/**
 * The compressed copies the build writes beside a file (libs/ui/webpack/precompress.cjs), in the
 * order both gateways prefer them when the client accepts both.
 * @type {{ coding: 'br' | 'gzip', extension: string }[]}
 */
export const COMPRESSED_COPIES = [
  { coding: 'br', extension: '.br' },
  { coding: 'gzip', extension: '.gz' },
];

/**
 * Whether an Accept-Encoding header accepts a content coding: named, without `q=0`. As nginx reads
 * it for gzip; `*` counts for nothing, and among accepted codings the server's order wins.
 * @param {string | undefined} acceptEncoding
 * @param {string} coding
 */
export function acceptsCoding(acceptEncoding, coding) {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.map((param) => /^q\s*=\s*([\d.]+)$/.exec(param)?.[1]).find((value) => value !== undefined);
    return name === coding && (q === undefined || Number(q) > 0);
  });
}

/** acceptsCoding(header, coding) as a regex on the header, for nginx (case-insensitive, `~*`). @param {string} coding */
export const nginxAccepts = (coding) => `(?:^|,)\\s*${coding}\\s*(?:$|,|;(?!\\s*q\\s*=\\s*(?=[0.])0*\\.?0*\\s*(?:$|[,;])))`;
export const NGINX_ACCEPTS_BR = nginxAccepts('br');
