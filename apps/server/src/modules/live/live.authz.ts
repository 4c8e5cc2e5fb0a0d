// Who may speak in live chat (issue 20's authorisation matrix; see src/test/authz.ts).
import { and, asc, eq } from 'drizzle-orm';
import { authzTable, rowsOf } from '../../test/authz.ts';
import { liveChannels } from './live.schema.ts';

export const authz = authzTable({
  rows: {
    // Every signed-in user speaks as themself; nobody's message is anyone else's.
    liveChatSend: rowsOf.perUser(
      async (c) => {
        const [channel] = await c.db
          .select({ id: liveChannels.id })
          .from(liveChannels)
          .where(and(eq(liveChannels.enabled, true), eq(liveChannels.access, 'free')))
          .orderBy(asc(liveChannels.id))
          .limit(1);
        if (!channel) throw new Error('demo content has no free live channel');
        return { channelId: channel.id, text: '授权矩阵的弹幕' };
      },
      async (c) => {
        const [channel] = await c.db
          .select({ id: liveChannels.id })
          .from(liveChannels)
          .orderBy(asc(liveChannels.id))
          .limit(1);
        const list = (await c.owner.call('liveChatList', { channelId: channel!.id })).data.list;
        return list.filter((m) => m.userId === c.owner.userId).map((m) => m.text);
      },
    ),
  },
  reads: ['liveHome', 'liveRecommended', 'livePlay', 'liveChatList'],
});
