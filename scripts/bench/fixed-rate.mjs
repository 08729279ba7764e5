// An open-loop load at a fixed rate: request n is sent at start + n / rate, evenly spaced, whether
// or not earlier answers have come back (as visitors arrive), over a pool of keep-alive connections.
// autocannon's `overallRate` is not that: each connection sends its whole quota for the second
// back to back when the second starts, then waits, so "300 req/s" is a burst at full concurrency
// every second, and its coordinated-omission correction assumes a 1 ms interval between requests.
import http from 'node:http';

/**
 * Sends `rate` requests per second for `duration` seconds to `baseUrl` + `nextPath()`, at most
 * `connections` at a time (more wait in the pool's queue, and that wait counts in their latency).
 * Answers autocannon-shaped figures: requests per second, latency percentiles in ms (from the
 * moment each request was due, or sent if earlier, to its last byte), errors, timeouts and non-2xx answers; with
 * `classify(headers)`, how many answers fell in each class it names.
 */
export async function atFixedRate({ baseUrl, nextPath, headers, rate, duration, connections, timeoutMs = 10_000, classify }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = rate * duration;
  const latencies = [];
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;
  /** @type {Record<string, number>} */
  const classes = {};
  const started = performance.now();
  const pending = [];
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    // Timed from when it was due, or from when it went if that was earlier (a wait under 1 ms is not slept).
    const from = Math.min(due, performance.now());
    pending.push(
      send(`${baseUrl}${nextPath()}`, { agent, headers, timeout: timeoutMs }).then(
        ({ status, headers: answered }) => {
          latencies.push(performance.now() - from);
          if (status < 200 || status > 299) non2xx++;
          if (classify) {
            const name = classify(answered);
            classes[name] = (classes[name] ?? 0) + 1;
          }
        },
        (error) => (error.code === 'ETIMEDOUT' ? timeouts++ : errors++),
      ),
    );
  }
  await Promise.all(pending);
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (share) => round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0);
  return {
    requests: { average: latencies.length / elapsedSeconds, total: latencies.length },
    latency: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: round(latencies.at(-1) ?? 0) },
    errors,
    timeouts,
    non2xx,
    classes,
  };
}

/** One GET, body read to its end; answers the status and headers. */
function send(url, options) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, options, (response) => {
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers }));
      response.resume();
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('request timed out'), { code: 'ETIMEDOUT' })));
    request.on('error', reject);
  });
}

const round = (ms) => Math.round(ms * 10) / 10;
