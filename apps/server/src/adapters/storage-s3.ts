import { createReadStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type ByteRange, isValidKey, type Storage, type StoredStream } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** `https://s3.example.com` (MinIO, R2, OSS, COS …); absent: AWS for `region`. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, s3rver). */
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `lld/` to share a bucket. */
  prefix?: string;
}

function isMissing(err: unknown): boolean {
  if (err instanceof S3ServiceException) {
    return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
  }
  return false;
}

/**
 * Object storage on any S3-compatible service (the official AWS SDK v3 client): the same
 * interface as LocalStorage, so uploads, covers, comic pages, HLS playlists and segments and AI
 * results land in the bucket when `STORAGE=s3`. Checksums are sent only where S3 requires them
 * (`WHEN_REQUIRED`), which every S3-compatible server accepts.
 */
export class S3Storage implements Storage {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(options: S3StorageOptions) {
    this.#bucket = options.bucket;
    this.#prefix = options.prefix ?? '';
    this.#client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
  }

  #key(key: string): string {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return this.#prefix + key;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#key(key),
        Body: bytes,
        ContentLength: bytes.length,
      }),
    );
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    const { size } = await stat(sourcePath);
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#key(key),
        Body: createReadStream(sourcePath),
        ContentLength: size,
      }),
    );
    await unlink(sourcePath);
  }

  async get(key: string): Promise<Uint8Array | null> {
    if (!isValidKey(key)) return null;
    try {
      const out = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: this.#key(key) }),
      );
      return out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async stream(key: string, range?: ByteRange): Promise<StoredStream | null> {
    if (!isValidKey(key)) return null;
    try {
      const out = await this.#client.send(
        new GetObjectCommand({
          Bucket: this.#bucket,
          Key: this.#key(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      // The whole size: from Content-Range (`bytes 0-99/1234`) for a range, else the length.
      const total = out.ContentRange
        ? Number(out.ContentRange.split('/')[1])
        : Number(out.ContentLength ?? 0);
      const body = out.Body as Readable | undefined;
      return { stream: body ?? Readable.from([]), size: total };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isValidKey(key)) return false;
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: this.#key(key) }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#key(key) }));
  }

  async ready(): Promise<boolean> {
    await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }));
    return true;
  }

  /** A GET URL of the object valid for `seconds`, so a client fetches it without passing through Node. */
  async signedUrl(key: string, seconds: number): Promise<string> {
    return getSignedUrl(this.#client, new GetObjectCommand({ Bucket: this.#bucket, Key: this.#key(key) }), {
      expiresIn: seconds,
    });
  }

  close(): void {
    this.#client.destroy();
  }
}
