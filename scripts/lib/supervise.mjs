// Keeps each part of `npm start` running: a part that ends on its own is started again after a
// back-off, and the console says what ended, when, and when it answered again. A part that keeps
// crashing is left stopped, with a message naming it and its log; the rest of the site runs on.

/** The first wait before a restart; it doubles with each crash in a row, up to {@link MAX_BACKOFF_MS}. */
export const FIRST_BACKOFF_MS = 500;
export const MAX_BACKOFF_MS = 10000;
/** A part that stayed up this long starts the back-off from the beginning when it next ends. */
export const STEADY_MS = 60000;
/** This many crashes within {@link CRASH_WINDOW_MS} is a crash loop: restarting would not help. */
export const CRASH_LOOP_COUNT = 5;
export const CRASH_WINDOW_MS = 60000;

/** The wall-clock time of a moment, as the console shows it (15:03:12). @param {number} at */
export const clock = (at) => new Date(at).toLocaleTimeString('en-GB', { hour12: false });

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * @typedef {object} Part
 * @property {string} name how the console names it (`svc-commerce`, `gateway`, `PostgreSQL`)
 * @property {() => import('node:child_process').ChildProcess | Promise<import('node:child_process').ChildProcess>} launch
 *   starts it; a promise that rejects is a start that failed (counted as a crash)
 * @property {() => Promise<void>} [ready] resolves once a restarted part serves again (then announced with the time it took);
 *   without it, a restart is announced once launched
 * @property {string} log where its output goes, as shown to the reader
 */

/**
 * Launches `part` (or takes `running`, already launched) and keeps it running until `stopping()` answers true.
 * @param {Part} part
 * @param {{ say: (line: string) => void, stopping: () => boolean }} io
 * @param {import('node:child_process').ChildProcess} [running]
 * @returns {Promise<{ current: () => import('node:child_process').ChildProcess | undefined }>} once first launched
 *   (a first launch that fails throws: the start fails, as before supervision)
 */
export async function supervise(part, { say, stopping }, running) {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  /** Crashes in a row, each one less than STEADY_MS after its start: the exponent of the back-off. */
  let inARow = 0;
  /** When recent crashes happened, for the crash-loop rule. */
  let crashes = [];

  /** @param {import('node:child_process').ChildProcess} launched @param {number} startedAt @param {number} [diedAt] */
  function watch(launched, startedAt, diedAt) {
    child = launched;
    if (diedAt !== undefined) announceReady(launched, diedAt);
    launched.once('exit', (code, signal) => ended(signal ?? `code ${code}`, startedAt));
  }

  /** @param {import('node:child_process').ChildProcess} launched @param {number} diedAt */
  function announceReady(launched, diedAt) {
    const alive = () => child === launched && launched.exitCode === null && launched.signalCode === null;
    if (!part.ready) return say(`${part.name} restarted`);
    part.ready().then(
      () => alive() && !stopping() && say(`${part.name} restarted; ready again ${seconds(Date.now() - diedAt)} after it ended`),
      // It ended again meanwhile (announced as such), or never answered: its log tells why.
      () => alive() && !stopping() && say(`${part.name} restarted but is not answering; see ${part.log}`),
    );
  }

  /** @param {string} how @param {number} startedAt */
  function ended(how, startedAt) {
    if (stopping()) return;
    const at = Date.now();
    inARow = at - startedAt >= STEADY_MS ? 0 : inARow + 1;
    crashes = [...crashes.filter((t) => at - t < CRASH_WINDOW_MS), at];
    if (crashes.length >= CRASH_LOOP_COUNT) {
      say(
        `${part.name} exited (${how}) at ${clock(at)}, its ${CRASH_LOOP_COUNT}th crash within ${CRASH_WINDOW_MS / 1000} s: ` +
          `not restarting it. Its log: ${part.log}. The rest of the site keeps running; ` +
          `stop with Ctrl-C and run npm start again once it is fixed.`,
      );
      return;
    }
    const delay = Math.min(FIRST_BACKOFF_MS * 2 ** (inARow - 1), MAX_BACKOFF_MS);
    say(`${part.name} exited (${how}) at ${clock(at)}; restarting it in ${seconds(delay)} (log: ${part.log})`);
    setTimeout(() => void restart(at), delay);
  }

  /** @param {number} diedAt */
  async function restart(diedAt) {
    if (stopping()) return;
    const startedAt = Date.now();
    try {
      watch(await part.launch(), startedAt, diedAt);
    } catch (error) {
      if (error) say(`${part.name} could not start: ${error instanceof Error ? error.message : String(error)}`);
      ended('start failed', startedAt);
    }
  }

  watch(running ?? (await part.launch()), Date.now());
  return { current: () => child };
}
