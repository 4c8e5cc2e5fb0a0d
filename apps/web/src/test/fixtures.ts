// Data the component tests share: a whole config answer (ping/config) with nothing configured,
// which each test fills in where it matters.
import type { AppConfig } from '@lld/protocol/api/ping';

export function appConfig(partial: Partial<AppConfig> = {}): AppConfig {
  return {
    domain: [],
    communityCategory: [],
    floatingWindow: null,
    aiFloatingWindow: null,
    adsType: 1,
    statConfigApp: { nineList: [], list: [] },
    announcement: [],
    advertise: [],
    theme: 1,
    ...partial,
  };
}
