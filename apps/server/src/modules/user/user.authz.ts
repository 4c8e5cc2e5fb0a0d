// Signing out ends only the caller's own session (issue 20's authorisation matrix).
import { authzTable } from '../../test/authz.ts';

export const authz = authzTable({
  rows: {
    userLogout: {
      body: () => ({}),
      guest: 200,
      other: 200,
      owner: 200,
      // The owner is still signed in after everyone else signed out.
      ownerState: async (c) => (await c.owner.call('userInfo', {})).body.code,
    },
  },
  reads: ['userInfo'],
});
