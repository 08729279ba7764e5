// Starts the real svc-identity (its built dist) for integration tests of admin routes in
// other services: the admin guard then asks a real identity service, never a stand-in.
import { startServiceProcess } from './service-process.mjs';

export const TEST_ADMIN = { email: 'artist@example.com', password: 'test admin password' };

/**
 * @param {{ internalToken: string }} options the INTERNAL_TOKEN the service under test uses
 * @returns {Promise<{ url: string, signIn: () => Promise<string>, stop: () => Promise<void> }>}
 *   `signIn()` answers a `Cookie` header value for a fresh admin session.
 */
export async function startIdentityService({ internalToken }) {
  const service = await startServiceProcess('svc-identity', {
    INTERNAL_TOKEN: internalToken,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    COOKIE_SECURE: 'false',
  });
  const { url, port } = service;

  return {
    url,
    async signIn() {
      const response = await fetch(`${url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${port % 250}.${Math.floor(Math.random() * 250)}` },
        body: JSON.stringify(TEST_ADMIN),
      });
      if (!response.ok) throw new Error(`test sign-in failed: ${response.status} ${await response.text()}`);
      return response.headers.get('set-cookie').split(';')[0];
    },
    stop: () => service.stop(),
  };
}
