import { Body, ConflictException, Controller, Get, Module, Param } from '@nestjs/common';
import { z } from 'zod';
import { endpoint } from '@atelier/contracts';
import { startTestService, type TestService } from '@atelier/service-kit/testing';
import { Refusal, Serves, ServiceKitModule } from '../src';

const thingSchema = z.object({ name: z.string().min(1, 'Name is required'), size: z.number({ error: 'Size must be a number' }) });
const thingsApi = {
  get: endpoint('GET', '/api/things/:id').refuses('NOT_FOUND').answers<{ id: number }>(),
  create: endpoint('POST', '/api/things').takes(thingSchema).answers<{ created: true }>(),
  limited: endpoint('GET', '/api/limited').refuses('RATE_LIMITED'),
};

@Controller()
class ThingsController {
  @Serves(thingsApi.get)
  get(@Param('id') id: string): { id: number } {
    throw new Refusal('NOT_FOUND', `Thing ${id} not found`);
  }

  @Serves(thingsApi.create)
  create(@Body({ schema: thingSchema }) _body: unknown): { created: true } {
    return { created: true };
  }

  @Serves(thingsApi.limited)
  limited(): void {
    throw new Refusal('RATE_LIMITED', 'Too many things. Please try again in 1 minute.', { retryAfter: 42 });
  }

  @Get('api/broken')
  broken(): never {
    throw new Error('SELECT secret FROM somewhere failed');
  }

  @Get('api/uncoded')
  uncoded(): never {
    // What the lint rule forbids in services: an HTTP exception without a code (only the framework's own statuses get one).
    throw new ConflictException('No code on this one');
  }

  @Get('api/database-down')
  databaseDown(): never {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  }
}

@Module({
  imports: [ServiceKitModule.forRoot({ name: 'error-filter-test', entities: [], migrations: [] })],
  controllers: [ThingsController],
})
class ErrorFilterTestModule {}

describe('GlobalErrorFilter', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService(ErrorFilterTestModule, { name: 'error_filter' });
  });
  afterAll(() => service.close());

  const answer = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${service.url}${path}`, init);
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as Record<string, unknown>,
    };
  };
  const post = (body: string) => answer('/api/things', { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it("answers a refusal with its code, the code's status, its message and an errorId", async () => {
    expect(await answer('/api/things/7')).toEqual({
      status: 404,
      retryAfter: null,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Thing 7 not found', errorId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
  });

  it('answers a body that breaks the schema as VALIDATION_FAILED, naming every field', async () => {
    const { status, body } = await post(JSON.stringify({ name: '' }));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Name is required',
      errors: [
        { path: 'name', message: 'Name is required' },
        { path: 'size', message: 'Size must be a number' },
      ],
    });
  });

  it('answers a body that is not JSON as MALFORMED_REQUEST, an unknown route as NOT_FOUND', async () => {
    expect(await post('{"name":')).toMatchObject({ status: 400, body: { statusCode: 400, code: 'MALFORMED_REQUEST' } });
    expect(await answer('/api/nothing-here')).toMatchObject({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND' } });
  });

  it('sends retryAfter as the Retry-After header, not in the body', async () => {
    const { status, retryAfter, body } = await answer('/api/limited');
    expect({ status, retryAfter }).toEqual({ status: 429, retryAfter: '42' });
    expect(body).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many things. Please try again in 1 minute.',
      errorId: expect.any(String),
    });
  });

  it('answers anything unforeseen as INTERNAL_ERROR with a generic message, and an uncoded HTTP exception too', async () => {
    const broken = await answer('/api/broken');
    expect(broken).toMatchObject({ status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' } });
    expect(JSON.stringify(broken.body)).not.toContain('secret');
    expect(await answer('/api/uncoded')).toMatchObject({
      status: 500,
      body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' },
    });
  });

  it('answers a database out of reach as SERVICE_UNAVAILABLE', async () => {
    expect(await answer('/api/database-down')).toMatchObject({
      status: 503,
      body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' },
    });
  });
});
