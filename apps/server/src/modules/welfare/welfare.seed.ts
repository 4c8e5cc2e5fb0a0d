import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { DEMO_APPS, DEMO_TASKS } from './welfare.defaults.ts';
import { welfareApps, welfareTasks } from './welfare.schema.ts';

/** Demo tasks and app-wall entries, once, when there are none. */
export async function seedWelfare(db: Database): Promise<void> {
  const [tasks] = await db.select({ n: count() }).from(welfareTasks);
  if ((tasks?.n ?? 0) === 0) await db.insert(welfareTasks).values(DEMO_TASKS);
  else {
    // A demo database from before a metric existed gets that metric's demo task (games, issue 15;
    // AI tools, issue 16).
    for (const task of DEMO_TASKS.filter((t) => t.metric === 'games_played' || t.metric === 'ai_jobs')) {
      const [has] = await db
        .select({ n: count() })
        .from(welfareTasks)
        .where(eq(welfareTasks.metric, task.metric));
      if ((has?.n ?? 0) === 0) await db.insert(welfareTasks).values(task);
    }
  }
  const [apps] = await db.select({ n: count() }).from(welfareApps);
  if ((apps?.n ?? 0) === 0) await db.insert(welfareApps).values(DEMO_APPS);
}
