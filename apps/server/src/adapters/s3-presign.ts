import { createHash, createHmac } from 'node:crypto';

/**
 * Query-string signing (AWS Signature Version 4) of a GET of one object: the URL a client
 * fetches the object with, straight from the bucket. The same URL as the SDK's presigner
 * (`@aws-sdk/s3-request-presigner`, checked in s3-presign.test.ts) at a small part of its cost:
 * the SDK's middleware stack takes ~1.5 ms per URL here, too much for a playlist of hundreds of
 * segments; this takes microseconds (the day's signing key is kept).
 */

export interface PresignTarget {
  /** `https://s3.example.com[/base]`; absent: AWS S3 in `region`. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

export interface PresignCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string | undefined;
}

export interface PresignInput {
  /** The object's key in the bucket (prefix included). */
  key: string;
  /** When the signature starts (X-Amz-Date), whole seconds. */
  signingDate: Date;
  /** Seconds after `signingDate` the URL stops working (1 … 604800). */
  expiresIn: number;
  /** Sent back as the response's Content-Type (`response-content-type`). */
  contentType?: string;
}

/** RFC 3986 encoding as SigV4 wants it (`!'()*` too); `/` kept in paths. */
function encode(text: string, keepSlash = false): string {
  const e = encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? e.replace(/%2F/g, '/') : e;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** `20261126T060000Z` and `20261126`. */
function amzDate(d: Date): { stamp: string; day: string } {
  const stamp = d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { stamp, day: stamp.slice(0, 8) };
}

export class S3Presigner {
  readonly #origin: string;
  readonly #host: string;
  readonly #pathBase: string;
  readonly #region: string;
  /** The last day's signing key (derived with four HMACs; the same all day). */
  #signingKey: { id: string; key: Buffer } | null = null;

  constructor(target: PresignTarget) {
    this.#region = target.region;
    const base = new URL(target.endpoint ?? `https://s3.${target.region}.amazonaws.com`);
    const basePath = base.pathname.replace(/\/+$/, '');
    if (target.forcePathStyle) {
      this.#host = base.host;
      this.#pathBase = `${basePath}/${encode(target.bucket)}`;
    } else {
      this.#host = `${target.bucket}.${base.host}`;
      this.#pathBase = basePath;
    }
    this.#origin = `${base.protocol}//${this.#host}`;
  }

  #key(credentials: PresignCredentials, day: string): Buffer {
    const id = `${credentials.secretAccessKey}\n${day}\n${this.#region}`;
    if (this.#signingKey?.id !== id) {
      const kDate = hmac(`AWS4${credentials.secretAccessKey}`, day);
      const kRegion = hmac(kDate, this.#region);
      const kService = hmac(kRegion, 's3');
      this.#signingKey = { id, key: hmac(kService, 'aws4_request') };
    }
    return this.#signingKey.key;
  }

  /** The signed GET URL of `input.key`. */
  url(input: PresignInput, credentials: PresignCredentials): string {
    const { stamp, day } = amzDate(input.signingDate);
    const scope = `${day}/${this.#region}/s3/aws4_request`;
    const path = `${this.#pathBase}/${encode(input.key, true)}`;
    const params: Array<[string, string]> = [
      ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
      ['X-Amz-Content-Sha256', 'UNSIGNED-PAYLOAD'],
      ['X-Amz-Credential', `${credentials.accessKeyId}/${scope}`],
      ['X-Amz-Date', stamp],
      ['X-Amz-Expires', String(input.expiresIn)],
      ['X-Amz-SignedHeaders', 'host'],
      ['x-id', 'GetObject'],
    ];
    if (credentials.sessionToken) params.push(['X-Amz-Security-Token', credentials.sessionToken]);
    if (input.contentType) params.push(['response-content-type', input.contentType]);
    const query = params
      .map(([k, v]) => [encode(k), encode(v)] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const canonical = ['GET', path, query, `host:${this.#host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
    const toSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonical)].join('\n');
    const signature = createHmac('sha256', this.#key(credentials, day)).update(toSign, 'utf8').digest('hex');
    return `${this.#origin}${path}?${query}&X-Amz-Signature=${signature}`;
  }
}
