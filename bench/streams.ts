// `npm run bench:streams`: opens BENCH_STREAMS (default 2,000) idle message streams
// (GET /api/app/message/stream, Server-Sent Events) against one node, reports the server's
// memory per open stream, then times one operator broadcast to everyone until every stream
// has received it. Users and tokens are made directly through the services (not the login
// call) so the set-up does not dominate.
import http from 'node:http';
import { users } from '../apps/server/src/db/core.schema.ts';
import { testApp, testDatabase } from '../apps/server/src/test/harness.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);

const db = await testDatabase();
const { app } = await testApp(db, { RATE_LIMIT_IP: '1000000/1s', RATE_LIMIT_TOKEN: '1000000/1s' });
const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
const { sessions } = app.services;

const tokens: string[] = [];
for (let i = 0; i < STREAMS; i += 500) {
  const rows = await db.db
    .insert(users)
    .values(Array.from({ length: Math.min(500, STREAMS - i) }, (_, k) => ({ nickname: `s${i + k}` })))
    .returning({ id: users.id });
  for (const r of rows) tokens.push(await sessions.issueForDevice(db.db, r.id, null));
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
let received = 0;
let onAll: () => void = () => {};
const allReceived = new Promise<void>((resolve) => {
  onAll = resolve;
});

function open(token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: address.hostname,
        port: address.port,
        path: '/api/app/message/stream',
        agent,
        headers: { authorization: token },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream status ${res.statusCode}`));
        res.setEncoding('utf8');
        let opened = false;
        res.on('data', (chunk: string) => {
          if (!opened && chunk.includes(': open')) {
            opened = true;
            resolve();
          }
          if (chunk.includes('event: message') && ++received === STREAMS) onAll();
        });
      },
    );
    req.on('error', reject);
  });
}

global.gc?.();
const before = process.memoryUsage().heapUsed + process.memoryUsage().external;
const rssBefore = process.memoryUsage().rss;
for (let i = 0; i < tokens.length; i += 200) await Promise.all(tokens.slice(i, i + 200).map(open));
global.gc?.();
const heapPer = (process.memoryUsage().heapUsed + process.memoryUsage().external - before) / STREAMS;
const rssPer = (process.memoryUsage().rss - rssBefore) / STREAMS;

const t = performance.now();
const sent = await app.services.messages.broadcast({ audience: 'all' }, { title: 'bench' });
await allReceived;
const ms = performance.now() - t;

console.log(
  `${STREAMS} idle streams on one node: ~${(heapPer / 1024).toFixed(1)} KiB heap and ` +
    `~${(rssPer / 1024).toFixed(1)} KiB RSS per stream (client and server share this process); ` +
    `broadcast to ${sent} users reached every stream in ${Math.round(ms)} ms`,
);
agent.destroy();
await app.close();
await db.close();
process.exit(0);
