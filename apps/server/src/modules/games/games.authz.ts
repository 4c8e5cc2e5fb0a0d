// Who may do what in the game centre (issue 20's authorisation matrix; see src/test/authz.ts).
// Anyone signed in may launch a game: a launch is the caller's own (its token is bound to the
// caller), so another's launch leaves the owner's sessions as they were. Scores come only from
// the provider (LGP/1 callbacks, tested in games.test.ts), never from these calls.
import { asc, eq } from 'drizzle-orm';
import { authzTable, firstDemoId, rowsOf } from '../../test/authz.ts';
import { gameSessions, games } from './games.schema.ts';

export const authz = authzTable({
  rows: {
    gameLogin: rowsOf.perUser(
      async (c) => ({ id: await firstDemoId(c, games, 'game') }),
      (c) =>
        c.db
          .select({ id: gameSessions.id })
          .from(gameSessions)
          .where(eq(gameSessions.userId, c.owner.userId))
          .orderBy(asc(gameSessions.id)),
    ),
  },
  reads: ['gameHome', 'gameRank', 'gameMyScores'],
});
