import { mountSandboxAi } from '../../adapters/ai/sandbox/sandbox-ai.ts';
import type { JobQueue } from '../../adapters/queue/queue.ts';
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
  }
}

/**
 * The AI studio (issue 16): credits, one job model for every tool, its handlers on the app's
 * durable queue (run by the process's job worker, app.ts, or by the worker process) and the
 * sandbox provider mounted under /sandbox-ai when server.ts started it.
 */
export const aiModule = defineModule({
  name: 'ai',
  services: ({ db, services, storage, events, config, jobs }) => {
    const jobQueue = jobs.queue;
    const aiCatalog = new AiCatalogService(db);
    const aiCredits = new AiCreditService(db, services.purchases, aiCatalog);
    const ai = new AiService(
      db,
      jobQueue,
      aiCredits,
      services.settings,
      storage,
      events,
      aiCatalog,
      config.imageKey,
    );
    for (const [queue, handler] of Object.entries(
      aiQueueHandlers(ai, createAiProviders(config), storage, config),
    ))
      jobs.handle(queue, handler);
    return { ai, aiCredits, aiCatalog, jobQueue };
  },
  routes: async (app, { deps }) => {
    await app.register(aiRoutes);
    await app.register((a) => aiStream(a));
    if (deps.aiSandbox) mountSandboxAi(app, deps.aiSandbox);
  },
  // Templates: content editors; credit packs: finance (per route, ai.admin.routes.ts).
  adminRoutes: (app) => app.register(aiAdminRoutes),
  adminRoles: ['content'],
  seed: ({ db }) => seedAiCatalog(db),
});
