import { Body, Controller, Delete, Get, Module, Patch, UseGuards } from '@nestjs/common';
import { startTestService, type TestService } from '@atelier/service-kit/testing';
import { startIdentityService } from '../../../scripts/test/identity-service.mjs';
import { AdminGuard, ServiceKitModule } from '../src';

@Controller('api/admin/things')
@UseGuards(AdminGuard)
class ThingsController {
  @Get()
  list() {
    return [{ id: 1 }];
  }
  @Patch()
  update(@Body() body: unknown) {
    return { updated: body };
  }
  @Delete()
  remove() {
    return { removed: true };
  }
}

@Module({ imports: [ServiceKitModule.forRoot({ name: 'guard-test', entities: [], migrations: [] })], controllers: [ThingsController] })
class GuardTestModule {}

describe(AdminGuard.name, () => {
  let identity: Awaited<ReturnType<typeof startIdentityService>>;
  let service: TestService;

  beforeAll(async () => {
    identity = await startIdentityService({ internalToken: 'test-internal-token-0123456789' });
    service = await startTestService(GuardTestModule, { name: 'guard', env: { IDENTITY_URL: identity.url } });
  });
  afterAll(async () => {
    await service.close();
    await identity.stop();
  });

  const call = (method: string, headers: Record<string, string> = {}, body?: unknown) =>
    fetch(`${service.url}/api/admin/things`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('refuses anonymous callers and unknown sessions with 401', async () => {
    expect((await call('GET')).status).toBe(401);
    expect((await call('GET', { cookie: 'atelier_session=forged' })).status).toBe(401);
    expect(await (await call('GET')).json()).toMatchObject({ statusCode: 401, message: 'Authentication required' });
  });

  it('lets the signed-in administrator through', async () => {
    const cookie = await identity.signIn();
    expect((await call('GET', { cookie })).status).toBe(200);
    expect(await (await call('PATCH', { cookie, 'sec-fetch-site': 'same-origin' }, { a: 1 })).json()).toEqual({ updated: { a: 1 } });
    expect((await call('DELETE', { cookie, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('refuses cross-site writes with 403 and non-JSON ones with 415, even with a session', async () => {
    const cookie = await identity.signIn();
    expect((await call('DELETE', { cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await call('PATCH', { cookie, origin: 'https://evil.example' }, { a: 1 })).status).toBe(403);
    // Only JSON bodies are parsed at all: a form's body is refused before any guard runs.
    expect((await call('PATCH', { cookie, 'content-type': 'text/plain' }, 'a=1')).status).toBe(415);
  });

  it('stops accepting a session within 5 s of logout', async () => {
    const cookie = await identity.signIn();
    expect((await call('GET', { cookie })).status).toBe(200);
    await fetch(`${identity.url}/api/admin/logout`, { method: 'POST', headers: { cookie } });
    await new Promise((resolve) => setTimeout(resolve, 5100));
    expect((await call('GET', { cookie })).status).toBe(401);
  });
});
