// Who may do what in the welfare centre (issue 20's authorisation matrix; see src/test/authz.ts).
// Progress, claims and clocks are per user: nobody claims, or spends, another's.
import { eq } from 'drizzle-orm';
import { type AuthzCase, authzTable, balances, firstDemoId, rowsOf } from '../../test/authz.ts';
import { welfareApps, welfareClaims } from './welfare.schema.ts';

let tasks = 0;
const ownBalances = (c: AuthzCase) => balances(c.owner);

/** A one-check-in daily task the owner has completed; answers its id. */
async function ownersDoneTask(c: AuthzCase) {
  const made = await c.admin('POST', '/welfare/tasks', {
    group: 'daily',
    title: `矩阵任务${++tasks}`,
    metric: 'checkins',
    target: 1,
    reward: 100,
    points: 1,
  });
  if (made.status !== 200) throw new Error(`task: ${JSON.stringify(made.body)}`);
  const id = made.body.data.id as number;
  await c.owner.call('welfareCheckin');
  for (let i = 0; i < 100; i++) {
    const list = await c.owner.call('usertaskList', {});
    const task = list.data.list.find((t) => t.id === id);
    if (task && task.progress >= task.target) return id;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error('the check-in did not complete the task');
}

export const authz = authzTable({
  rows: {
    welfareCheckin: rowsOf.perUser(() => undefined, ownBalances),
    usertaskGet: {
      body: async (c) => ({ id: await ownersDoneTask(c) }),
      guest: [2000, 4003],
      other: [2000, 4003],
      owner: 200,
      ownerState: async (c) => ({
        balances: await ownBalances(c),
        claims: await c.db.select().from(welfareClaims).where(eq(welfareClaims.userId, c.owner.userId)),
      }),
    },
    userOnlineTime: rowsOf.perUser(() => undefined, ownBalances),
    // An invite code names its owner as the inviter of whoever enters it, never of themselves.
    userInviteRedeem: {
      body: async (c) => ({ code: (await c.owner.call('userInviteIncome', {})).data.code }),
      guest: 200,
      other: 200,
      owner: 4003,
    },
    appsClick: rowsOf.perUser(
      async (c) => ({ id: await firstDemoId(c, welfareApps, 'app-wall app') }),
      ownBalances,
    ),
  },
  reads: [
    'welfareCheckinState',
    'usertaskList',
    'userInviteIncome',
    'userInviteList',
    'appsList',
    'appsPage',
    'userLevel',
  ],
});
