// What bench:pages and bench:api do with each address: measure it three ways (saturated; the very
// bytes it sends, as a file nginx serves, saturated too; then at a fixed rate) and judge the
// figures against their targets, nginx sending the same bytes being the ceiling.
import autocannon from 'autocannon';
import { atFixedRate } from './fixed-rate.mjs';
import { say } from './stack.mjs';

/** Requests per second of the fixed-rate run. */
export const RATE = 300;
/** Concurrent connections of every run. */
const CONNECTIONS = 20;

/**
 * One address three ways, each printed as it ends: `path` saturated, `sameBytesPath` (the same
 * bytes as a static file) saturated, then `path` at RATE per second. With `nextPath`, each
 * request asks the next address it answers instead. `classes` names what `classify(headers)` can
 * answer, with the words the line prints for each: `atRate` counts the answers in each class.
 * @param {{ baseUrl: string }} stack
 * @param {{ path: string, nextPath?: () => string, headers: Record<string, string>, sameBytesPath: string,
 *   duration: number, classify: (headers: Record<string, unknown>) => string, classes: Record<string, string> }} address
 */
export async function measureThreeWays(stack, { path, nextPath, headers, sameBytesPath, duration, classify, classes }) {
  const saturated = figures(
    await autocannon({
      url: `${stack.baseUrl}${nextPath ? nextPath() : path}`,
      headers,
      connections: CONNECTIONS,
      duration,
      // Only when asked: autocannon's per-request setup costs the client time.
      ...(nextPath && { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] }),
    }),
  );
  say(`  saturated: ${saturated.requestsPerSecond} req/s, p99 ${saturated.latencyMs.p99} ms, non-2xx ${saturated.non2xx}`);
  const sameBytes = figures(
    await autocannon({ url: `${stack.baseUrl}${sameBytesPath}`, headers: { accept: headers.accept }, connections: CONNECTIONS, duration }),
  );
  say(`  the same bytes as a file: ${sameBytes.requestsPerSecond} req/s, p99 ${sameBytes.latencyMs.p99} ms`);
  const fixed = await atFixedRate({
    baseUrl: stack.baseUrl,
    nextPath: nextPath ?? (() => path),
    headers,
    rate: RATE,
    duration,
    connections: CONNECTIONS,
    classify,
  });
  const atRate = { ...figures(fixed), ...Object.fromEntries(Object.keys(classes).map((name) => [name, fixed.classes[name] ?? 0])) };
  say(
    `  at ${RATE}/s: ${atRate.requestsPerSecond} req/s, p50 ${atRate.latencyMs.p50} ms, p99 ${atRate.latencyMs.p99} ms; ` +
      Object.entries(classes)
        .map(([name, words]) => `${words} ${atRate[name]}`)
        .join(', '),
  );
  return { saturated, sameBytes, atRate };
}

/**
 * Judges each gateway's results, in the order measured, and prints a line for each. Every result
 * is held to a p99 of at most `p99Ms` at RATE per second, sustained, without errors, and to
 * `problems(result)`. Its saturated throughput, as a share of nginx sending the same bytes in this
 * run (the nginx stack's; else the Node gateway's own file serving), is kept in it as
 * `shareOfStatic` and held to `shareOfStatic` where `shareAskedOf(gateway)`. Answers what missed.
 * @template {{ path: string, saturated: Figures, sameBytes: Figures, atRate: Figures, shareOfStatic?: number }} Result
 * @param {Record<string, Result[]>} byGateway
 * @param {{ p99Ms: number, shareOfStatic: number, shareAskedOf?: (gateway: string) => boolean,
 *   problems?: (result: Result) => (string | false)[], note: (result: Result) => string }} targets
 * @returns {string[]}
 */
export function judge(byGateway, { p99Ms, shareOfStatic, shareAskedOf = () => true, problems = () => [], note }) {
  const missed = [];
  for (const [gateway, results] of Object.entries(byGateway)) {
    for (const [index, result] of results.entries()) {
      const ceiling = byGateway.nginx?.[index] ?? result;
      const ceilingName = byGateway.nginx ? 'nginx' : 'the node gateway';
      const share = result.saturated.requestsPerSecond / ceiling.sameBytes.requestsPerSecond;
      result.shareOfStatic = Number(share.toFixed(3));
      const { atRate } = result;
      const found = [
        shareAskedOf(gateway) && share < shareOfStatic && `below ${shareOfStatic * 100} % of ${ceilingName} sending the same bytes`,
        atRate.latencyMs.p99 > p99Ms && `p99 ${atRate.latencyMs.p99} ms > ${p99Ms} ms`,
        atRate.requestsPerSecond < RATE * 0.97 && `sustained only ${atRate.requestsPerSecond} of ${RATE} req/s`,
        atRate.errors + atRate.timeouts + atRate.non2xx > 0 &&
          `${atRate.errors} errors, ${atRate.timeouts} timeouts, ${atRate.non2xx} non-2xx`,
        ...problems(result),
      ].filter(Boolean);
      if (found.length) missed.push(`${gateway} ${result.path}`);
      say(
        `  ${`${gateway}: ${result.path}`.padEnd(44)} ${String(result.saturated.requestsPerSecond).padStart(6)} req/s ` +
          `(p99 ${result.saturated.latencyMs.p99} ms) vs ${ceilingName} same bytes ${ceiling.sameBytes.requestsPerSecond} = ${(share * 100).toFixed(1)} %; ` +
          `at ${RATE}/s p99 ${atRate.latencyMs.p99} ms, ${note(result)}  ` +
          (found.length ? `MISSED: ${found.join('; ')}` : 'ok'),
      );
    }
  }
  return missed;
}

/**
 * @typedef {{ requestsPerSecond: number, requests: number, latencyMs: Record<'p50' | 'p90' | 'p99' | 'max', number>,
 *   errors: number, timeouts: number, non2xx: number }} Figures
 */

/**
 * What a result file keeps of an autocannon (or autocannon-shaped) result.
 * @param {{ requests: { average: number, total: number }, latency: Record<string, number>, errors: number, timeouts: number, non2xx: number }} result
 * @returns {Figures}
 */
function figures(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
