import path from 'node:path';
import { LocalStorage, type Storage } from './storage.ts';

export interface StorageConfig {
  dataDir: string;
  storage: {
    kind: 'local' | 's3';
    s3Bucket?: string | undefined;
    s3Endpoint?: string | undefined;
    s3Region: string;
    s3AccessKeyId?: string | undefined;
    s3SecretAccessKey?: string | undefined;
    s3ForcePathStyle: boolean;
    s3Prefix: string;
    s3SignedUrls: boolean;
    s3PublicEndpoint?: string | undefined;
  };
}

/**
 * The storage the config names: DATA_DIR/files, or the S3 bucket (its SDK loaded only then),
 * handing out signed URLs of its objects with S3_SIGNED_URLS=on.
 */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  const s = config.storage;
  if (s.kind === 'local') return new LocalStorage(path.join(config.dataDir, 'files'));
  const { S3Storage } = await import('./storage-s3.ts');
  return new S3Storage({
    bucket: s.s3Bucket ?? '',
    endpoint: s.s3Endpoint,
    region: s.s3Region,
    accessKeyId: s.s3AccessKeyId,
    secretAccessKey: s.s3SecretAccessKey,
    forcePathStyle: s.s3ForcePathStyle,
    prefix: s.s3Prefix,
    directUrls: s.s3SignedUrls ? { publicEndpoint: s.s3PublicEndpoint } : undefined,
  });
}
