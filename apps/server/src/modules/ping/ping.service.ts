import type { ListRequest, ListResult } from '@lld/protocol/api/list';
import type {
  AdItem,
  Announcement,
  AppConfig,
  CommunityCategory,
  Contact,
  DomainEntry,
  HealthCheck,
} from '@lld/protocol/api/ping';
import { DOMAIN_TYPES, type DomainType } from '@lld/protocol/constants';
import { ICON_AD_LOCATION_IDS } from '@lld/protocol/tables';
import { cached } from '../../adapters/cache.ts';
import type { KvStore } from '../../adapters/kv.ts';
import type { Database } from '../../db/database.ts';
import { pageLimit, pageOffset } from '../../http/paging.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { type AdRow, type AnnouncementRow, PingRepository } from './ping.repository.ts';

const CONFIG_CACHE_KEY = 'cache:ping:config:v1';
const CONTACT_CACHE_KEY = 'cache:ping:contact:v1';
/** Even without an invalidation, scheduled ads and announcements show within this many seconds. */
const CACHE_SECONDS = 60;
const CONFIG_ANNOUNCEMENTS = 20;

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : 0);

export function toAdItem(row: AdRow): AdItem {
  return {
    id: row.id,
    position: row.position,
    ...(row.locId !== null ? { locId: row.locId } : {}),
    title: row.title,
    cover: row.cover,
    href: row.href,
    url: row.url,
    link: row.link,
    jumpLink: row.jumpLink,
    jumpUrl: row.jumpUrl,
    download_url: row.downloadUrl,
    typeCode: row.typeCode,
  };
}

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    link: row.link,
    createdAt: seconds(row.createdAt),
    startsAt: seconds(row.startsAt),
    endsAt: seconds(row.endsAt),
  };
}

/** Everything of ping/config that does not depend on the request, cached as one value. */
interface ConfigCore {
  communityCategory: CommunityCategory[];
  floatingWindow: AdItem | null;
  aiFloatingWindow: AdItem | null;
  adsType: number;
  statConfigApp: AppConfig['statConfigApp'];
  announcement: Announcement[];
  advertise: AdItem[];
  theme: number;
  domains: Partial<Record<DomainType, string[]>>;
}

/** Default URLs of each domain type, from the origin the client reached us on. */
export function defaultDomainUrls(origin: string): Record<DomainType, string[]> {
  return {
    LAND: [origin],
    IMAGE: [`${origin}/files`],
    MP4: [`${origin}/files`],
    AIIMG: [`${origin}/files`],
    API: [`${origin}/api`],
    H5SHAREURL: [origin],
    VID: [`${origin}/files`],
  };
}

export class PingService {
  readonly repo: PingRepository;

  constructor(
    db: Database,
    private readonly kv: KvStore,
    private readonly settings: SettingsService,
    private readonly version: string,
  ) {
    this.repo = new PingRepository(db);
    settings.onChange(() => this.invalidate());
  }

  /** Drops the cached config and contacts (after an operator change). */
  async invalidate(): Promise<void> {
    await this.kv.delete(CONFIG_CACHE_KEY);
    await this.kv.delete(CONTACT_CACHE_KEY);
  }

  async #core(): Promise<ConfigCore> {
    return cached(this.kv, CONFIG_CACHE_KEY, CACHE_SECONDS, async () => {
      const [adRows, announcementRows, categories, theme, adsType, nineList, domains] = await Promise.all([
        this.repo.liveAds(),
        this.repo.liveAnnouncements(CONFIG_ANNOUNCEMENTS),
        this.repo.categories(),
        this.settings.get('theme'),
        this.settings.get('adsType'),
        this.settings.get('nineList'),
        this.settings.get('domains'),
      ]);
      const byPlacement = (p: AdRow['placement']) => adRows.filter((a) => a.placement === p).map(toAdItem);
      const icons = byPlacement('icon');
      return {
        communityCategory: categories,
        floatingWindow: byPlacement('floating')[0] ?? null,
        aiFloatingWindow: byPlacement('ai_floating')[0] ?? null,
        adsType: adsType ?? 1,
        statConfigApp: {
          nineList: nineList ?? [],
          list: ICON_AD_LOCATION_IDS.map((locId) => ({ locId, ads: icons.filter((a) => a.locId === locId) })),
        },
        announcement: announcementRows.map(toAnnouncement),
        advertise: byPlacement('banner'),
        theme: theme ?? 1,
        domains: domains ?? {},
      };
    });
  }

  /** GET ping/config. `origin` (scheme://host of the request) fills domains the operator left unset. */
  async config(origin: string): Promise<AppConfig> {
    const { domains, ...core } = await this.#core();
    const defaults = defaultDomainUrls(origin);
    const domain: DomainEntry[] = DOMAIN_TYPES.map((type) => ({
      type,
      urls: domains[type]?.length ? domains[type] : defaults[type],
    }));
    return { domain, ...core };
  }

  async announcements(req: ListRequest): Promise<ListResult<Announcement>> {
    const rows = await this.repo.liveAnnouncements(pageLimit(req), pageOffset(req));
    return {
      list: rows.slice(0, req.pageSize).map(toAnnouncement),
      hasMore: rows.length > req.pageSize,
      page: req.page,
      pageSize: req.pageSize,
    };
  }

  async contacts(): Promise<Contact[]> {
    return cached(this.kv, CONTACT_CACHE_KEY, CACHE_SECONDS, () => this.repo.contacts());
  }

  async check(): Promise<HealthCheck> {
    const [db, kv] = await Promise.all([this.repo.ping(), this.kv.ping()]);
    return {
      status: db && kv ? 'ok' : 'degraded',
      db,
      kv,
      version: this.version,
      serverTime: Math.floor(Date.now() / 1000),
    };
  }
}
