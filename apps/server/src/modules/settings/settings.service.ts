import { type SettingKey, type SettingValue, settingSchemas } from '@lld/protocol/api/admin';
import type { KvStore } from '../../adapters/kv.ts';
import type { Database } from '../../db/database.ts';
import { SettingsRepository } from './settings.repository.ts';

const CACHE_KEY = 'cache:settings:v1';
const CACHE_SECONDS = 30;

/** Values used when the operator has set nothing. */
export const SETTING_DEFAULTS: { [K in SettingKey]?: SettingValue<K> } = {
  theme: 1,
  adsType: 1,
  domains: {},
  nineList: [1],
};

/**
 * Operator settings (key → JSON), each validated by its schema in packages/protocol
 * api/admin. Read through a short cache in the kv store; writes invalidate it.
 */
export class SettingsService {
  readonly repo: SettingsRepository;
  /** Called after every change (ping/config drops its cache). */
  readonly #listeners: Array<() => Promise<void>> = [];

  constructor(
    db: Database,
    private readonly kv: KvStore,
  ) {
    this.repo = new SettingsRepository(db);
  }

  onChange(listener: () => Promise<void>): void {
    this.#listeners.push(listener);
  }

  async #all(): Promise<Record<string, unknown>> {
    const cached = await this.kv.get(CACHE_KEY);
    if (cached) return JSON.parse(cached) as Record<string, unknown>;
    const all = await this.repo.all();
    await this.kv.set(CACHE_KEY, JSON.stringify(all), CACHE_SECONDS);
    return all;
  }

  /** The stored value if it still matches its schema, else the default (or undefined). */
  async get<K extends SettingKey>(key: K): Promise<SettingValue<K> | undefined> {
    const all = await this.#all();
    const parsed = settingSchemas[key].safeParse(all[key]);
    return parsed.success ? (parsed.data as SettingValue<K>) : SETTING_DEFAULTS[key];
  }

  /** Validates and stores; throws the zod error when invalid (the route maps it to 2000). */
  async put<K extends SettingKey>(key: K, value: unknown): Promise<SettingValue<K>> {
    const parsed = settingSchemas[key].parse(value) as SettingValue<K>;
    await this.repo.put(key, parsed);
    await this.invalidate();
    return parsed;
  }

  async invalidate(): Promise<void> {
    await this.kv.delete(CACHE_KEY);
    for (const l of this.#listeners) await l();
  }
}
