import { Global, Module } from '@nestjs/common';
import { ENV } from '@atelier/service-kit';
import type { CatalogEnv } from '../env';
import { LocalMediaStorage } from './media-storage';

@Global()
@Module({
  providers: [{ provide: LocalMediaStorage, inject: [ENV], useFactory: (env: CatalogEnv) => new LocalMediaStorage(env.MEDIA_DIR) }],
  exports: [LocalMediaStorage],
})
export class MediaModule {}
