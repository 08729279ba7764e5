import { expect, test } from './journey';
import { SPEC_API_CALLS } from '@atelier/contracts';

// Every method and path of requirements §7 reaches the service that owns it, through real nginx
// to the real services (each stamps X-Service, whatever it answers).
test('every requirements §7 call reaches the service that owns it', async ({ request }) => {
  const misrouted: string[] = [];
  for (const [method, path, service] of SPEC_API_CALLS) {
    const response = await request.fetch(path, {
      method,
      headers: { 'content-type': 'application/json' },
      data: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    const answeredBy = response.headers()['x-service'];
    if (answeredBy !== service)
      misrouted.push(`${method} ${path}: expected ${service}, answered by ${answeredBy ?? 'nobody'} (${response.status()})`);
  }
  expect(misrouted).toEqual([]);
});

test('the gateway never routes /internal/* and answers unknown API paths with JSON', async ({ request }) => {
  for (const path of ['/internal/sessions/introspect', '/api/no-such-thing']) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(response.headers()['x-service']).toBeUndefined();
  }
});
