import type { RuntimeConfig } from '@atelier/contracts';
import { useQuery } from '@tanstack/react-query';

const RUNTIME_CONFIG_URL = '/runtime-config.json';
export const RUNTIME_CONFIG_QUERY_KEY = [RUNTIME_CONFIG_URL];

/** What the page works with when `/runtime-config.json` cannot be read: no remotes, no extras. */
export const EMPTY_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: {},
  map: { tileUrl: '', geocoderUrl: '' },
  ipLocationUrl: '',
  stripePublishableKey: null,
  paypalClientId: null,
};

let loaded: Promise<RuntimeConfig> | null = null;

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const config = (await response.json()) as Partial<RuntimeConfig>;
  return {
    ...EMPTY_RUNTIME_CONFIG,
    ...config,
    map: { ...EMPTY_RUNTIME_CONFIG.map, ...config.map },
  };
}

/**
 * `/runtime-config.json`, read once per page (a failed read is tried again next time). Never
 * rejects: without it the page still works, minus remotes, payments and location guessing.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (!loaded) {
    loaded = fetchRuntimeConfig().catch((error: unknown) => {
      console.error('Runtime config unavailable', error);
      loaded = null;
      return EMPTY_RUNTIME_CONFIG;
    });
  }
  return loaded;
}

/** The config the page came with (a server-rendered page carries it): no request for it. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  loaded = Promise.resolve(config);
}

/** Forgets the config read so far, so the next caller reads it again (tests). */
export function resetRuntimeConfig(): void {
  loaded = null;
}

/** The runtime config once loaded (undefined before), for components. */
export function useRuntimeConfig(): RuntimeConfig | undefined {
  return useQuery({ queryKey: RUNTIME_CONFIG_QUERY_KEY, queryFn: loadRuntimeConfig, staleTime: Infinity }).data;
}
