import { count } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { DEMO_APPS, DEMO_TASKS } from './welfare.defaults.ts';
import { welfareApps, welfareTasks } from './welfare.schema.ts';

/** Demo tasks and app-wall entries, once, when there are none. */
export async function seedWelfare(db: Database): Promise<void> {
  const [tasks] = await db.select({ n: count() }).from(welfareTasks);
  if ((tasks?.n ?? 0) === 0) await db.insert(welfareTasks).values(DEMO_TASKS);
  const [apps] = await db.select({ n: count() }).from(welfareApps);
  if ((apps?.n ?? 0) === 0) await db.insert(welfareApps).values(DEMO_APPS);
}
