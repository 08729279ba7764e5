import { Body, Controller, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  catalogApi,
  internalApi,
  siteMediaInputSchema,
  siteSettingsSchema,
  type SiteMediaInput,
  type SiteSettings,
  type SiteSettingsChange,
  type SiteIdentity,
} from '@atelier/contracts';
import { AdminGuard, CurrentAdmin, InternalGuard, PublicCacheInterceptor, Serves, type SignedInAdmin } from '@atelier/service-kit';
import { randomUUID } from 'node:crypto';
import { LocalMediaStorage } from '../media/media-storage';
import { prepareSiteMedia } from './site-media';
import { SiteSettingsService } from './site-settings.service';

@Controller()
export class SiteController {
  constructor(private readonly site: SiteSettingsService) {}

  @Serves(catalogApi.site.get)
  @UseInterceptors(PublicCacheInterceptor)
  get(): Promise<SiteSettings> {
    return this.site.get();
  }
}

@Controller()
@UseGuards(AdminGuard)
export class SiteAdminController {
  constructor(
    private readonly site: SiteSettingsService,
    private readonly storage: LocalMediaStorage,
  ) {}

  @Serves(catalogApi.site.save)
  save(@Body({ schema: siteSettingsSchema }) body: SiteSettings, @CurrentAdmin() admin: SignedInAdmin): Promise<SiteSettings> {
    return this.site.save(body, admin);
  }

  @Serves(catalogApi.site.changes)
  changes(): Promise<SiteSettingsChange[]> {
    return this.site.history();
  }

  /** A picture or film for the settings; it shows on the site once the settings that name it are saved. */
  @Serves(catalogApi.site.uploadMedia)
  async upload(@Body({ schema: siteMediaInputSchema }) body: SiteMediaInput): Promise<{ url: string }> {
    const file = await prepareSiteMedia(body.use, body.dataUrl);
    return { url: await this.storage.put(`site/${randomUUID()}.${file.extension}`, file.bytes) };
  }
}

/** For the other services: the name certificates are issued in, and who her e-mails come from and are answered by. */
@Controller()
@UseGuards(InternalGuard)
export class InternalSiteController {
  constructor(private readonly site: SiteSettingsService) {}

  @Serves(internalApi.siteIdentity)
  async identity(): Promise<SiteIdentity> {
    const { artistName, businessName, contact } = await this.site.get();
    return { artistName, businessName, contactEmail: contact.email };
  }
}
