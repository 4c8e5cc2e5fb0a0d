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
import { appConfig } from '@lld/protocol/api/ping';
import { DOMAIN_TYPES, type DomainType } from '@lld/protocol/constants';
import { ICON_AD_LOCATION_IDS } from '@lld/protocol/tables';
import { cached } from '../../adapters/cache.ts';
import type { KvStore } from '../../adapters/kv.ts';
import { seconds } from '../../db/columns.ts';
import type { Database } from '../../db/database.ts';
import { cachedJson, JsonText } from '../../http/json-text.ts';
import { pageLimit, pageOffset } from '../../http/paging.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { type AdRow, type AnnouncementRow, PingRepository } from './ping.repository.ts';

/** The config without its domains, as checked JSON text (what ping/config sends). */
const CONFIG_TEXT_KEY = 'cache:ping:config-text:v1';
const CONFIG_DOMAINS_KEY = 'cache:ping:config-domains:v1';
const configCore = appConfig.omit({ domain: true });
const CONTACT_CACHE_KEY = 'cache:ping:contact:v1';
/** Even without an invalidation, scheduled ads and announcements show within this many seconds. */
const CACHE_SECONDS = 60;
const CONFIG_ANNOUNCEMENTS = 20;
const CONFIG_TEXT_ORIGINS = 16;

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

/** Everything of ping/config but the domains (which may depend on the request's origin). */
interface ConfigCore {
  communityCategory: CommunityCategory[];
  floatingWindow: AdItem | null;
  aiFloatingWindow: AdItem | null;
  adsType: number;
  statConfigApp: AppConfig['statConfigApp'];
  announcement: Announcement[];
  advertise: AdItem[];
  theme: number;
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
  /** The last ping/config text per request origin (a Host header is the caller's to choose: bounded). */
  readonly #configTexts = new Map<string, { core: JsonText; domainsText: string; text: JsonText }>();

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
    await this.kv.delete(CONFIG_TEXT_KEY);
    await this.kv.delete(CONFIG_DOMAINS_KEY);
    await this.kv.delete(CONTACT_CACHE_KEY);
  }

  /** Everything in ping/config but the domains, from the database and settings. */
  async #core(): Promise<ConfigCore> {
    const [adRows, announcementRows, categories, theme, adsType, nineList] = await Promise.all([
      this.repo.liveAds(),
      this.repo.liveAnnouncements(CONFIG_ANNOUNCEMENTS),
      this.repo.categories(),
      this.settings.get('theme'),
      this.settings.get('adsType'),
      this.settings.get('nineList'),
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
    };
  }

  /**
   * GET ping/config as the route sends it: the origin-independent part cached as checked JSON
   * text, the domain list (which may depend on the request's origin) added to it. The text per
   * origin is built once for each pair of stored texts (core, domains) and reused while the kv
   * store holds the same two: a call neither parses the domains nor writes them as JSON again.
   * A settings change deletes both keys (on every node, through the shared store), so the next
   * call reads new texts and builds again.
   */
  async configText(origin: string): Promise<JsonText> {
    const core = await cachedJson(this.kv, CONFIG_TEXT_KEY, CACHE_SECONDS, configCore, () => this.#core());
    const domainsText = await this.#domainsText();
    const last = this.#configTexts.get(origin);
    if (last && last.core === core && last.domainsText === domainsText) return last.text;
    const domains = JSON.parse(domainsText) as Partial<Record<DomainType, string[]>>;
    const defaults = defaultDomainUrls(origin);
    const domain: DomainEntry[] = DOMAIN_TYPES.map((type) => ({
      type,
      urls: domains[type]?.length ? (domains[type] as string[]) : defaults[type],
    }));
    const rest = core.text === '{}' ? '}' : `,${core.text.slice(1)}`;
    const text = new JsonText(`{"domain":${JSON.stringify(domain)}${rest}`);
    if (!last && this.#configTexts.size >= CONFIG_TEXT_ORIGINS) this.#configTexts.clear();
    this.#configTexts.set(origin, { core, domainsText, text });
    return text;
  }

  /** The operator's domain lists as stored JSON text (kv, CACHE_SECONDS), unparsed. */
  async #domainsText(): Promise<string> {
    const hit = await this.kv.get(CONFIG_DOMAINS_KEY);
    if (hit !== null) return hit;
    const text = JSON.stringify((await this.settings.get('domains')) ?? {});
    await this.kv.set(CONFIG_DOMAINS_KEY, text, CACHE_SECONDS);
    return text;
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
