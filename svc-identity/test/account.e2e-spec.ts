import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestService, type TestService } from '@atelier/service-kit/testing';
import { startServiceProcess, type TestServiceProcess } from '../../scripts/test/service-process.mjs';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';

const ADMIN = { email: 'artist@example.com', password: 'correct horse battery' };
const INTERNAL_TOKEN = 'test-internal-token-0123456789';

describe("the artist's account while signed in", () => {
  let mailing: TestServiceProcess;
  let service: TestService;
  const outbox = mkdtempSync(join(tmpdir(), 'identity-outbox-'));
  let address = 100;

  beforeAll(async () => {
    // The real svc-mailing, writing its e-mails to a folder this test reads.
    mailing = await startServiceProcess('svc-mailing', {
      INTERNAL_TOKEN,
      OUTBOX_DIR: outbox,
      SMTP_URL: '',
      MAIL_FROM: 'Atelier <studio@atelier.example>',
    });
    service = await startTestService(AppModule, {
      name: 'identity_account',
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, COOKIE_SECURE: 'false', MAILING_URL: mailing.url, INTERNAL_TOKEN },
    });
  });
  afterAll(async () => {
    await service?.close();
    await mailing?.stop();
  });

  const call = (method: string, path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) =>
    fetch(`${service.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        'x-forwarded-for': `10.1.0.${(address += 1)}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const signIn = async (credentials: { email: string; password: string }) => {
    const response = await call('POST', '/api/admin/login', { body: credentials });
    return response.status === 200 ? response.headers.get('set-cookie')!.split(';')[0]! : null;
  };
  const signedIn = async (cookie: string) =>
    ((await (await fetch(`${service.url}/api/admin/status`, { headers: { cookie } })).json()) as { authenticated: boolean }).authenticated;
  const noticesTo = (email: string) =>
    readdirSync(outbox)
      .filter((name) => name.startsWith('2') && name.endsWith('.eml'))
      .map((name) => readFileSync(join(outbox, name), 'utf8'))
      .filter((mail) => new RegExp(`^To: ${email}$`, 'm').test(mail));
  const waitForNotice = async (email: string, subject: string) => {
    for (let tries = 0; tries < 100; tries++) {
      if (noticesTo(email).some((mail) => mail.includes(subject))) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no "${subject}" e-mail to ${email}`);
  };

  it('refuses anonymous callers and cross-site writes', async () => {
    expect((await call('GET', '/api/admin/account')).status).toBe(401);
    expect((await call('POST', '/api/admin/account/password', { body: {} })).status).toBe(401);
    const cookie = (await signIn(ADMIN))!;
    const crossSite = await fetch(`${service.url}/api/admin/account/email`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ email: 'evil@example.com', currentPassword: ADMIN.password }),
    });
    expect(crossSite.status).toBe(403);
  });

  it('changes the password with the current one: this device stays signed in, the others are signed out, and she is told', async () => {
    const here = (await signIn(ADMIN))!;
    const elsewhere = (await signIn(ADMIN))!;
    expect(await (await call('GET', '/api/admin/account', { cookie: here })).json()).toEqual({ email: ADMIN.email });

    const refusals: [unknown, number, string][] = [
      [{ currentPassword: 'wrong one', newPassword: 'a much longer secret' }, 400, 'Your current password is not right.'],
      [{ currentPassword: ADMIN.password, newPassword: 'short' }, 400, 'Password must be at least 12 characters long.'],
      [{ currentPassword: ADMIN.password, newPassword: ADMIN.password }, 400, 'The new password must differ from the current one.'],
      [{ newPassword: 'a much longer secret' }, 400, 'Current password is required'],
    ];
    for (const [body, status, message] of refusals) {
      const response = await call('POST', '/api/admin/account/password', { body, cookie: here });
      expect([response.status, ((await response.json()) as { message: string }).message]).toEqual([status, message]);
    }

    const changed = await call('POST', '/api/admin/account/password', {
      body: { currentPassword: ADMIN.password, newPassword: 'a much longer secret' },
      cookie: here,
    });
    expect([changed.status, await changed.json()]).toEqual([200, { message: 'Password changed. Your other devices are signed out.' }]);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signIn(ADMIN)).toBeNull();
    expect(await signIn({ email: ADMIN.email, password: 'a much longer secret' })).not.toBeNull();
    await waitForNotice(ADMIN.email, 'password was changed');
  });

  it('changes the sign-in e-mail with the password; the old address is told and signs in no more, even after a restart', async () => {
    const cookie = (await signIn({ email: ADMIN.email, password: 'a much longer secret' }))!;
    const refused = await call('POST', '/api/admin/account/email', { body: { email: 'not an address', currentPassword: 'x' }, cookie });
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([400, 'Invalid email address']);

    const changed = await call('POST', '/api/admin/account/email', {
      body: { email: '  Aroha@Studio.example ', currentPassword: 'a much longer secret' },
      cookie,
    });
    expect([changed.status, await changed.json()]).toEqual([200, { message: 'Sign-in e-mail changed. Use it next time you sign in.' }]);
    expect(await (await call('GET', '/api/admin/account', { cookie })).json()).toEqual({ email: 'aroha@studio.example' });
    await waitForNotice(ADMIN.email, 'sign-in e-mail was changed');
    expect(await signIn({ email: ADMIN.email, password: 'a much longer secret' })).toBeNull();
    expect(await signIn({ email: 'aroha@studio.example', password: 'a much longer secret' })).not.toBeNull();

    // ADMIN_EMAIL only creates the first administrator: another start on the same database does not bring the old sign-in back.
    const again = await startTestService(AppModule, {
      name: 'identity_account_again',
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, COOKIE_SECURE: 'false', DATABASE_URL: process.env.DATABASE_URL! },
    });
    try {
      expect(await again.app.get(DataSource).query(`SELECT email FROM admins`)).toEqual([{ email: 'aroha@studio.example' }]);
      const old = await fetch(`${again.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.9.9' },
        body: JSON.stringify(ADMIN),
      });
      expect(old.status).toBe(401);
    } finally {
      await again.close();
    }
  });
});
