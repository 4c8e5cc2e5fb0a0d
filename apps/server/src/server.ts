import { buildSandboxAi, type SandboxAi } from './adapters/ai/sandbox/sandbox-ai.ts';
import { GAMES_SANDBOX_PREFIX, SANDBOX_OPERATOR, sandboxGamesSecret } from './adapters/games/index.ts';
import { buildGamesSandbox } from './adapters/games/sandbox/sandbox-games.ts';
import { SANDBOX_PREFIX, sandboxMerchant } from './adapters/payment/index.ts';
import { buildSandboxGateway, type SandboxGateway } from './adapters/payment/sandbox/sandbox-gateway.ts';
import { buildApp } from './app.ts';
import { ConfigError, configFromProcess } from './config.ts';
import { createLogger } from './plugins/logging.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof configFromProcess>;
  try {
    config = configFromProcess();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`[server] ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  // The sandbox payment gateway (PAYMENT_GATEWAY=sandbox, the default): its own small server,
  // mounted under /sandbox-pay of this one, so its pay page and notifications are real HTTP.
  let sandbox: SandboxGateway | undefined;
  if (config.payment.gateway === 'sandbox') {
    sandbox = await buildSandboxGateway({
      prefix: SANDBOX_PREFIX,
      merchants: [sandboxMerchant(config)],
      notifyDelaysMs: config.payment.sandboxNotifyDelaysMs,
      logger: createLogger(config.logLevel).child({ module: 'sandbox-pay' }),
    });
  }
  // The sandbox game provider (LGP/1, docs/game-provider-protocol.md): its own small server,
  // mounted under /sandbox-games, hosting the bundled HTML5 games.
  const gamesSandbox = await buildGamesSandbox({
    prefix: GAMES_SANDBOX_PREFIX,
    operators: [{ op: SANDBOX_OPERATOR, secret: sandboxGamesSecret(config) }],
    logger: createLogger(config.logLevel).child({ module: 'sandbox-games' }),
  });
  // The sandbox AI provider (AI_SANDBOX=on, the default): its own small server mounted under
  // /sandbox-ai, serving every AI provider URL the operator left unset (docs/operator-guide.md).
  let aiSandbox: SandboxAi | undefined;
  const { ai } = config;
  if (ai.sandbox && (!ai.chatUrl || !ai.imageUrl || !ai.videoUrl)) {
    aiSandbox = await buildSandboxAi({
      prefix: '/sandbox-ai',
      ffmpegPath: config.ffmpegPath,
      tokenDelayMs: ai.sandboxTokenMs,
      logger: createLogger(config.logLevel).child({ module: 'sandbox-ai' }),
    });
  }
  const app = await buildApp(config, {
    gamesSandbox,
    ...(sandbox ? { paymentSandbox: sandbox } : {}),
    ...(aiSandbox ? { aiSandbox } : {}),
  });
  app.addHook('onClose', async () => gamesSandbox.close());
  if (aiSandbox) {
    const provider = aiSandbox;
    app.addHook('onClose', async () => provider.close());
    app.log.warn(
      { provider: 'sandbox', mountedAt: provider.prefix },
      'AI outputs are demo outputs of the sandbox provider (marked 演示): set AI_CHAT_URL, AI_IMAGE_URL, AI_VIDEO_URL for real models',
    );
  }
  if (sandbox) {
    const gateway = sandbox;
    app.addHook('onClose', async () => gateway.close());
    app.log.warn(
      { gateway: 'sandbox', payPage: SANDBOX_PREFIX },
      'payments are simulated by the sandbox gateway: set PAYMENT_GATEWAY=epay for real money',
    );
  }
  const generated = Object.entries(config.secretSources)
    .filter(([, source]) => source === 'generated')
    .map(([name]) => name);
  if (generated.length)
    app.log.info({ generated, dataDir: config.dataDir }, 'generated secrets into DATA_DIR/secrets.json');
  app.log.info(
    {
      database: config.databaseUrl ? 'postgres' : 'pglite',
      kv: config.redisUrl ? 'redis' : 'memory',
      encrypt: config.encrypt,
      role: process.env.NODE_ROLE === 'worker' ? 'worker' : 'api',
      jobWorker: config.jobs.worker && config.ai.worker,
    },
    'starting',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Graceful: /readyz answers 503 first (the proxy stops sending new requests), then closing
    // stops accepting connections, lets in-flight requests finish and ends open event streams.
    const { drainSeconds, shutdownTimeoutSeconds } = config.operations;
    app.log.info({ signal, drainSeconds }, 'draining, then shutting down');
    app.operations.drain();
    const timer = setTimeout(
      () => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1);
      },
      (drainSeconds + shutdownTimeoutSeconds) * 1000,
    );
    timer.unref();
    try {
      if (drainSeconds > 0) await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const origin = `${config.tls ? 'https' : 'http'}://localhost:${port}`;
  app.log.info({ http2: !!config.tls }, `LLD is up: ${origin}/`);
  console.log(`\n  LLD is up: ${origin}/   (API docs: ${origin}/api/docs)\n`);
}

main().catch((err: unknown) => {
  console.error('[server] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
