// Who may do what with accounts (issue 20's authorisation matrix; see src/test/authz.ts).
// Secrets (a password, an SMS code, a credential QR) log in whoever holds them; an SMS code
// works once; nothing one caller does changes another's account.
import { endpoints } from '@lld/protocol/api/endpoints';
import { eq } from 'drizzle-orm';
import { accounts, users } from '../../db/core.schema.ts';
import {
  type AuthzCase,
  authzTable,
  balances,
  MATRIX_PASSWORD,
  rowsOf,
  sendMultipart,
  TINY_PNG,
} from '../../test/authz.ts';

const ownerAccount = (c: AuthzCase) =>
  c.db
    .select({ phone: accounts.phone, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.userId, c.owner.userId));
const ownerProfile = (c: AuthzCase) =>
  c.db
    .select({ nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, c.owner.userId));

/** Binds a fresh phone to the owner; answers it. */
async function bindPhone(c: AuthzCase) {
  const phone = c.freshPhone();
  const r = await c.owner.call('loginBindMobile', { phone, code: await c.smsCode(c.owner, phone, 'bind') });
  if (r.body.code !== 200) throw new Error(`bind: ${JSON.stringify(r.body)}`);
  c.owner.client.token = r.data.token; // binding answers a new token
  return phone;
}

let accountNames = 0;

export const authz = authzTable({
  rows: {
    loginCaptcha: { body: () => ({ type: 'image' }), guest: 200, other: 200, owner: 200 },
    // Registering turns the calling guest into an account; an account cannot register again.
    loginAccountRegister: {
      body: () => ({ account: `mx${process.pid % 1000}r${++accountNames}`, password: MATRIX_PASSWORD }),
      guest: 200,
      other: 4009,
      owner: 4009,
      ownerState: ownerAccount,
    },
    // The password logs in whoever knows it; the guest's own gold stays with the guest.
    loginAccountLogin: rowsOf.perUser(
      (c) => ({ account: c.owner.account, password: MATRIX_PASSWORD }),
      (c) => balances(c.owner),
    ),
    // An SMS code works once, for whoever has it.
    loginPhone: {
      body: async (c) => {
        const phone = await bindPhone(c);
        return { phone, code: await c.smsCode(c.owner, phone, 'login') };
      },
      guest: 200,
      other: [2000, 4003],
      owner: [2000, 4003],
      ownerState: (c) => balances(c.owner),
    },
    loginBindMobile: {
      body: async (c) => {
        const phone = c.freshPhone();
        return { phone, code: await c.smsCode(c.owner, phone, 'bind') };
      },
      guest: 200,
      other: [2000, 4003, 4009],
      owner: [2000, 4003, 4009],
      ownerState: ownerAccount,
    },
    loginOfficial: rowsOf.perUser(
      async (c) => {
        const r = await c.owner.call('userQrcode', { type: 'credential' });
        if (r.data.type !== 'credential') throw new Error('no credential');
        return { credential: r.data.credential };
      },
      (c) => balances(c.owner),
    ),
    // Changing the phone needs a code sent to the phone the caller has bound: the owner's codes
    // do nothing for anyone else.
    userChangeMobile: {
      body: async (c) => {
        const bound = await bindPhone(c);
        const oldCode = await c.smsCode(c.owner, bound, 'changeOld');
        const phone = c.freshPhone();
        return { oldCode, phone, code: await c.smsCode(c.owner, phone, 'changeNew') };
      },
      guest: 4003,
      other: 4003,
      owner: 200,
      ownerState: ownerAccount,
    },
    userChangePassword: {
      body: () => ({ oldPassword: MATRIX_PASSWORD, password: 'newpass123' }),
      guest: 4003,
      other: 200,
      owner: 200,
      ownerState: ownerAccount,
    },
    userInfoModify: rowsOf.perUser(() => ({ nickname: '矩阵昵称' }), ownerProfile),
    userAvatar: {
      body: () => null,
      send: (c, who) =>
        sendMultipart(c, who, endpoints.userAvatar.path, {}, [
          { filename: 'a.png', bytes: TINY_PNG, type: 'image/png' },
        ]),
      guest: 200,
      other: 200,
      owner: 200,
      ownerState: ownerProfile,
    },
    userQrcode: { body: () => ({ type: 'login' }), guest: 200, other: 200, owner: 200 },
    // A login QR made by a signed-out device and scanned by the owner: only the owner confirms it.
    userQrcodeInfo: {
      body: async (c) => {
        const tv = await c.guest();
        const made = await tv.call('userQrcode', { type: 'login' });
        if (made.data.type !== 'login') throw new Error('no ticket');
        const scan = await c.owner.call('userQrcodeInfo', { ticket: made.data.ticket, action: 'scan' });
        if (scan.body.code !== 200) throw new Error(`scan: ${JSON.stringify(scan.body)}`);
        return { ticket: made.data.ticket, action: 'confirm' };
      },
      guest: [4003, 4009],
      other: [4003, 4009],
      owner: 200,
    },
  },
  reads: ['loginBefore'],
});
