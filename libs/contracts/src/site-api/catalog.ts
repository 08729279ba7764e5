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

/** svc-catalog's public and admin endpoints. */
export const catalogApi = {
  paintings: {
    list: endpoint('GET', '/api/paintings').answers<Painting[]>(),
    featured: endpoint('GET', '/api/paintings/featured').answers<Painting[]>(),
    get: endpoint('GET', '/api/paintings/:id').answers<Painting>(),
    remove: endpoint('DELETE', '/api/paintings/:id'),
    listAll: endpoint('GET', '/api/admin/paintings/all').answers<Painting[]>(),
    create: endpoint('POST', '/api/admin/paintings').takes<BodyFrom<typeof paintingInputSchema>>().answers<Painting>(),
    update: endpoint('PATCH', '/api/admin/paintings/:id').takes<BodyFrom<typeof paintingUpdateSchema>>().answers<Painting>(),
    setVisibility: endpoint('PATCH', '/api/admin/paintings/:id/visibility').takes<BodyFrom<typeof visibilitySchema>>().answers<Painting>(),
  },
  paintingImages: {
    add: endpoint('POST', '/api/admin/painting-images').takes<BodyFrom<typeof paintingImageInputSchema>>().answers<PaintingImage>(),
    remove: endpoint('DELETE', '/api/admin/painting-images/:id'),
    makePrimary: endpoint('PATCH', '/api/admin/painting-images/:id/primary'),
    setSortOrder: endpoint('PATCH', '/api/admin/painting-images/:id/sort-order').takes<BodyFrom<typeof sortOrderSchema>>(),
  },
  site: {
    get: endpoint('GET', '/api/site').answers<SiteSettings>(),
    save: endpoint('PUT', '/api/admin/site').takes<BodyFrom<typeof siteSettingsSchema>>().answers<SiteSettings>(),
    changes: endpoint('GET', '/api/admin/site/changes').answers<SiteSettingsChange[]>(),
    uploadMedia: endpoint('POST', '/api/admin/site/media').takes<BodyFrom<typeof siteMediaInputSchema>>().answers<{ url: string }>(),
  },
};
