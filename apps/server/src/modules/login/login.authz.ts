// Guest login with another user's device id (issue 20's authorisation matrix): a registered
// account is never signed in by a device id, and the owner's session is not ended by it.
import { authzTable } from '../../test/authz.ts';
import { TestClient } from '../../test/client.ts';

export const authz = authzTable({
  rows: {
    loginGuest: {
      body: (c) => ({ devID: c.owner.devID, affCode: '', token: '' }),
      send: async (c, who, body) => {
        const client = new TestClient(c.t.app, c.t.config, { remoteAddress: '198.51.99.1' });
        const r = await client.call('loginGuest', body, who ? { token: who.client.token } : {});
        if (r.body.code === 200 && r.data.userInfo.id === c.owner.userId) return -1; // signed in as the owner
        return r.body.code;
      },
      guest: 200,
      other: 200,
      owner: 200,
      ownerState: async (c) => (await c.owner.call('userInfo', {})).body.code,
    },
  },
});
