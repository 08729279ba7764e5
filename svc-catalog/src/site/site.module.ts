import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InternalSiteController, SiteAdminController, SiteController } from './site.controller';
import { SiteSettingsChangeEntity, SiteSettingsEntity } from './site-settings.entity';
import { SiteSettingsService } from './site-settings.service';

/** The artist's site settings, hers to edit: `/api/site`, the Site tab's calls, and her name for certificates. */
@Module({
  imports: [TypeOrmModule.forFeature([SiteSettingsEntity, SiteSettingsChangeEntity])],
  controllers: [SiteController, SiteAdminController, InternalSiteController],
  providers: [SiteSettingsService],
  exports: [SiteSettingsService],
})
export class SiteModule {}
