import { encodeImageScheme1, encodeImageScheme2 } from '@lld/protocol/image-codec';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { newKey, type Storage } from '../adapters/storage.ts';
import { DEFAULT_APP_NAME } from '../config.ts';
import type { Database } from '../db/database.ts';
import { hasCjkFont, renderWebp } from './raster.ts';

/**
 * What the modules' demo seeds share (DEMO_CONTENT=on): what they are given, the "only into an
 * empty table" rule, and how their pictures are stored.
 */

/** What a demo seed is given: the database, file storage and the key that obfuscates images. */
export interface DemoDeps {
  db: Database;
  storage: Storage;
  imageKey: string;
  /** The product's name (APP_NAME) for demo texts that name it; the default name when left out. */
  appName?: string;
  log?: FastifyBaseLogger;
}

/** The name demo texts use: the configured one, else APP_NAME's default. */
export const appNameOf = (deps: Pick<DemoDeps, 'appName'>): string => deps.appName ?? DEFAULT_APP_NAME;

/** The demo deps of a module's context (`seed: (ctx) => seedX(demoDeps(ctx))`). */
export const demoDeps = (ctx: {
  db: Database;
  storage: Storage;
  config: { imageKey: string; appName: string };
  log?: FastifyBaseLogger;
}): DemoDeps => ({
  db: ctx.db,
  storage: ctx.storage,
  imageKey: ctx.config.imageKey,
  appName: ctx.config.appName,
  log: ctx.log,
});

/** True when `table` has no row: demo content is written once, into an empty table. */
export async function isEmpty(db: Pick<Database, 'select'>, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** The scheme of a seed's n-th image when it alternates both, so clients meet both (PROTOCOL §9). */
export const alternateScheme = (n: number): 1 | 2 => (n % 2 === 0 ? 2 : 1);

/**
 * Stores an image (SVG text or bytes) obfuscated with `scheme` (PROTOCOL §9) under a new key in
 * `folder`; answers its public path.
 */
export async function storeImage(
  deps: Pick<DemoDeps, 'storage' | 'imageKey'>,
  folder: string,
  image: string | Uint8Array,
  opts: { scheme?: 1 | 2; ext?: string } = {},
): Promise<string> {
  const bytes = typeof image === 'string' ? new TextEncoder().encode(image) : image;
  const encode = opts.scheme === 1 ? encodeImageScheme1 : encodeImageScheme2;
  const key = newKey(folder, opts.ext ?? '.svg');
  await deps.storage.put(key, encode(bytes, deps.imageKey));
  return `/${key}`;
}

/**
 * Stores demo art drawn as SVG as an operator's upload would be: WebP (demo/raster.ts), then
 * obfuscated like `storeImage`. `text`: the art has Chinese text, kept as SVG when the server has
 * no font to draw it.
 */
export async function storeDrawnImage(
  deps: Pick<DemoDeps, 'storage' | 'imageKey'>,
  folder: string,
  svg: string | Uint8Array,
  opts: { scheme?: 1 | 2; text?: boolean } = {},
): Promise<string> {
  if (opts.text && !(await hasCjkFont())) return storeImage(deps, folder, svg, { scheme: opts.scheme });
  return storeImage(deps, folder, await renderWebp(svg), { scheme: opts.scheme, ext: '.webp' });
}
