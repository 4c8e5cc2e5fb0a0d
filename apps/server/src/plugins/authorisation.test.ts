// The authorisation matrix over every call that changes something (issue 20; PeerTube's
// check-params, as a table): no token, a revoked token, a guest, another user and the owner.
// Each module states its rows in modules/<x>/<x>.authz.ts (see src/test/authz.ts); this file
// finds them, checks that together they name every call of the endpoint table, and runs them on
// one app with demo content.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type EndpointName, endpoints } from '@lld/protocol/api/endpoints';
import { ResultCode } from '@lld/protocol/result-codes';
import { describe, expect, it } from 'vitest';
import { ConsoleSmsSender } from '../adapters/sms/sms.ts';
import { type AuthzCase, type AuthzRow, type AuthzTable, authzWorld } from '../test/authz.ts';
import { TestClient } from '../test/client.ts';
import { TEST_SECRETS, useTestApp } from '../test/harness.ts';

const modulesDir = fileURLToPath(new URL('../modules/', import.meta.url));
const tables: Array<[string, AuthzTable]> = [];
for (const name of readdirSync(modulesDir).sort()) {
  const file = join(modulesDir, name, `${name}.authz.ts`);
  if (!existsSync(file)) continue;
  const mod = (await import(file)) as { authz?: AuthzTable };
  if (mod.authz) tables.push([name, mod.authz]);
}

const rows = new Map<EndpointName, { module: string; row: AuthzRow }>();
const reads = new Map<EndpointName, string>();
for (const [module, table] of tables) {
  for (const [name, row] of Object.entries(table.rows) as Array<[EndpointName, AuthzRow]>)
    rows.set(name, { module, row });
  for (const name of table.reads ?? []) reads.set(name, module);
}

const sms = new ConsoleSmsSender();
const h = useTestApp({ DEMO_CONTENT: 'on', PASSWORD_SCRYPT_LOG_N: '10' }, { smsSender: sms });

const codes = (e: number | readonly number[]) => (typeof e === 'number' ? [e] : e);

describe('authorisation matrix', () => {
  it('names every call of the endpoint table once, as a row or as a read', () => {
    const all = Object.keys(endpoints) as EndpointName[];
    const missing = all.filter((n) => !rows.has(n) && !reads.has(n));
    expect(
      missing,
      'calls no modules/<x>/<x>.authz.ts names: add a row (what a guest, another user and the owner get) or list it under reads',
    ).toEqual([]);
    const both = all.filter((n) => rows.has(n) && reads.has(n));
    expect(both, 'named as a row and as a read').toEqual([]);
    const unknown = [...rows.keys(), ...reads.keys()].filter((n) => !(n in endpoints));
    expect(unknown, 'named but not in the endpoint table').toEqual([]);
  });

  it.each([...rows.entries()].map(([name, { module, row }]) => [`${module}: ${name}`, name, row] as const))(
    '%s',
    async (_label, name, row) => {
      const world = authzWorld(h.t, h.db.db, TEST_SECRETS.ADMIN_KEY, sms);
      const [owner, other, guestCaller] = await Promise.all([
        world.registered(),
        world.registered(),
        world.guest(),
      ]);
      const c: AuthzCase = { ...world, owner, other, guestCaller };
      const body = await row.body(c);
      const send = async (who: (typeof c)['owner'] | null, o = {}) =>
        row.send
          ? row.send(c, who, body, o)
          : (await (who?.client ?? new TestClient(h.t.app, h.t.config)).call(name, body, o)).body.code;
      const check = (who: string, got: number, want: number | readonly number[]) =>
        expect(codes(want), `${name} as ${who}: got ${got}`).toContain(got);

      if (endpoints[name].auth === 'required') {
        check('no token', await send(null), ResultCode.TOKEN_INVALID);
        const revoked = await world.guest();
        await revoked.call('userLogout', {});
        check('a revoked token', await send(revoked), ResultCode.TOKEN_INVALID);
      }
      const before = await row.ownerState?.(c);
      check('a guest', await send(guestCaller), row.guest);
      check('another user', await send(other), row.other);
      if (row.ownerState)
        expect(await row.ownerState(c), `${name}: the owner's state after others`).toEqual(before);
      check('the owner', await send(owner), row.owner);
    },
    60_000,
  );
});
