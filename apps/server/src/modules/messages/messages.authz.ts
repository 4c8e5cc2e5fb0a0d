// Who may mark messages read (issue 20's authorisation matrix; see src/test/authz.ts).
import { authzTable } from '../../test/authz.ts';

export const authz = authzTable({
  rows: {
    // Marking the owner's message ids read marks nothing for anyone else.
    messageRead: {
      body: async (c) => {
        const m = await c.t.app.services.messages.send({
          userId: c.owner.userId,
          kind: 'system',
          title: '只给主人',
        });
        return { ids: [m.id] };
      },
      guest: 200,
      other: 200,
      owner: 200,
      ownerState: async (c) => (await c.owner.call('messageLatest', {})).data.unread,
    },
  },
  reads: ['messageList', 'messageLatest'],
});
