import type {
  paintingImageInputSchema,
  paintingInputSchema,
  paintingUpdateSchema,
  sortOrderSchema,
  visibilitySchema,
} from '../painting-input';
import type { Painting, PaintingImage } from '../paintings';
import type { SiteSettings, SiteSettingsChange } from '../site';
import type { siteMediaInputSchema, siteSettingsSchema } from '../site-input';
import { endpoint, type BodyFrom } from '../endpoint';
import { ADMIN_REFUSALS } from '../refusal-lists';

/** svc-catalog's public and admin endpoints. */
export const catalogApi = {
  paintings: {
    list: endpoint('GET', '/api/paintings').answers<Painting[]>(),
    featured: endpoint('GET', '/api/paintings/featured').answers<Painting[]>(),
    get: endpoint('GET', '/api/paintings/:id').refuses('NOT_FOUND').answers<Painting>(),
    remove: endpoint('DELETE', '/api/paintings/:id').refuses(...ADMIN_REFUSALS, 'NOT_FOUND'),
    listAll: endpoint('GET', '/api/admin/paintings/all')
      .refuses(...ADMIN_REFUSALS)
      .answers<Painting[]>(),
    create: endpoint('POST', '/api/admin/paintings')
      .refuses(...ADMIN_REFUSALS)
      .takes<BodyFrom<typeof paintingInputSchema>>()
      .answers<Painting>(),
    update: endpoint('PATCH', '/api/admin/paintings/:id')
      .refuses(...ADMIN_REFUSALS, 'NOT_FOUND')
      .takes<BodyFrom<typeof paintingUpdateSchema>>()
      .answers<Painting>(),
    setVisibility: endpoint('PATCH', '/api/admin/paintings/:id/visibility')
      .refuses(...ADMIN_REFUSALS, 'NOT_FOUND')
      .takes<BodyFrom<typeof visibilitySchema>>()
      .answers<Painting>(),
  },
  paintingImages: {
    add: endpoint('POST', '/api/admin/painting-images')
      .refuses(...ADMIN_REFUSALS, 'NOT_FOUND')
      .takes<BodyFrom<typeof paintingImageInputSchema>>()
      .answers<PaintingImage>(),
    remove: endpoint('DELETE', '/api/admin/painting-images/:id').refuses(...ADMIN_REFUSALS, 'NOT_FOUND'),
    makePrimary: endpoint('PATCH', '/api/admin/painting-images/:id/primary').refuses(...ADMIN_REFUSALS, 'NOT_FOUND'),
    setSortOrder: endpoint('PATCH', '/api/admin/painting-images/:id/sort-order')
      .refuses(...ADMIN_REFUSALS, 'NOT_FOUND')
      .takes<BodyFrom<typeof sortOrderSchema>>(),
  },
  site: {
    get: endpoint('GET', '/api/site').answers<SiteSettings>(),
    save: endpoint('PUT', '/api/admin/site')
      .refuses(...ADMIN_REFUSALS)
      .takes<BodyFrom<typeof siteSettingsSchema>>()
      .answers<SiteSettings>(),
    changes: endpoint('GET', '/api/admin/site/changes')
      .refuses(...ADMIN_REFUSALS)
      .answers<SiteSettingsChange[]>(),
    uploadMedia: endpoint('POST', '/api/admin/site/media')
      .refuses(...ADMIN_REFUSALS)
      .takes<BodyFrom<typeof siteMediaInputSchema>>()
      .answers<{ url: string }>(),
  },
};
