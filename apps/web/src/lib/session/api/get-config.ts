/** GET ping/config (PROTOCOL §7): domains, ads, categories, announcements, theme. */
import { pingCalls } from '@lld/protocol/api/calls/ping';
import type { AppConfig } from '@lld/protocol/api/ping';
import type { DomainType } from '@lld/protocol/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { setImageBaseUrls } from '@/lib/image-cache';

export type DomainMap = Partial<Record<DomainType, string[]>>;

/** The config's domain list as a map type → urls (spec §3); a repeated type adds its urls. */
export function domainMap(config: Pick<AppConfig, 'domain'> | null | undefined): DomainMap {
  const map: DomainMap = {};
  for (const entry of config?.domain ?? []) {
    const urls = entry.urls.filter((u) => typeof u === 'string' && u !== '');
    map[entry.type] = [...(map[entry.type] ?? []), ...urls];
  }
  return map;
}

export async function getConfig(signal?: AbortSignal): Promise<AppConfig> {
  const config = await apiCall(pingCalls.pingConfig, undefined, signal ? { signal } : {});
  // Images cannot load before their CDN is known: hand it to the image cache at once.
  setImageBaseUrls(domainMap(config).IMAGE ?? []);
  return config;
}

export const CONFIG_QUERY_KEY = ['ping', 'config'] as const;

export function configQueryOptions() {
  return queryOptions({
    queryKey: CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => getConfig(signal),
    staleTime: 5 * 60_000,
  });
}

export function useAppConfig() {
  return useQuery(configQueryOptions());
}
