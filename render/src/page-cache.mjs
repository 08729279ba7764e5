/**
 * The page cache (README.md, Page cache): the rendered HTML of the anonymous public pages, kept as
 * files the gateways send as they send any file, and dropped the moment what they show changes.
 *
 * The gateway decides which requests may share a page and names the page's key (its currency,
 * path and canonical query, if any) in `X-Page-Cache-Key`; this process writes the page under `<dir>/current/<key>/page.html`
 * with its brotli and gzip copies. Every service announces a committed public change on Redis
 * (service kit's PublicChanges); on each, every render process moves `current` away and deletes
 * it. A hold ends by time with no announcement, so a page is also dropped when the earliest live
 * hold runs out (`/api/reservations`, read again after every change). While this process cannot
 * hear the channel or does not know the holds, it writes nothing and keeps nothing.
 *
 * The API's public reads (the gateway's routes.json `pageCache.api`) are kept the same way, under
 * `<dir>/current/api/...`: this process is not on their path, so after every drop it fetches each
 * from the service (through the gateway, past the kept ones) and keeps each 200 sent with the
 * headers the gateways send a kept answer with.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { subscribe } from './redis-subscriber.mjs';

/** @type {{ contentType: string, cacheControl: string, answers: { exact?: string, regex?: string, name: string }[] }} */
const KEPT_API = JSON.parse(readFileSync(new URL('../../gateway/routes.json', import.meta.url), 'utf8')).pageCache.api;
const API_FILE = 'answer.json';
/** The answers kept: each fixed path, and each painting the public list shows (hidden or unknown ones answer 404, never kept). */
const FIXED_ANSWERS = KEPT_API.answers.flatMap(({ exact }) => (exact ? [exact] : []));
const PAINTING = /** @type {string} */ (KEPT_API.answers.find(({ regex }) => regex)?.regex);
/** A cookie the gateways never share a kept answer with: the fill reads the service itself, never a kept answer. */
const FILL_COOKIE = 'page-cache-fill=1';
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * What the gateways may name (routes.json `pageCache`): a currency (or `default`) and a page, the
 * collection's with the canonical query it was asked with, if any (`default/collection/sort=title&page=2`).
 */
const KEY =
  /^(?:default|[A-Z]{3})\/(?:home|collection(?:\/([a-z0-9]+=[a-z0-9]+(?:&[a-z0-9]+=[a-z0-9]+)*))?|adventures|commissions|painting\/[0-9]{1,9})$/;
/**
 * Dropped again this long after each change: a replica of the catalogue hears its peers' change
 * over PostgreSQL while this process hears Redis, and a page rendered in between may show the old.
 */
const SECOND_DROP_MS = 1000;
/** A hold's page goes this long after the hold's end, so a render started just before it cannot keep Reserved. */
const HOLD_MARGIN_MS = 1000;
const HOLDS_RETRY_MS = 2000;

/**
 * @typedef {{ html: Buffer, br: Buffer, gzip: Buffer }} PageCopies
 * @param {{ dir: string, redisUrl: string, channel: string, gatewayUrl: string, log: (level: number, msg: string, fields?: Record<string, unknown>) => void }} options
 */
export function createPageCache({ dir, redisUrl, channel, gatewayUrl, log }) {
  const current = join(dir, 'current');
  let generation = 0;
  let subscribed = false;
  let holdsKnown = false;
  /** @type {NodeJS.Timeout[]} */
  let holdTimers = [];
  /** @type {NodeJS.Timeout | undefined} */
  let holdsRetry;
  /** Reads of the holds started: only the latest one's answer counts. */
  let holdReads = 0;

  /** Every kept page goes; a page being rendered now is not kept. */
  async function drop() {
    generation++;
    const away = join(dir, `.dropped-${randomUUID()}`);
    // In the same turn as the news, before anything else this process does; another render process may have moved it first.
    try {
      renameSync(current, away);
    } catch {
      return;
    }
    await rm(away, { recursive: true, force: true });
  }

  /**
   * Fetches and keeps the API's public reads, unless a change comes meanwhile (the next drop
   * fills again). Each is kept only as a 200 with the headers the gateways send it with.
   */
  async function fill() {
    const ticket = { generation };
    /** @param {string} path */
    async function keepAnswer(path) {
      if (!live(ticket)) return undefined;
      const response = await fetch(`${gatewayUrl}${path}`, { headers: { 'accept-encoding': 'identity', cookie: FILL_COOKIE } });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status >= 500) throw new Error(`${path} answered ${response.status}`);
      const sameHeaders =
        response.headers.get('content-type') === KEPT_API.contentType && response.headers.get('cache-control') === KEPT_API.cacheControl;
      if (response.status !== 200 || !sameHeaders) return undefined;
      const [br, gz] = await Promise.all([
        compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        compressGzip(body, { level: 9 }),
      ]);
      await write(ticket, path.slice(1), API_FILE, { plain: body, br, gzip: gz });
      return body;
    }
    try {
      // The settings first: they are on every page the site shows.
      const [list] = await Promise.all([
        keepAnswer('/api/paintings'),
        ...FIXED_ANSWERS.filter((p) => p !== '/api/paintings').map(keepAnswer),
      ]);
      const ids = list ? /** @type {{ id: number }[]} */ (JSON.parse(list.toString('utf8'))).map(({ id }) => `/api/paintings/${id}`) : [];
      // A few at a time: the catalogue answers other visitors meanwhile.
      for (let i = 0; i < ids.length; i += 8) {
        await Promise.all(
          ids
            .slice(i, i + 8)
            .filter((p) => new RegExp(PAINTING).test(p))
            .map(keepAnswer),
        );
      }
    } catch (error) {
      // The gateway or a service not up yet (a start): again shortly, unless a change came (its drop fills).
      log(40, 'The API answers could not be kept', { err: { message: /** @type {Error} */ (error).message } });
      setTimeout(() => live(ticket) && void fill(), HOLDS_RETRY_MS);
    }
  }

  /** A drop in which nothing was announced (a hold's end, the second drop): the API's answers are fetched again. */
  const dropAndFill = () => void drop().then(fill);

  /** @param {{ generation: number }} ticket */
  const live = (ticket) => subscribed && holdsKnown && ticket.generation === generation;

  /**
   * Writes a kept file and its copies, each complete before the gateways can see it, the plain one
   * last; gone again when a change came meanwhile.
   * @param {{ generation: number }} ticket @param {string} key @param {string} name
   * @param {{ plain: Buffer, br: Buffer, gzip: Buffer }} copies
   */
  async function write(ticket, key, name, copies) {
    if (!live(ticket)) return;
    const folder = join(current, key);
    await mkdir(folder, { recursive: true });
    const id = randomUUID();
    for (const [suffix, bytes] of /** @type {const} */ ([
      ['.br', copies.br],
      ['.gz', copies.gzip],
      ['', copies.plain],
    ])) {
      const file = join(folder, `${name}${suffix}`);
      await writeFile(`${file}.${id}`, bytes);
      await rename(`${file}.${id}`, file);
    }
    if (!live(ticket)) await Promise.all(['', '.br', '.gz'].map((suffix) => rm(join(folder, `${name}${suffix}`), { force: true })));
  }

  /** The live holds' ends, from the API: each drops every page when it comes. */
  async function readHolds() {
    clearTimeout(holdsRetry);
    const read = ++holdReads;
    try {
      const response = await fetch(`${gatewayUrl}/api/reservations`);
      if (!response.ok) throw new Error(`/api/reservations answered ${response.status}`);
      const holds = /** @type {{ until: string }[]} */ (await response.json());
      if (read !== holdReads) return; // a later read, after a later change, decides
      for (const timer of holdTimers) clearTimeout(timer);
      holdTimers = holds.map(({ until }) => setTimeout(dropAndFill, Math.max(0, Date.parse(until) - Date.now()) + HOLD_MARGIN_MS));
      holdsKnown = true;
      void fill();
    } catch (error) {
      if (read !== holdReads) return;
      holdsKnown = false;
      await drop();
      log(40, 'Page cache off until the holds can be read', { err: { message: /** @type {Error} */ (error).message } });
      holdsRetry = setTimeout(() => void readHolds(), HOLDS_RETRY_MS);
    }
  }

  const subscription = subscribe({
    url: redisUrl,
    channel,
    // Changes made while it was not heard are unknown: start afresh.
    onSubscribed: () => {
      subscribed = true;
      void drop().then(readHolds);
      log(30, 'Page cache on: hearing public changes');
    },
    onMessage: (change) => {
      void drop().then(readHolds);
      setTimeout(dropAndFill, SECOND_DROP_MS);
      log(20, 'Public change: kept pages dropped', { change });
    },
    onLost: (reason) => {
      if (subscribed) log(40, 'Page cache off: public changes cannot be heard', { reason });
      subscribed = false;
      void drop();
    },
  });

  // Whatever an earlier run of any render process left.
  void readdir(dir)
    .then((names) =>
      Promise.all(
        names.filter((name) => name.startsWith('.dropped-')).map((name) => rm(join(dir, name), { recursive: true, force: true })),
      ),
    )
    .catch(() => undefined);

  return {
    /**
     * Taken before a page is rendered: its key when the page may be kept (the gateway named one
     * that can be, for the very query rendered, and the cache is on), with the generation it was
     * rendered in; else undefined.
     * @param {string | string[] | undefined} key @param {string} search the request's (`?…`, or empty)
     */
    ticket(key, search) {
      const named = typeof key === 'string' ? KEY.exec(key) : null;
      // A page is kept under its own query only: the gateway's key and the address rendered agree.
      if (!named || (named[1] ?? '') !== search.slice(1) || !subscribed || !holdsKnown) return undefined;
      return { key: /** @type {string} */ (key), generation };
    },
    /**
     * Keeps a rendered page unless a change came while it was rendered (or while it is written).
     * @param {{ key: string, generation: number }} ticket @param {PageCopies} copies
     */
    async keep(ticket, copies) {
      await write(ticket, ticket.key, 'page.html', { plain: copies.html, br: copies.br, gzip: copies.gzip });
    },
    close() {
      subscription.close();
      clearTimeout(holdsRetry);
      for (const timer of holdTimers) clearTimeout(timer);
    },
  };
}
