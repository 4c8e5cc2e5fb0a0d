/**
 * `npm run console:create-operator -- --username NAME [--role owner] [--password …]`: creates an
 * operator account in the configured database (issue 17). Without --password a random one is
 * made and printed once; nothing is stored in clear. With the embedded database (PGlite) stop
 * the server first: one process owns DATA_DIR at a time.
 */

import { parseArgs } from 'node:util';
import { isOperatorRole } from '@lld/protocol/console';
import { nowSeconds } from '@lld/protocol/sign';
import { MemoryKv } from '../../adapters/kv.ts';
import { configFromProcess } from '../../config.ts';
import { createDatabase } from '../../db/database.ts';
import { randomPassword } from './operator-password.ts';
import { OperatorsService } from './operators.service.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      role: { type: 'string', default: 'owner' },
      password: { type: 'string' },
    },
  });
  if (!values.username || !isOperatorRole(values.role)) {
    console.error(
      'usage: npm run console:create-operator -- --username NAME [--role owner|content|moderator|finance|support] [--password P]',
    );
    process.exit(2);
  }
  const config = configFromProcess();
  const db = await createDatabase(config);
  try {
    const operators = new OperatorsService(db.db, {
      adminKey: config.adminKey,
      scryptLogN: Math.min(config.passwordScryptLogN + 2, 20),
      now: nowSeconds,
      // Enrolment is not a CLI step: nothing is kept.
      kv: new MemoryKv(),
    });
    const password = values.password ?? randomPassword();
    const created = await operators.create({ username: values.username, password, role: values.role });
    await operators.audit({
      actor: { kind: 'cli', name: 'console:create-operator', role: 'owner' },
      action: 'console.create-operator',
      target: `operator:${created.id}`,
      after: created,
    });
    console.log(`operator created: ${created.username} (${created.role})`);
    if (!values.password) console.log(`password (shown once): ${password}`);
    console.log('sign in at /console/ and turn on two-step verification under 账号安全.');
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
