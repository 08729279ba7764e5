import type { TestService } from './index';

/** Ids that cannot name a row: out of an `integer`'s range, negative, zero, fractional, not a number. */
export const IMPOSSIBLE_IDS = ['99999999999999999999', '2147483648', '-1', '0', '1.5', 'abc', '1e3'];

/**
 * Every API route of the service (/api, /internal) with an `:id` in its path, read off fastify's route tree (one line
 * per node, each indented four characters under its parent and holding the rest of the path).
 */
export function idRoutes(service: TestService): { method: string; path: string }[] {
  const tree = (service.app.getHttpAdapter().getInstance() as { printRoutes(options: object): string }).printRoutes({
    commonPrefix: false,
  });
  const parents: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const node = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    const path = `${parents[depth - 1] ?? ''}${node[2]}`;
    parents[depth] = path;
    if (!node[3] || !path.includes(':id') || !/^\/(api|internal)\//.test(path)) continue;
    for (const method of node[3].split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

/**
 * Sends every impossible id to every `:id` route of the service, as the caller `headers` say (an
 * administrator's cookie; the internal token is added), with an empty JSON body for writes.
 * Answers each answer that was not a 404, so a test expects `[]`.
 */
export async function impossibleIdAnswers(service: TestService, headers: Record<string, string>): Promise<string[]> {
  const routes = idRoutes(service);
  if (routes.length === 0) throw new Error('the service has no route with an :id');
  const wrong: string[] = [];
  for (const { method, path } of routes) {
    for (const id of IMPOSSIBLE_IDS) {
      const write = method !== 'GET' && method !== 'DELETE';
      const response = await fetch(`${service.url}${path.replace(':id', encodeURIComponent(id))}`, {
        method,
        headers: {
          'sec-fetch-site': 'same-origin',
          'x-internal-token': process.env.INTERNAL_TOKEN ?? '',
          ...headers,
          ...(write ? { 'content-type': 'application/json' } : {}),
        },
        body: write ? '{}' : undefined,
      });
      if (response.status !== 404) wrong.push(`${method} ${path} with ${id}: ${response.status} ${await response.text()}`);
    }
  }
  return wrong;
}
