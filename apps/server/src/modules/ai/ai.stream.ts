import { type AiJobStreamEvent, aiJobIdRequest } from '@lld/protocol/api/ai';
import { aiJobStreamCall } from '@lld/protocol/api/calls/ai';
import type { FastifyInstance } from 'fastify';
import { startEventStream, streamRouteOptions, streamSet } from '../../http/event-stream.ts';

/**
 * `GET /api/app/aijob/stream?id=N`: a job's progress and text as Server-Sent Events (docs/
 * decisions.md, "AI studio"), with the same `Authorization` token as every call. The first event
 * carries the text so far (offset 0); each later one what was added from `offset`. It wakes on
 * this process's worker updates and also reads the row every `pollMs` (a worker in another
 * process), and ends after the job is done or failed.
 */
export async function aiStream(app: FastifyInstance, pollMs = 400): Promise<void> {
  const { ai } = app.services;
  const streams = streamSet(app);

  app.get<{ Querystring: { id?: string } }>(
    `/api${aiJobStreamCall.path}`,
    streamRouteOptions('required'),
    async (request, reply) => {
      const user = request.user;
      if (!user) return;
      const parsed = aiJobIdRequest.safeParse({ id: Number(request.query.id) });
      if (!parsed.success) return reply.send({ code: 2000, msg: 'id: a job id' });
      // Throws "no such item" for another user's job (before the stream opens).
      let job = await ai.info(user.id, parsed.data.id);

      const res = startEventStream(reply);
      let sent = 0;
      let lastKey = '';
      let busy = false;
      let again = false;
      const push = () => {
        const text = job.text.slice(sent);
        const key = `${job.status}:${job.progress}:${job.text.length}`;
        if (key === lastKey) return;
        lastKey = key;
        const event: AiJobStreamEvent = {
          status: job.status,
          progress: job.progress,
          offset: sent,
          text,
          error: job.error,
        };
        sent = job.text.length;
        res.write(`event: job\ndata: ${JSON.stringify(event)}\n\n`);
        if (job.status === 'done' || job.status === 'failed') close();
      };
      const refresh = async () => {
        if (busy) {
          again = true;
          return;
        }
        busy = true;
        try {
          do {
            again = false;
            job = await ai.info(user.id, job.id);
            push();
          } while (again && isOpen());
        } catch {
          close();
        } finally {
          busy = false;
        }
      };
      const off = ai.onUpdate((id) => {
        if (id === job.id) void refresh();
      });
      const { close, isOpen } = streams.hold(
        res,
        setInterval(() => void refresh(), pollMs),
        off,
      );
      push();
    },
  );
}
