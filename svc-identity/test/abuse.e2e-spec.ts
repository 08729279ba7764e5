import { PASSWORD_RESET_MESSAGES } from '@atelier/contracts';
import {
  expectRateLimit,
  failedBadly,
  malformedBodies,
  notRefusedProperly,
  sendAbuse,
  startTestService,
  type TestService,
} from '@atelier/service-kit/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';

const ADMIN = { email: 'artist@example.com', password: 'correct horse battery' };

/** Every request from its own address, so neither the sign-in throttle nor the reset limit answers instead. */
let address = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` });

describe('sign-in and password reset under abuse', () => {
  let service: TestService;
  let db: DataSource;

  beforeAll(async () => {
    service = await startTestService(AppModule, {
      name: 'identity',
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, COOKIE_SECURE: 'false', MAILING_URL: 'http://127.0.0.1:9' },
    });
    db = service.app.get(DataSource);
  });
  afterAll(() => service?.close());

  /** Sessions, reset tokens, recorded failures, and the password itself. */
  const stored = async () =>
    (
      await db.query(
        `SELECT (SELECT count(*) FROM sessions)::int AS sessions, (SELECT count(*) FROM password_reset_tokens)::int AS tokens,
                (SELECT count(*) FROM login_failures)::int AS failures, (SELECT string_agg(password_hash, ',') FROM admins) AS passwords`,
      )
    )[0];

  describe.each([
    { path: '/api/admin/login', valid: ADMIN },
    { path: '/api/admin/password-reset/request', valid: { email: ADMIN.email } },
    // A token of the right shape; whether it is known is the service's business, not the shape's.
    { path: '/api/admin/password-reset/confirm', valid: { token: 'x'.repeat(43), password: 'a whole new password' } },
  ])('$path', ({ path, valid }) => {
    it('refuses at least 200 malformed bodies with a 4xx JSON error and stores nothing', async () => {
      const { malformed } = malformedBodies(valid, { untrimmed: ['password'] });
      expect(malformed.length).toBeGreaterThanOrEqual(200);
      const before = await stored();
      const answers = await sendAbuse(`${service.url}${path}`, malformed, { headers: fromNewAddress });
      expect(notRefusedProperly(answers)).toEqual([]);
      expect(await stored()).toEqual(before);
    });

    it('answers hostile but well-formed bodies without a server error', async () => {
      // All at once: wrong sign-ins for one account are slowed down one after another.
      const { hostile } = malformedBodies(valid);
      const answers = await sendAbuse(`${service.url}${path}`, hostile, { headers: fromNewAddress, concurrency: hostile.length });
      expect(failedBadly(answers)).toEqual([]);
    });
  });

  it('answers one password reset request over the limit with 429 and Retry-After', async () => {
    const headers = { 'content-type': 'application/json', ...fromNewAddress() };
    const request = () =>
      fetch(`${service.url}/api/admin/password-reset/request`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'stranger@example.com' }),
      });
    await expectRateLimit(request, 10, PASSWORD_RESET_MESSAGES.tooMany);
  });

  /** Each reset request answers after 400 ms whatever happens (so timing tells nothing): a dozen take a while. */
  const RESET_SERIES_MS = 30_000;
  const resetRequest = (forwardedFor: string) =>
    fetch(`${service.url}/api/admin/password-reset/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email: 'stranger@example.com' }),
    });

  it(
    'counts an IPv6 visitor by their /64: a fresh address from the same network gets no fresh budget',
    async () => {
      const statuses = [];
      for (let n = 1; n <= 11; n++) statuses.push((await resetRequest(`2001:db8:7:9:${n.toString(16)}::${n}`)).status);
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
      expect((await resetRequest('2001:db8:7:9:ffff:ffff:ffff:ffff')).status).toBe(429);
      // The neighbouring /64 is another visitor.
      expect((await resetRequest('2001:db8:7:a::1')).status).toBe(200);
    },
    RESET_SERIES_MS,
  );

  it(
    'lets no more than the limit through across the turn of a window (a sliding count)',
    async () => {
      const tenMinutes = 10 * 60_000;
      const turn = (Math.floor(Date.now() / tenMinutes) + 1) * tenMinutes;
      const now = jest.spyOn(Date, 'now');
      try {
        now.mockReturnValue(turn - 1000);
        for (let n = 0; n < 10; n++) expect((await resetRequest('198.51.100.77')).status).toBe(200);
        // A fixed window would start afresh here and let ten more through.
        now.mockReturnValue(turn + 1000);
        const after = await resetRequest('198.51.100.77');
        expect(after.status).toBe(429);
        // The refused request counts too (a caller who keeps knocking keeps its own budget spent): room for one
        // more once two tenths of the last window have slid out of view, two minutes after the turn.
        expect(Number(after.headers.get('retry-after'))).toBe(120 - 1);
        now.mockReturnValue(turn + 119_000);
        expect((await resetRequest('198.51.100.77')).status).toBe(429);
        now.mockReturnValue(turn + 3 * 60_000);
        expect((await resetRequest('198.51.100.77')).status).toBe(200);
      } finally {
        now.mockRestore();
      }
    },
    RESET_SERIES_MS,
  );
});
