/**
 * Module Federation's Node runtime loads remote containers and chunks with the global fetch, with
 * no time limit and without looking at the status: a remote that accepts the connection and
 * never answers would hold every page for good, and an error page would be run as JavaScript.
 * So every fetch of this process gets a time limit, and a script (`.js`) that does not answer
 * 2xx fails. The API's answers are left as they are (a 404 is the page's 404).
 */
/** @param {{ timeoutMs: number }} options */
export function guardFetch({ timeoutMs }) {
  const fetchWithoutGuard = globalThis.fetch;
  /** @type {typeof fetch} */
  const guarded = async (input, init = {}) => {
    const response = await fetchWithoutGuard(input, { ...init, signal: init.signal ?? AbortSignal.timeout(timeoutMs) });
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    if (url.pathname.endsWith('.js') && !response.ok) throw new Error(`${url.href} answered ${response.status}`);
    return response;
  };
  globalThis.fetch = guarded;
}
