import { Injectable, Module } from '@nestjs/common';
import { startTestService, type TestService } from '@atelier/service-kit/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JobsService, PublicChanges, publicChangesChannel, ServiceKitModule } from '../src';

/**
 * Compose's Redis users (docker/redis/users.sh) on a Redis server of this machine: each service
 * works as its own user (its jobs, its change notices), and cannot sign in with another's password,
 * touch another's queue or write as the render process; without a password Redis answers PING only.
 */
const users = ['catalog', 'bookings', 'commerce', 'identity', 'mailing', 'render'];
const password = (user: string) => `test-${user}-redis-password-0123456789`;
const work = mkdtempSync(join(tmpdir(), 'atelier-redis-users-'));
let server: ChildProcess;
let port = 0;
const url = (user?: string, secret = user && password(user)) => `redis://${user ? `${user}:${secret}@` : ''}127.0.0.1:${port}`;
/** A connection that reports a refusal instead of retrying (no ready check: INFO is the services' only). */
const connect = (target: string) => {
  const redis = new Redis(target, { maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true, enableReadyCheck: false });
  redis.on('error', () => undefined);
  return redis;
};

/** Delivered jobs of the catalog's test queue. */
@Injectable()
class CatalogWork {
  static done: string[] = [];
  constructor(jobs: JobsService) {
    jobs.register<{ id: string }>('catalog.redis-users', async ({ id }) => void CatalogWork.done.push(id));
  }
}

@Module({ imports: [ServiceKitModule.forRoot({ name: 'catalog', entities: [], migrations: [] })], providers: [CatalogWork] })
class CatalogModule {}

beforeAll(async () => {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  port = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));

  // The container's script as compose runs it, with `true` for the server it would start.
  const aclFile = join(work, 'users.acl');
  const env = Object.fromEntries(users.map((user) => [`${user.toUpperCase()}_REDIS_PASSWORD`, password(user)]));
  const written = spawnSync('sh', [join(__dirname, '../../../docker/redis/users.sh'), 'true'], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, REDIS_ACL_FILE: aclFile, ...env },
  });
  expect(written).toMatchObject({ status: 0, stderr: '' });

  server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--aclfile', aclFile],
    {
      stdio: 'ignore',
    },
  );
  for (let tries = 0; ; tries++) {
    const redis = connect(url());
    const pong = await redis.connect().then(
      () => redis.ping(),
      () => undefined,
    );
    redis.disconnect();
    if (pong === 'PONG') break;
    if (tries === 50) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  server?.kill();
  rmSync(work, { recursive: true, force: true });
});

describe("compose's Redis users", () => {
  it('without a password Redis answers PING and nothing else', async () => {
    const redis = connect(url());
    await redis.connect();
    await expect(redis.ping()).resolves.toBe('PONG');
    await expect(redis.get('atelier:catalog.work:1')).rejects.toThrow(/NOPERM/);
    await expect(redis.set('anything', '1')).rejects.toThrow(/NOPERM/);
    redis.disconnect();
  });

  it("a service cannot sign in with another's password, nor the render process write", async () => {
    const signIn = connect(url());
    await signIn.connect();
    await expect(signIn.auth('catalog', password('mailing'))).rejects.toThrow(/WRONGPASS/);
    await expect(signIn.auth('catalog', password('catalog'))).resolves.toBe('OK');
    signIn.disconnect();

    const render = connect(url('render'));
    await render.connect();
    await expect(render.set('atelier:catalog.x', '1')).rejects.toThrow(/NOPERM/);
    await expect(render.publish(publicChangesChannel('atelier'), 'forged')).rejects.toThrow(/NOPERM/);
    render.disconnect();
  });

  it("a service's keys and channel are its own: the mailing user cannot queue catalog work, nor publish elsewhere", async () => {
    const queue = new Queue('catalog.work', { connection: { url: url('mailing'), maxRetriesPerRequest: 0 }, prefix: 'atelier' });
    queue.on('error', () => undefined);
    await expect(queue.add('catalog.work', {})).rejects.toThrow(/NOPERM/);
    await queue.close();

    const mailing = connect(url('mailing'));
    await mailing.connect();
    await expect(mailing.get('atelier:bookings.work:meta')).rejects.toThrow(/NOPERM/);
    await expect(mailing.publish('atelier:another-channel', 'x')).rejects.toThrow(/NOPERM/);
    await expect(mailing.flushall()).rejects.toThrow(/NOPERM/);
    mailing.disconnect();
  });

  describe('the service kit as its own user', () => {
    let service: TestService;
    // startTestService sets the environment of this test process: the next test file finds it as it was.
    const redisUrl = process.env.REDIS_URL;
    beforeAll(async () => {
      service = await startTestService(CatalogModule, { name: 'catalog', env: { REDIS_URL: url('catalog'), QUEUE_PREFIX: 'atelier' } });
    });
    afterAll(async () => {
      await service.close();
      if (redisUrl) process.env.REDIS_URL = redisUrl;
      else delete process.env.REDIS_URL;
    });

    it('is ready, runs its jobs through BullMQ and tells the render process of a change', async () => {
      expect((await fetch(`${service.url}/health/ready`)).status).toBe(200);

      const jobs = service.app.get(JobsService);
      expect(jobs.mode).toBe('bullmq');
      const id = `job-${port}`;
      await jobs.add('catalog.redis-users', { id }, id);
      for (let tries = 0; !CatalogWork.done.includes(id) && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(CatalogWork.done).toEqual([id]);

      const render = connect(url('render'));
      await render.connect();
      const heard: string[] = [];
      render.on('message', (_channel: string, message: string) => heard.push(message));
      await render.subscribe(publicChangesChannel('atelier'));
      await service.app.get(PublicChanges).announce('painting 1');
      for (let tries = 0; heard.length === 0 && tries < 50; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual(['painting 1']);
      render.disconnect();
    });
  });
});
