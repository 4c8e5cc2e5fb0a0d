// The worker process (`node dist/worker.js`, `npm run worker`): the same program as the API
// node with the job worker on. It runs every queue of the durable job queue (AI jobs, console
// video ingests) and is not put behind the proxy; its own PORT serves /healthz, /readyz and
// /metrics, and the sandbox AI provider when no provider URL is set. The API nodes run with
// JOB_WORKER=off and only enqueue. Several workers may run: claims are per job with leases, and
// a job whose worker dies is claimed again when its lease runs out (docs/scaling.md).
process.env.JOB_WORKER = 'on';
process.env.AI_WORKER = 'on';
process.env.NODE_ROLE = 'worker';
await import('./server.ts');

export {};
