import { catalogApi, SITE_SETTINGS_ELEMENT_ID, type SiteSettings } from '@atelier/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api';

export const SITE_SETTINGS_QUERY_KEY = ['/api/site'] as const;

/** The settings the page's HTML was served with (svc-catalog renders the site's pages), if it carries them. */
function embeddedSiteSettings(): SiteSettings | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(SITE_SETTINGS_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as SiteSettings;
  } catch {
    return undefined;
  }
}

/**
 * The artist's site settings: from the page's HTML when it carries them (no request, no flash of
 * empty brand), else from `/api/site`. Read once per page load: a save shows on the next load,
 * and at once in the admin, which puts what it saved here.
 */
export function useSiteSettings(): SiteSettings | undefined {
  return useQuery({
    queryKey: SITE_SETTINGS_QUERY_KEY,
    queryFn: () => call(catalogApi.site.get),
    initialData: embeddedSiteSettings,
    staleTime: Infinity,
  }).data;
}
