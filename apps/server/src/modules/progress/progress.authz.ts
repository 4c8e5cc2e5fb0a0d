// Who may do what with saved positions (issue 20's authorisation matrix; see src/test/authz.ts).
// Positions are per user: a sync writes only the caller's own, whatever the body names.
import { eq } from 'drizzle-orm';
import { authzTable } from '../../test/authz.ts';
import { progressPositions } from './progress.schema.ts';

export const authz = authzTable({
  rows: {
    progressSync: {
      body: () => ({
        items: [{ kind: 'video', id: 1, chapterId: 0, position: 42, offset: 0, at: Date.now() }],
      }),
      guest: 200,
      other: 200,
      owner: 200,
      ownerState: (c) =>
        c.db.select().from(progressPositions).where(eq(progressPositions.userId, c.owner.userId)),
    },
  },
  reads: ['progressList'],
});
