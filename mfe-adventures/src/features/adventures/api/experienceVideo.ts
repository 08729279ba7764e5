import { useRuntimeConfig } from '@atelier/ui';

/**
 * The adventures film (runtime config `adventuresVideoId`), or the home hero's film when the
 * adventures have none of their own; null when neither is configured (the pages show a still).
 */
export function useExperienceVideoId(): string | null {
  const config = useRuntimeConfig();
  return config?.adventuresVideoId ?? config?.heroVideoId ?? null;
}
