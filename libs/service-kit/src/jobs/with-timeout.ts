/**
 * Waits at most `ms` for a promise. The work itself is not cancelled: a queue `add` held up
 * by a Redis outage still completes when Redis returns, which the job ids make harmless.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** How long a request waits for the queue before answering anyway (the row is already stored). */
export const QUEUE_ADD_TIMEOUT_MS = 2000;
