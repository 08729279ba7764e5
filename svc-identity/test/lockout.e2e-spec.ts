import { hashToken } from '@atelier/service-kit';
import { startTestService, type TestService } from '@atelier/service-kit/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { ResetTokenEntity } from '../src/password-reset/reset-token.entity';

const ADMIN = { email: 'artist@example.com', password: 'correct horse battery' };
const DEVICE = /^atelier_device=([\w-]{43});/;
/** Twenty argon2 checks, and the growing delay on a guessed account, take a while on a shared machine. */
const GUESSING_MS = 60_000;

/**
 * Strangers guessing the administrator's password from many addresses: they spend the account's
 * budget, never her way in from a browser she used before, and the wait they cause is told truthfully.
 */
describe('sign-in lockout by strangers', () => {
  let service: TestService;
  let db: DataSource;
  let address = 0;
  const nextAddress = () => `10.7.${(++address >> 8) & 255}.${address & 255}`;

  beforeAll(async () => {
    service = await startTestService(AppModule, {
      name: 'identity',
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, COOKIE_SECURE: 'false', MAILING_URL: 'http://127.0.0.1:9' },
    });
    db = service.app.get(DataSource);
  });
  afterAll(() => service?.close());
  afterEach(async () => {
    jest.restoreAllMocks();
    // Each test starts with the account's budget unspent and no trusted browser.
    await db.query(`DELETE FROM request_counters; DELETE FROM login_failures; DELETE FROM trusted_devices`);
  });

  function post(path: string, body: unknown, { from = nextAddress(), cookie }: { from?: string; cookie?: string } = {}) {
    return fetch(`${service.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  }
  const signIn = (password: string, options?: { from?: string; cookie?: string }) =>
    post('/api/admin/login', { email: ADMIN.email, password }, options);
  const deviceCookieOf = (response: Response) => response.headers.getSetCookie().find((cookie) => DEVICE.test(cookie));

  /** 20 wrong passwords, four from each of five addresses (each address within its own limit of five a minute). */
  async function strangersGuess() {
    const addresses = Array.from({ length: 5 }, nextAddress);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, guess) =>
        signIn(`guess ${guess}`, { from: addresses[guess % 5] }).then((response) => response.status),
      ),
    );
    expect(answers).toEqual(Array(20).fill(401));
  }

  it('hands a browser that signs in an HttpOnly device cookie, sent only to the sign-in and stored hashed', async () => {
    const response = await signIn(ADMIN.password);
    expect(response.status).toBe(200);
    const cookie = deviceCookieOf(response)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/admin\/login/);
    const token = DEVICE.exec(cookie)![1]!;
    const rows = await db.query(`SELECT token_hash FROM trusted_devices`);
    expect(rows).toEqual([{ token_hash: hashToken(token) }]);
  });

  it(
    'signs her in from a sixth address after 20 wrong passwords from five, with the device cookie of an earlier sign-in',
    async () => {
      const earlier = await signIn(ADMIN.password);
      const device = DEVICE.exec(deviceCookieOf(earlier)!)![0].slice(0, -1);
      await strangersGuess();
      // The budget is spent: a stranger's 21st guess is refused before the password is checked.
      expect((await signIn('guess 21')).status).toBe(429);

      const response = await signIn(ADMIN.password, { cookie: device });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
      // The cookie is replaced at each sign-in; the one shown is spent.
      const replaced = DEVICE.exec(deviceCookieOf(response)!)![0].slice(0, -1);
      expect(replaced).not.toBe(device);
      expect((await signIn(ADMIN.password, { cookie: device })).status).toBe(429);
      expect((await signIn(ADMIN.password, { cookie: replaced })).status).toBe(200);
    },
    GUESSING_MS,
  );

  it(
    'tells a browser without one how long to wait, truthfully, and strangers knocking meanwhile do not stretch it',
    async () => {
      await strangersGuess();
      const refused = await signIn(ADMIN.password, { cookie: 'atelier_device=forged-or-from-another-site' });
      const refusedAt = Date.now();
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      // 20 in a sliding quarter hour (this window's count plus the last one's, weighted): room again at
      // the latest once this window has ended and a twentieth of the next has passed.
      expect(retryAfter).toBeGreaterThan(45);
      expect(retryAfter).toBeLessThanOrEqual(16 * 60);
      const wait = retryAfter < 60 ? `${retryAfter} seconds` : `${Math.ceil(retryAfter / 60)} minutes`;
      expect(await refused.json()).toMatchObject({
        statusCode: 429,
        message: `Too many sign-in attempts. Please wait ${wait} and try again.`,
      });

      for (let knock = 0; knock < 10; knock++) {
        const again = await signIn(`knock ${knock}`);
        expect(again.status).toBe(429);
        expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(retryAfter);
      }

      const now = jest.spyOn(Date, 'now');
      now.mockReturnValue(refusedAt + (retryAfter - 5) * 1000);
      expect((await signIn(ADMIN.password)).status).toBe(429);
      now.mockReturnValue(refusedAt + retryAfter * 1000);
      const waited = await signIn(ADMIN.password);
      expect(waited.status).toBe(200);
      expect(deviceCookieOf(waited)).toMatch(DEVICE);
    },
    GUESSING_MS,
  );

  it(
    'trusts the browser that resets the password, so she gets in from a new browser while strangers keep guessing',
    async () => {
      await strangersGuess();
      const [{ id: adminId }] = await db.query(`SELECT id FROM admins`);
      await db
        .getRepository(ResetTokenEntity)
        .insert({ adminId, tokenHash: hashToken('mailed-link'), expiresAt: new Date(Date.now() + 60_000) });
      const reset = await post('/api/admin/password-reset/confirm', { token: 'mailed-link', password: 'a whole new password' });
      expect(reset.status).toBe(200);
      const device = DEVICE.exec(deviceCookieOf(reset)!)![0].slice(0, -1);

      expect((await signIn('a whole new password')).status).toBe(429);
      expect((await signIn('a whole new password', { cookie: device })).status).toBe(200);
    },
    GUESSING_MS,
  );
});
