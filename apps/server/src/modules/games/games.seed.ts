import { encodeImageScheme1, encodeImageScheme2 } from '@lld/protocol/image-codec';
import { count } from 'drizzle-orm';
import { newKey, type Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/database.ts';
import { type GameArtKind, gameCoverSvg } from '../../demo/game-art.ts';
import { games } from './games.schema.ts';

/** The bundled sandbox provider's games (adapters/games/sandbox/games/). */
export const DEMO_GAMES: ReadonlyArray<{
  kind: GameArtKind;
  name: string;
  description: string;
  category: string;
  tagline: string;
}> = [
  {
    kind: '2048',
    name: '2048',
    description: '滑动合并数字，挑战2048',
    category: '益智',
    tagline: '滑动合并 · 越合越大',
  },
  {
    kind: 'snake',
    name: '贪吃蛇',
    description: '经典贪吃蛇，吃得越多越长',
    category: '休闲',
    tagline: '经典重现 · 越吃越长',
  },
  {
    kind: 'match3',
    name: '宝石消消乐',
    description: '交换宝石，三个相连即可消除',
    category: '消除',
    tagline: '三连消除 · 连击加分',
  },
];

/** Demo games once, when there are none: the sandbox provider's three, with drawn covers. */
export async function seedGames(db: Database, storage: Storage, imageKey: string): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(games);
  if ((existing?.n ?? 0) > 0) return;
  const rows: Array<typeof games.$inferInsert> = [];
  for (const [i, g] of DEMO_GAMES.entries()) {
    const svg = new TextEncoder().encode(gameCoverSvg(g.kind, g.name, g.tagline));
    // Both image schemes, like the other demo art (PROTOCOL §9).
    const bytes = i % 2 === 0 ? encodeImageScheme2(svg, imageKey) : encodeImageScheme1(svg, imageKey);
    const key = newKey('games', '.svg');
    await storage.put(key, bytes);
    rows.push({
      name: g.name,
      cover: `/${key}`,
      description: g.description,
      category: g.category,
      sort: i,
      enabled: true,
      provider: 'sandbox',
      providerGameId: g.kind,
    });
  }
  await db.insert(games).values(rows);
}
