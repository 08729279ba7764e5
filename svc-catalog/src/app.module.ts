import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@atelier/service-kit';
import { catalogEnvSchema } from './env';
import { ImagesModule } from './images/images.module';
import { MediaModule } from './media/media.module';
import { migrations } from './migrations';
import { PaintingImageEntity } from './paintings/painting-image.entity';
import { PaintingEntity } from './paintings/painting.entity';
import { PaintingsModule } from './paintings/paintings.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'catalog',
      envSchema: catalogEnvSchema,
      entities: [PaintingEntity, PaintingImageEntity],
      migrations,
    }),
    MediaModule,
    PaintingsModule,
    ImagesModule,
  ],
})
export class AppModule {}
