import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { OperatorsService } from './operators.service.ts';

// The first owner (issue 17): the setup code every node prints is one code in the shared kv, and
// two setups at once cannot both make an owner.
const h = useTestApp({ PASSWORD_SCRYPT_LOG_N: '10' });
const PASSWORD = 'correct-horse-42';

const setup = (code: string, username: string) =>
  h.t.app.inject({
    method: 'POST',
    url: '/api/console/setup',
    payload: { code, username, password: PASSWORD },
  });

describe('first-owner setup', () => {
  it('prints one code for every node (kept in the shared kv), accepted by any of them', async () => {
    const code = await h.t.app.services.operators.firstStartCode();
    expect(code).toMatch(/^[\w-]{16}$/);
    expect(await h.t.kv.get('console:setup-code')).toBe(code);
    // A second node on the same database and kv: the same code.
    const otherNode = new OperatorsService(h.db.db, {
      adminKey: 'another-nodes-key-0123456789',
      scryptLogN: 10,
      now: () => Math.floor(Date.now() / 1000),
      kv: h.t.kv,
    });
    expect(await otherNode.firstStartCode()).toBe(code);
    expect((await setup('not-the-code', 'nobody')).json()).toMatchObject({
      code: 4003,
      msg: 'wrong setup code',
    });
  });

  it('two setups at once: exactly one owner is made, the other gets 4009', async () => {
    const code = (await h.t.app.services.operators.firstStartCode())!;
    const answers = await Promise.all([setup(code, 'first-a'), setup(code, 'first-b')]);
    const codes = answers.map((r) => r.json().code).sort();
    expect(codes).toEqual([200, 4009]);
    expect(answers.find((r) => r.json().code === 4009)!.json().msg).toBe('an operator already exists');
    const operators = await h.t.app.services.operators.list();
    expect(operators).toHaveLength(1);
    expect(operators[0]!.role).toBe('owner');
    // Used: the code is gone and no node prints one any more.
    expect(await h.t.kv.get('console:setup-code')).toBeNull();
    expect(await h.t.app.services.operators.firstStartCode()).toBeNull();
    expect((await setup(code, 'late')).json().code).toBe(4003);
  });
});
