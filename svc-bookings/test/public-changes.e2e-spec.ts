import { listenToPublicChanges, startTestService, TEST_REDIS_URL, type TestService } from '@atelier/service-kit/testing';
import { AppModule } from '../src/app.module';
import { AdventuresService } from '../src/adventures/adventures.service';

/** The home and adventures pages show the adventures: the render processes hear each change on Redis. */
describe('svc-bookings tells the page caches when an adventure changes', () => {
  let service: TestService;
  let changes: Awaited<ReturnType<typeof listenToPublicChanges>>;

  beforeAll(async () => {
    service = await startTestService(AppModule, { name: 'adventures', env: { REDIS_URL: TEST_REDIS_URL } });
    changes = await listenToPublicChanges(process.env.QUEUE_PREFIX!);
  });
  afterAll(async () => {
    await changes.close();
    await service.close();
  });

  it('an adventure changed by the artist, and nothing for a change that changes nothing', async () => {
    const adventures = service.app.get(AdventuresService);
    const [first] = await adventures.list();
    expect(await changes.after(() => adventures.update(first!.id, { price: '475.00' }))).toEqual(['adventures']);
    expect(await changes.after(() => adventures.update(first!.id, {}))).toEqual([]);
  });
});
