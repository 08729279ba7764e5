import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@atelier/service-kit';
import { catalogEnvSchema } from './env';
import { ImagesModule } from './images/images.module';
import { MediaModule } from './media/media.module';
import { migrations } from './migrations';
import { PaintingImageEntity } from './paintings/painting-image.entity';
import { PaintingEntity } from './paintings/painting.entity';
import { PaintingsModule } from './paintings/paintings.module';
import { SeoModule } from './seo/seo.module';
import { SiteSettingsChangeEntity, SiteSettingsEntity } from './site/site-settings.entity';
import { SiteModule } from './site/site.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'catalog',
      envSchema: catalogEnvSchema,
      entities: [PaintingEntity, PaintingImageEntity, SiteSettingsEntity, SiteSettingsChangeEntity],
      migrations,
      // Uploads arrive as data URLs: a 10 MB file is ~13.4 MB of JSON.
      bodyLimits: { '/api/admin/painting-images': 15 * 1024 * 1024, '/api/admin/site/media': 15 * 1024 * 1024 },
    }),
    MediaModule,
    PaintingsModule,
    ImagesModule,
    SeoModule,
    SiteModule,
  ],
})
export class AppModule {}
