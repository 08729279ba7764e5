import { catalogApi, type SiteSettings } from '@atelier/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api';

export const SITE_SETTINGS_QUERY_KEY = ['/api/site'] as const;

/**
 * The artist's site settings: from the page's HTML when it carries them (a server-rendered page: no request,
 * no flash of an empty brand), else from `/api/site`. Read once per page load: a save shows on the next load,
 * and at once in the admin, which puts what it saved here.
 */
export function useSiteSettings(): SiteSettings | undefined {
  return useQuery({
    queryKey: SITE_SETTINGS_QUERY_KEY,
    queryFn: () => call(catalogApi.site.get),
    staleTime: Infinity,
  }).data;
}
