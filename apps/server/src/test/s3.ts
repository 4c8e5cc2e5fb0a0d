import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Storage, type S3StorageOptions } from '../adapters/storage-s3.ts';

/** s3rver ships no types: the part of it used here. */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The environment that points the server at this store. */
  env: Record<string, string>;
  /** A client of the bucket (close it after use). */
  storage(options?: Pick<S3StorageOptions, 'prefix' | 'directUrls'>): S3Storage;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server over HTTP for tests (s3rver, an npm package: MinIO is in neither
 * registry here), with one bucket, storing in a temp folder. Its fixed credentials are S3RVER.
 */
export async function startS3(bucket = 'lld-test'): Promise<TestS3> {
  const { default: S3rver } = (await import('s3rver' as string)) as { default: S3rverClass };
  const directory = mkdtempSync(path.join(tmpdir(), 'lld-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'on',
    },
    storage: (options = {}) =>
      new S3Storage({
        bucket,
        endpoint,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        ...options,
      }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
