import { TEST_SITE_SETTINGS } from '@atelier/contracts/testing';
import type { SignedInAdmin } from '@atelier/service-kit';
import { listenToPublicChanges, startTestService, TEST_REDIS_URL, type TestService } from '@atelier/service-kit/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { PaintingImageEntity } from '../src/paintings/painting-image.entity';
import { PaintingEntity } from '../src/paintings/painting.entity';
import { SiteSettingsService } from '../src/site/site-settings.service';

/** What the render processes hear from the catalogue on Redis: every committed change the pages show, and only those. */
describe('the catalogue tells the page caches what changed', () => {
  let service: TestService;
  let changes: Awaited<ReturnType<typeof listenToPublicChanges>>;
  let db: DataSource;

  beforeAll(async () => {
    service = await startTestService(AppModule, {
      name: 'catalog',
      env: { MEDIA_DIR: mkdtempSync(join(tmpdir(), 'catalog-media-')), REDIS_URL: TEST_REDIS_URL },
    });
    changes = await listenToPublicChanges(process.env.QUEUE_PREFIX!);
    db = service.app.get(DataSource);
  });
  afterAll(async () => {
    await changes.close();
    await service.close();
  });

  const paintings = () => db.getRepository(PaintingEntity);

  it('a painting added, changed, sold, or its image added: once each, after it committed', async () => {
    let id = 0;
    expect(
      await changes.after(async () => {
        id = (await paintings().save({ title: 'Lake Ohau', width: '24', height: '18', price: '4200' } as unknown as PaintingEntity)).id;
      }),
    ).toEqual(['catalogue']);
    expect(await changes.after(() => paintings().update({ id }, { title: 'Lake Ohau at Dawn' }))).toEqual(['catalogue']);
    expect(await changes.after(() => paintings().update({ id }, { sold: true }))).toEqual(['catalogue']);
    expect(
      await changes.after(() =>
        db.getRepository(PaintingImageEntity).save({ paintingId: id, imageUrl: '/media/x.jpg' } as PaintingImageEntity),
      ),
    ).toEqual(['catalogue']);
  });

  it('a change rolled back is never announced', async () => {
    const heard = await changes.after(() =>
      db
        .transaction(async (manager) => {
          await manager.getRepository(PaintingEntity).update({}, { title: 'Never shown' });
          throw new Error('rolled back');
        })
        .catch(() => undefined),
    );
    expect(heard).toEqual([]);
  });

  it('the site settings saved with a change, and not when nothing changed', async () => {
    const settings = service.app.get(SiteSettingsService);
    const admin = { id: 1, email: 'artist@example.nz' } as SignedInAdmin;
    const current = await settings.get();
    expect(await changes.after(() => settings.save({ ...current, artistName: `${TEST_SITE_SETTINGS.artistName} Renamed` }, admin))).toEqual(
      ['site settings'],
    );
    expect(await changes.after(async () => settings.save(await settings.get(), admin))).toEqual([]);
  });
});
