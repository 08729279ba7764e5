import type { SiteFilm } from '@atelier/contracts';
import { playableFilm, useSiteSettings } from '@atelier/ui';

/**
 * The adventures film of the artist's site settings, or the home hero's film when the adventures
 * have none of their own; undefined until the settings are known.
 */
export function useExperienceFilm(): SiteFilm | undefined {
  const site = useSiteSettings();
  if (!site) return undefined;
  return playableFilm(site.adventuresFilm) ? site.adventuresFilm : site.heroFilm;
}
