import type { Dashboard, DashboardDay, DashboardTotals } from '@lld/protocol/console';
import { shanghaiDay } from '@lld/protocol/welfare-rules';
import { sql } from 'drizzle-orm';
import { seconds } from '../../db/columns.ts';
import { type Database, rowsOf } from '../../db/database.ts';

const TZ = 'Asia/Shanghai';
const num = (v: unknown) => Number(v ?? 0);
async function rows<T>(db: Database, q: ReturnType<typeof sql>): Promise<T[]> {
  const r = await db.execute(q);
  return rowsOf<T>(r);
}

/**
 * The console's dashboard figures, read straight from the tables of the user, session, recharge
 * and media modules in a few aggregate queries (read-only, so no service of theirs is needed;
 * docs/decisions.md "Operator console"). "Today" is the operator's calendar day in Asia/Shanghai.
 */
export async function dashboard(db: Database, now: Date): Promise<Dashboard> {
  const nowIso = now.toISOString();
  const start30 = sql`(date_trunc('day', ${nowIso}::timestamptz at time zone ${TZ}) - interval '29 days') at time zone ${TZ}`;
  const startToday = sql`date_trunc('day', ${nowIso}::timestamptz at time zone ${TZ}) at time zone ${TZ}`;

  const totals = async (from: ReturnType<typeof sql>): Promise<DashboardTotals> => {
    const [u] = await rows<{ n: unknown }>(
      db,
      sql`select count(*) as n from users where created_at >= ${from}`,
    );
    const [a] = await rows<{ n: unknown }>(
      db,
      sql`select count(distinct user_id) as n from tokens where last_used_at >= ${from}`,
    );
    const [o] = await rows<{ n: unknown; fen: unknown; vip: unknown; vipfen: unknown }>(
      db,
      sql`select count(*) as n, coalesce(sum(amount_fen), 0) as fen,
        count(*) filter (where kind = 'vip') as vip, coalesce(sum(amount_fen) filter (where kind = 'vip'), 0) as vipfen
        from recharge_orders where status in ('paid', 'credited') and paid_at >= ${from}`,
    );
    return {
      newUsers: num(u?.n),
      activeUsers: num(a?.n),
      topUps: num(o?.n),
      revenueFen: num(o?.fen),
      vipSales: num(o?.vip),
      vipRevenueFen: num(o?.vipfen),
    };
  };

  const [today, days30] = [await totals(startToday), await totals(start30)];
  const userDays = await rows<{ day: string; n: unknown }>(
    db,
    sql`select to_char(created_at at time zone ${TZ}, 'YYYY-MM-DD') as day, count(*) as n
      from users where created_at >= ${start30} group by 1`,
  );
  const orderDays = await rows<{ day: string; n: unknown; fen: unknown; vip: unknown }>(
    db,
    sql`select to_char(paid_at at time zone ${TZ}, 'YYYY-MM-DD') as day, count(*) as n,
      coalesce(sum(amount_fen), 0) as fen, count(*) filter (where kind = 'vip') as vip
      from recharge_orders where status in ('paid', 'credited') and paid_at >= ${start30} group by 1`,
  );
  const top = await rows<{ id: unknown; title: string; views: unknown; likes: unknown }>(
    db,
    sql`select id, title, views, likes from media_videos where status = 'ready'
      order by views desc, id desc limit 10`,
  );

  const series: DashboardDay[] = [];
  for (let i = 29; i >= 0; i--) {
    const day = shanghaiDay(seconds(now) - i * 86_400);
    const u = userDays.find((r) => r.day === day);
    const o = orderDays.find((r) => r.day === day);
    series.push({
      day,
      newUsers: num(u?.n),
      topUps: num(o?.n),
      revenueFen: num(o?.fen),
      vipSales: num(o?.vip),
    });
  }
  return {
    today,
    days30,
    series,
    topVideos: top.map((t) => ({ id: num(t.id), title: t.title, views: num(t.views), likes: num(t.likes) })),
  };
}
