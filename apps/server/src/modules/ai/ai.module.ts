import { mountSandboxAi } from '../../adapters/ai/sandbox/sandbox-ai.ts';
import { JobQueue, QueueWorker } from '../../adapters/queue/queue.ts';
import { defineModule } from '../module.ts';
import { aiAdminRoutes } from './ai.admin.routes.ts';
import { createAiProviders } from './ai.providers.ts';
import { aiRoutes } from './ai.routes.ts';
import { AiService } from './ai.service.ts';
import { aiStream } from './ai.stream.ts';
import { aiQueueHandlers } from './ai.worker.ts';
import { AiCatalogService, seedAiCatalog } from './ai-catalog.service.ts';
import { AiCreditService } from './ai-credits.service.ts';

declare module '../../services.ts' {
  interface Services {
    ai: AiService;
    aiCredits: AiCreditService;
    aiCatalog: AiCatalogService;
    jobQueue: JobQueue;
    /** The AI job worker of this process (null with AI_WORKER=off). */
    aiWorker: QueueWorker | null;
  }
}

/**
 * The AI studio (issue 16): credits, one job model for every tool, the job worker (started with
 * the server, stopped on shutdown; AI_WORKER=off leaves the jobs to a worker process) and the
 * sandbox provider mounted under /sandbox-ai when server.ts started it.
 */
export const aiModule = defineModule({
  name: 'ai',
  services: ({ db, services, storage, events, config, log }) => {
    const jobQueue = new JobQueue(db);
    const aiCatalog = new AiCatalogService(db);
    const aiCredits = new AiCreditService(db, services.wallet, aiCatalog);
    const ai = new AiService(db, jobQueue, aiCredits, services.settings, storage, events, aiCatalog);
    const aiWorker = config.ai.worker
      ? new QueueWorker({
          queue: jobQueue,
          handlers: aiQueueHandlers(ai, createAiProviders(config), storage, config),
          leaseMs: config.ai.leaseMs,
          pollMs: config.ai.pollMs,
          log: log.child({ module: 'ai-worker' }),
        })
      : null;
    return { ai, aiCredits, aiCatalog, jobQueue, aiWorker };
  },
  routes: async (app, { deps }) => {
    await app.register(aiRoutes);
    await app.register((a) => aiStream(a));
    if (deps.aiSandbox) mountSandboxAi(app, deps.aiSandbox);
    const worker = app.services.aiWorker;
    if (worker) {
      app.addHook('onReady', async () => worker.start());
      app.addHook('onClose', async () => worker.stop());
    }
  },
  // Templates: content editors; credit packs: finance (per route, ai.admin.routes.ts).
  adminRoutes: (app) => app.register(aiAdminRoutes),
  adminRoles: ['content'],
  seed: ({ db }) => seedAiCatalog(db),
});
