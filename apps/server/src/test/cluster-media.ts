// Video ingest through the cluster of cluster.test.ts: a clip uploaded in chunks alternating
// between the two API nodes, its ingest job on the worker, and playback through either node.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONSOLE_UPLOAD_CHUNK_BYTES } from '@lld/protocol/api/media-admin';
import { STREAM_PREFIX } from '@lld/protocol/constants';
import { nowSeconds, playlistSign, randomUuidV4 } from '@lld/protocol/sign';
import { expect } from 'vitest';
import { makeTestClip } from './clip.ts';
import type { Cluster } from './cluster.ts';
import { TEST_SECRETS } from './harness.ts';
import { adminCall, type ServerProcess } from './server-process.ts';

/** A test clip uploaded to the console in chunks alternating between A and B; its identifier. */
async function uploadClip(c: Cluster, seconds: number): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lld-cluster-clip-'));
  let clip: Buffer;
  try {
    makeTestClip(path.join(dir, 'clip.mp4'), { noisy: true, seconds });
    clip = readFileSync(path.join(dir, 'clip.mp4'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const identifier = `cluster-${randomBytes(4).toString('hex')}`;
  const total = Math.ceil(clip.length / CONSOLE_UPLOAD_CHUNK_BYTES);
  expect(total).toBeGreaterThan(1);
  for (let n = 1; n <= total; n++) {
    const node = n % 2 === 1 ? c.a : c.b;
    const res = await fetch(
      `${node.base}/api/admin/media/uploads/${identifier}/${n}?totalSize=${clip.length}`,
      {
        method: 'PUT',
        headers: { 'x-admin-key': TEST_SECRETS.ADMIN_KEY, 'content-type': 'application/octet-stream' },
        body: clip.subarray((n - 1) * CONSOLE_UPLOAD_CHUNK_BYTES, n * CONSOLE_UPLOAD_CHUNK_BYTES),
      },
    );
    expect(((await res.json()) as { code: number }).code).toBe(200);
  }
  return identifier;
}

export type IngestJob = { status: string; progress: number; videoId: number; error: string };
export const ingestJob = async (node: ServerProcess, id: number) =>
  (await adminCall<IngestJob>(node.base, 'GET', `/media/jobs/${id}`)).data;

export async function ingestDone(c: Cluster, jobId: number): Promise<IngestJob> {
  let job = await ingestJob(c.b, jobId);
  const deadline = Date.now() + 120_000;
  while (job.status === 'running' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 300));
    job = await ingestJob(c.b, jobId);
  }
  expect(job, job.error).toMatchObject({ status: 'done' });
  return job;
}

/** Video `videoId`'s signed master playlist from `node`, asked without a session. */
export function fetchMaster(node: ServerProcess, videoId: number): Promise<Response> {
  const timestamp = nowSeconds();
  const nonce = randomUuidV4();
  const sign = playlistSign({ key: TEST_SECRETS.APP_SIGN_KEY, token: '', id: videoId, timestamp, nonce });
  const query = new URLSearchParams({ token: '', timestamp: String(timestamp), sign, nonce });
  return fetch(`${node.base}${STREAM_PREFIX}${videoId}?${query}`);
}

/** Publishes the video and plays it through A and through B: key from the node, segment from the bucket. */
export async function playsThroughBothNodes(c: Cluster, videoId: number): Promise<void> {
  const published = await adminCall(c.b.base, 'POST', `/media/videos/${videoId}/state`, {
    state: 'ready',
  });
  expect(published.code).toBe(200);
  for (const node of [c.a, c.b]) {
    const local = (u: string) =>
      `${node.base}${new URL(u, node.base).pathname}${new URL(u, node.base).search}`;
    const master = await fetchMaster(node, videoId);
    expect(master.status).toBe(200);
    const uri = (text: string) => text.split('\n').find((l) => l && !l.startsWith('#'))!;
    const variant = await fetch(local(uri(await master.text())));
    expect(variant.status).toBe(200);
    const text = await variant.text();
    // The key from the node (its access rule), the segment from the bucket (S3_SIGNED_URLS).
    const key = await fetch(local(/URI="([^"]+)"/.exec(text)![1]!));
    expect(key.status).toBe(200);
    expect((await key.arrayBuffer()).byteLength).toBe(16);
    const segmentUrl = uri(text);
    expect(segmentUrl.startsWith(`${c.s3.endpoint}/`)).toBe(true);
    const segment = await fetch(segmentUrl);
    expect(segment.status).toBe(200);
    expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  }
}

/** Uploads a clip of `seconds` and queues its ingest through A; the ingest job's id. */
export async function startIngest(c: Cluster, seconds: number, title: string): Promise<number> {
  const identifier = await uploadClip(c, seconds);
  const started = await adminCall<{ jobId: number }>(c.a.base, 'POST', '/media/ingest', {
    identifier,
    title,
  });
  expect(started.code).toBe(200);
  return started.data.jobId;
}

/** The queue row of an ingest job. */
export const queueRow = async (c: Cluster, jobId: number) =>
  (
    await c.query<{ state: string; attempts: number; locked_by: string | null }>(
      "select state, attempts, locked_by from queue_jobs where queue = 'media.ingest' and (payload->>'jobId')::int = $1",
      [jobId],
    )
  )[0]!;

/** The queue row once the worker has acknowledged the job (just after the ingest's own row says done). */
export async function queueDone(c: Cluster, jobId: number) {
  const deadline = Date.now() + 30_000;
  let row = await queueRow(c, jobId);
  while (row.state === 'running' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    row = await queueRow(c, jobId);
  }
  return row;
}
