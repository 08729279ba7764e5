import { describe, expect, test } from '@jest/globals';
import { describeGateway } from './gateway-behaviour.mjs';
import { request, startNginx } from './harness.mjs';

describeGateway('nginx', startNginx);

describe('nginx with compose host names', () => {
  test('starts while the services cannot be resolved yet, and answers a JSON 503 within 2 s', async () => {
    // Port 9 of the loopback has no DNS server: every lookup fails, as before a container is up.
    const env = { CATALOG_URL: 'http://svc-catalog:3001', SHELL_URL: 'http://web-shell:8080', RESOLVER: '127.0.0.1:9' };
    const gateway = await startNginx({ env, repoRoot: '/nonexistent' });
    try {
      const answer = await request(gateway.url, 'GET', '/api/paintings');
      expect(answer.status).toBe(503);
      expect(answer.json()).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
      expect(answer.ms).toBeLessThan(2000);
    } finally {
      await gateway.stop();
    }
  }, 20_000);
});
