// Who may post, delete and report danmaku (issue 20's authorisation matrix; see src/test/authz.ts).
// Posting needs an account; only the author deletes; anyone signed in may report.
import { sql } from 'drizzle-orm';
import { type AuthzCase, authzTable } from '../../test/authz.ts';

async function videoId(c: AuthzCase): Promise<number> {
  const rows = (await c.db.execute(sql`select id from media_videos order by id limit 1`)) as unknown as
    | { rows: { id: number }[] }
    | { id: number }[];
  const list = Array.isArray(rows) ? rows : rows.rows;
  if (!list[0]) throw new Error('demo content has no video');
  return Number(list[0].id);
}

/** A danmaku of the owner's, on the first demo video. */
async function ownersDanmaku(c: AuthzCase): Promise<number> {
  const r = await c.owner.call('danmakuSend', { videoId: await videoId(c), time: 3, text: '授权矩阵的弹幕' });
  if (r.body.code !== 200) throw new Error(`danmaku send: ${JSON.stringify(r.body)}`);
  return r.data.id;
}

const ownersCount = async (c: AuthzCase) =>
  (await c.owner.call('danmakuList', { videoId: await videoId(c), from: 0, to: 30 })).data.list.filter(
    (d) => d.mine,
  ).length;

export const authz = authzTable({
  rows: {
    danmakuSend: {
      body: async (c) => ({ videoId: await videoId(c), time: 1, text: '授权矩阵：谁可以发弹幕' }),
      guest: 4003,
      other: 200,
      owner: 200,
    },
    danmakuDelete: {
      body: async (c) => ({ id: await ownersDanmaku(c) }),
      guest: 4003,
      other: 4003,
      owner: 200,
      ownerState: ownersCount,
    },
    danmakuReport: {
      body: async (c) => ({ id: await ownersDanmaku(c), reason: 'spam' }),
      guest: 200,
      other: 200,
      owner: 200,
    },
  },
  reads: ['danmakuList'],
});
