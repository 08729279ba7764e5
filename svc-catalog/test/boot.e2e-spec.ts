import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectServiceBoots } from '@atelier/service-kit/testing';
import { AppModule } from '../src/app.module';

describe('svc-catalog', () => {
  it('boots on its own database with its migrations and answers ready', () =>
    expectServiceBoots(AppModule, 'catalog', ['paintings', 'painting_images'], {
      MEDIA_DIR: mkdtempSync(join(tmpdir(), 'catalog-boot-')),
    }));
});
