import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, test } from './journey';
import { ARCHITECTURE_API_CALLS, SPEC_API_CALLS, type ApiCall } from '@atelier/contracts';

const SIGN_IN_CALLS = /^\/api\/admin\/(login|logout|status|password-reset\/)/;

/** Every admin call of requirements §7 and of the architecture, in every service, with ids no painting or customer has. */
const adminCalls: ApiCall[] = [...SPEC_API_CALLS, ...ARCHITECTURE_API_CALLS]
  .filter(
    ([method, path]) =>
      (path.startsWith('/api/admin/') && !SIGN_IN_CALLS.test(path)) ||
      ['GET /api/bookings', 'GET /api/newsletter', 'DELETE /api/paintings/7'].includes(`${method} ${path}`),
  )
  .map(([method, path, service]) => [method, path.replace(/\/\d+(\/|$)/, '/999999$1'), service] as const);

async function send(request: APIRequestContext, [method, path]: ApiCall, headers: Record<string, string> = {}) {
  const response = await request.fetch(path, {
    method,
    headers: {
      'sec-fetch-site': 'same-origin',
      ...headers,
      ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
    },
    data: method === 'GET' || method === 'DELETE' ? undefined : {},
  });
  return response.status();
}

async function signIn(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: ADMIN, headers: { 'sec-fetch-site': 'same-origin' } });
  expect(response.status()).toBe(200);
  return response.headers()['set-cookie']!.split(';')[0]!;
}

test.describe('admin API through nginx', () => {
  test('every admin call refuses anonymous callers with 401', async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const answers = await Promise.all(adminCalls.map(async (call) => `${call[0]} ${call[1]} ${await send(anonymous, call)}`));
    expect(answers).toEqual(adminCalls.map(([method, path]) => `${method} ${path} 401`));
  });

  test('with a session every admin call gets past the guard, a cross-site write gets 403, and the old cookie is refused after logout', async ({
    playwright,
    baseURL,
  }) => {
    const context = await playwright.request.newContext({ baseURL });
    const cookie = await signIn(context);
    const bare = await playwright.request.newContext({ baseURL });

    for (const call of adminCalls) {
      const status = await send(bare, call, { cookie });
      expect
        .soft([call[0], call[1], [401, 403].includes(status) ? 'refused' : status === 500 ? 'crashed' : 'passed'])
        .toEqual([call[0], call[1], 'passed']);
      if (call[0] !== 'GET')
        expect
          .soft([call[0], call[1], await send(bare, call, { cookie, 'sec-fetch-site': 'cross-site' })])
          .toEqual([call[0], call[1], 403]);
    }

    expect((await bare.post('/api/admin/logout', { headers: { cookie, 'sec-fetch-site': 'same-origin' } })).status()).toBe(200);
    // Services trust an identity answer for at most 5 s.
    await new Promise((resolve) => setTimeout(resolve, 5200));
    for (const call of adminCalls) expect.soft([call[0], call[1], await send(bare, call, { cookie })]).toEqual([call[0], call[1], 401]);
  });
});
