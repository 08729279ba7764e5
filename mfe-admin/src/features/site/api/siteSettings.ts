import { catalogApi, type SiteMediaUse, type SiteSettings } from '@atelier/contracts';
import { apiErrorMessage, call, toast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../shared/queryKeys';
import { readAsDataUrl } from '../../../shared/readAsDataUrl';

export const SITE_MESSAGES = {
  saved: 'Site settings saved',
  savedText: 'Visitors see them on their next visit to a page.',
} as const;

export function useSiteChanges() {
  return useQuery({ queryKey: QUERY_KEYS.siteChanges, queryFn: () => call(catalogApi.site.changes) });
}

/** Saves the whole settings; the site's own copy on this page becomes what was saved. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) => call(catalogApi.site.save, { body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEYS.siteSettings, saved);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.siteChanges });
      toast({ title: SITE_MESSAGES.saved, description: SITE_MESSAGES.savedText });
    },
    onError: (error) => toast({ title: 'Error', description: apiErrorMessage(error), variant: 'destructive' }),
  });
}

/** Uploads a picture or film; answers where the site serves it (saved with the settings that name it). */
export function useUploadSiteMedia() {
  return useMutation({
    mutationFn: async ({ use, file }: { use: SiteMediaUse; file: File }) =>
      (await call(catalogApi.site.uploadMedia, { body: { use, dataUrl: await readAsDataUrl(file) } })).url,
    onError: (error) => toast({ title: 'Upload Failed', description: apiErrorMessage(error), variant: 'destructive' }),
  });
}
