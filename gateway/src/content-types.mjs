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
};

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Text types: served with `charset=utf-8` and compressed with gzip. */
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
