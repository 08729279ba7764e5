import { startTestService, type TestService } from '@atelier/service-kit/testing';
import { DataSource } from 'typeorm';
import { AdminsService } from '../src/admins/admins.service';
import { AppModule } from '../src/app.module';
import { ResetTokenEntity } from '../src/password-reset/reset-token.entity';
import { hashToken } from '@atelier/service-kit';

const ADMIN = { email: 'artist@example.com', password: 'correct horse battery' };

describe('svc-identity', () => {
  let service: TestService;
  let db: DataSource;
  let address = 0;

  beforeAll(async () => {
    service = await startTestService(AppModule, {
      name: 'identity',
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, COOKIE_SECURE: 'false', MAILING_URL: 'http://127.0.0.1:9' },
    });
    db = service.app.get(DataSource);
  });
  afterAll(() => service.close());

  /** Each test signs in from its own address, so the per-address throttle never crosses tests. */
  function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    return fetch(`${service.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${address}`, ...headers },
      body: JSON.stringify(body),
    });
  }
  beforeEach(() => (address += 1));

  async function login(credentials = ADMIN) {
    const response = await post('/api/admin/login', credentials);
    const cookie = response.headers.get('set-cookie')?.split(';')[0];
    return { response, cookie };
  }
  const status = async (cookie?: string) =>
    (await (await fetch(`${service.url}/api/admin/status`, { headers: cookie ? { cookie } : {} })).json()) as { authenticated: boolean };
  const introspect = async (cookie: string, headers: Record<string, string> = {}) =>
    (await (
      await fetch(`${service.url}/internal/sessions/introspect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-token': process.env.INTERNAL_TOKEN!, ...headers },
        body: JSON.stringify({ token: cookie.split('=')[1] }),
      })
    ).json()) as { authenticated: boolean };

  it('stores the administrator with an argon2id hash', async () => {
    const [admin] = await db.query(`SELECT email, password_hash FROM admins`);
    expect(admin.email).toBe(ADMIN.email);
    expect(admin.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('signs in with an HttpOnly session cookie, a new token each time, and signs out', async () => {
    const first = await login();
    expect(first.response.status).toBe(200);
    expect(await first.response.json()).toEqual({ success: true });
    const setCookie = first.response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^atelier_session=[\w-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(await status(first.cookie)).toEqual({ authenticated: true });
    expect(await status()).toEqual({ authenticated: false });

    const second = await login();
    expect(second.cookie).not.toEqual(first.cookie);
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM sessions WHERE token_hash = $1`, [
      hashToken(first.cookie!.split('=')[1]!),
    ]);
    expect(count).toBe(1); // stored only as a hash

    const logout = await post('/api/admin/logout', {}, { cookie: first.cookie! });
    expect(logout.status).toBe(200);
    expect(await status(first.cookie)).toEqual({ authenticated: false });
    expect(await introspect(first.cookie!)).toEqual({ authenticated: false });
    expect(await introspect(second.cookie!)).toMatchObject({ authenticated: true });
  });

  it('refuses wrong credentials with the SPEC shape, and empty ones with a clear message', async () => {
    const wrong = await login({ email: ADMIN.email, password: 'nope' });
    expect(wrong.response.status).toBe(401);
    expect(await wrong.response.json()).toMatchObject({ success: false, error: 'Invalid email or password' });
    const empty = await post('/api/admin/login', { email: '', password: '' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ success: false, error: 'Email is required' });
  });

  it('answers 429 with Retry-After on the sixth failure in a minute from one address', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login({ email: `guess${attempt}@example.com`, password: 'x' })).response.status).toBe(401);
    }
    const sixth = await login(ADMIN);
    expect(sixth.response.status).toBe(429);
    const retryAfter = Number(sixth.response.headers.get('retry-after'));
    // Six in a sliding minute: room again, at the latest, 20 s into the next minute.
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(80);
    const wait = retryAfter < 60 ? `${retryAfter} second${retryAfter === 1 ? '' : 's'}` : `${Math.ceil(retryAfter / 60)} minutes`;
    expect(await sixth.response.json()).toMatchObject({ message: `Too many sign-in attempts. Please wait ${wait} and try again.` });
  });

  it('lets at most five of 200 parallel wrong sign-ins from one address reach the password check, and answers the rest 429', async () => {
    const checks = jest.spyOn(service.app.get(AdminsService), 'verifyCredentials');
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, guess) =>
          login({ email: 'someone@example.com', password: `guess number ${guess}` }).then(({ response }) => response.status),
        ),
      );
      expect(checks.mock.calls.length).toBeLessThanOrEqual(5);
      expect(answers.filter((status) => status === 401)).toHaveLength(checks.mock.calls.length);
      expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(195);
    } finally {
      checks.mockRestore();
    }
  });

  it('lets the administrator sign in often: a successful sign-in gives its attempt back', async () => {
    for (let signIn = 1; signIn <= 25; signIn++) expect([signIn, (await login()).response.status]).toEqual([signIn, 200]);
    expect((await login({ email: ADMIN.email, password: 'one wrong guess' })).response.status).toBe(401);
  });

  it('caps the attempts on one account at 20 in 15 minutes, whatever the addresses', async () => {
    const checks = jest.spyOn(service.app.get(AdminsService), 'verifyCredentials');
    const target = { email: 'Target.Account@example.com', password: 'wrong password' };
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          post(
            '/api/admin/login',
            { ...target, email: n % 2 ? target.email.toLowerCase() : target.email },
            { 'x-forwarded-for': `10.9.0.${n}` },
          ).then((response) => response.status),
        ),
      );
      // Refused attempts are given back, so a refusal seen mid-burst may leave a little of the budget unspent, never overspent.
      expect(checks.mock.calls.length).toBeLessThanOrEqual(20);
      expect(checks.mock.calls.length).toBeGreaterThanOrEqual(15);
      expect(answers.filter((status) => status === 401)).toHaveLength(checks.mock.calls.length);
      expect(answers.filter((status) => status === 429)).toHaveLength(30 - checks.mock.calls.length);
    } finally {
      checks.mockRestore();
    }
  });

  it('refuses an internal call that came through a gateway, even with the token', async () => {
    const { cookie } = await login();
    expect(await introspect(cookie!)).toMatchObject({ authenticated: true });
    expect(await introspect(cookie!, { via: '1.1 atelier-gateway' })).toMatchObject({ statusCode: 403 });
  });

  it('refuses a cross-site sign-out', async () => {
    const { cookie } = await login();
    const response = await post('/api/admin/logout', {}, { cookie: cookie!, 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(await status(cookie)).toEqual({ authenticated: true });
  });

  it('answers a reset request alike for known and unknown addresses', async () => {
    const timed = async (email: string) => {
      const started = Date.now();
      const response = await post('/api/admin/password-reset/request', { email });
      return { status: response.status, body: await response.json(), ms: Date.now() - started };
    };
    const known = await timed(ADMIN.email);
    const unknown = await timed('stranger@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: 'Password reset link has been sent to your email address.' });
    expect(unknown.body).toEqual(known.body);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(150);
  });

  it('accepts a reset token once, ends every session, and refuses one older than 30 minutes', async () => {
    const { cookie } = await login();
    const [{ id: adminId }] = await db.query(`SELECT id FROM admins`);
    const tokens = db.getRepository(ResetTokenEntity);
    await tokens.insert({ adminId, tokenHash: hashToken('fresh-token'), expiresAt: new Date(Date.now() + 30 * 60_000) });
    await tokens.insert({ adminId, tokenHash: hashToken('stale-token'), expiresAt: new Date(Date.now() - 1000) });
    await tokens.insert({ adminId, tokenHash: hashToken('second-link'), expiresAt: new Date(Date.now() + 30 * 60_000) });

    const short = await post('/api/admin/password-reset/confirm', { token: 'fresh-token', password: 'eleven-char' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: 'Password must be at least 12 characters long.' });

    const done = await post('/api/admin/password-reset/confirm', { token: 'fresh-token', password: 'a whole new password' });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: 'Password has been reset successfully. You can now sign in with your new password.' });
    expect(await status(cookie)).toEqual({ authenticated: false });

    const again = await post('/api/admin/password-reset/confirm', { token: 'fresh-token', password: 'yet another password' });
    expect(again.status).toBe(400);
    const stale = await post('/api/admin/password-reset/confirm', { token: 'stale-token', password: 'yet another password' });
    expect(stale.status).toBe(400);
    const otherLink = await post('/api/admin/password-reset/confirm', { token: 'second-link', password: 'yet another password' });
    expect(otherLink.status).toBe(400);

    expect((await login({ email: ADMIN.email, password: 'a whole new password' })).response.status).toBe(200);
    expect((await login(ADMIN)).response.status).toBe(401);
  });
});
