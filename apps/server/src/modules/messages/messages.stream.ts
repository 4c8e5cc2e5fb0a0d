import { type Message, messageStreamCall } from '@lld/protocol/api/messages';
import type { FastifyInstance } from 'fastify';

/**
 * Live delivery: `GET /api/app/message/stream` (Server-Sent Events, docs/decisions.md), with the
 * same `Authorization` token as every call. It first sends what came after `Last-Event-ID` (or
 * `?after=`), then every new message of that user; event ids are message ids, so a client that
 * reconnects from the last id it saw misses nothing and sees nothing twice.
 */
export async function messagesStream(app: FastifyInstance): Promise<void> {
  const { messages, sessions } = app.services;
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const close of open) close();
  });

  app.get<{ Querystring: { after?: string } }>(
    `/api${messageStreamCall.path}`,
    { config: { auth: 'required', signature: false, envelope: false }, schema: { hide: true } },
    async (request, reply) => {
      const user = request.user;
      if (!user) return;
      const token = String(request.headers.authorization ?? '');
      const lastSeen = Number(request.headers['last-event-id'] ?? request.query.after ?? 0);
      let after = Number.isSafeInteger(lastSeen) && lastSeen > 0 ? lastSeen : 0;

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const write = (m: Message) => {
        if (m.id <= after) return;
        after = m.id;
        res.write(`id: ${m.id}\nevent: message\ndata: ${JSON.stringify(m)}\n\n`);
      };

      // Buffer live messages until the catch-up is written, so the order stays by id.
      const pending: Message[] = [];
      let caughtUp = false;
      const off = messages.onSent((userId, m) => {
        if (userId !== user.id) return;
        if (caughtUp) write(m);
        else pending.push(m);
      });
      for (const m of await messages.since(user.id, after)) write(m);
      for (const m of pending.sort((a, b) => a.id - b.id)) write(m);
      caughtUp = true;
      res.write(': open\n\n');

      const heartbeat = setInterval(async () => {
        if (!(await sessions.resolve(token))) return close();
        res.write(': ping\n\n');
      }, app.config.messageStreamCheckMs);
      heartbeat.unref();
      function close() {
        if (!open.delete(close)) return;
        clearInterval(heartbeat);
        off();
        res.end();
      }
      open.add(close);
      res.on('close', close);
    },
  );
}
