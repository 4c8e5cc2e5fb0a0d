// Who may write to support (issue 20's authorisation matrix; see src/test/authz.ts).
import { authzTable, rowsOf } from '../../test/authz.ts';

export const authz = authzTable({
  rows: {
    feedbackAdd: rowsOf.perUser(
      () => ({ category: 'other', text: '授权矩阵的反馈内容' }),
      async (c) => (await c.owner.call('feedbackList', {})).data.list.length,
    ),
    customChatSend: rowsOf.perUser(
      () => ({ text: '授权矩阵的私聊' }),
      async (c) => (await c.owner.call('customChatList', {})).data.list.length,
    ),
  },
  reads: ['feedbackList', 'customGetEndpoint', 'aiCustomerServiceList', 'customChatList'],
});
