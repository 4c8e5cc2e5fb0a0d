// Data the component tests share: a whole config answer (ping/config) with nothing configured,
// which each test fills in where it matters.
import type { AdItem, AppConfig } from '@lld/protocol/api/ping';

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

/** Image bytes for the image pipeline's tests: the format's magic number, then `length` filler bytes. */
export const fakeImage = {
  png: (length: number) =>
    Uint8Array.from([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...Array.from({ length }, (_, i) => i % 251),
    ]),
  jpeg: (length: number) =>
    Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length }, (_, i) => (i * 7) % 256)]),
};

/** One ad (ping/config `advertise`) at position 2, its cover `/ads/<id>.jpg`, no link. */
export function adItem(id: number, extra: Partial<AdItem> = {}): AdItem {
  return {
    id,
    position: 2,
    title: `广告${id}`,
    cover: `/ads/${id}.jpg`,
    href: '',
    url: '',
    link: '',
    jumpLink: '',
    jumpUrl: '',
    download_url: '',
    typeCode: 0,
    ...extra,
  };
}
