/**
 * Rebuilds the whole search index from the content tables (operators, after importing content
 * with the server stopped, or after changing how text is analysed):
 *   npm run search:rebuild -w apps/server
 * Uses DATA_DIR / DATABASE_URL like the server.
 */
import { nowSeconds } from '@lld/protocol/sign';
import { configFromProcess } from '../../config.ts';
import { createDatabase } from '../../db/database.ts';
import { SearchService } from './search.service.ts';

async function main(): Promise<void> {
  const config = configFromProcess();
  const handle = await createDatabase(config);
  try {
    const started = performance.now();
    const n = await SearchService.create(handle.db, nowSeconds, {
      embedded: handle.kind === 'pglite',
    }).rebuild();
    console.log(`search index rebuilt: ${n} documents in ${Math.round(performance.now() - started)} ms`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
