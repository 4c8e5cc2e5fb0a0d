import type { EndpointName, EndpointResponse } from '@lld/protocol/api/endpoints';
import { endpoints } from '@lld/protocol/api/endpoints';
import { type AnyResultBody, anyResultBody } from '@lld/protocol/api/envelope';
import { decryptPayload, encryptPayload } from '@lld/protocol/cipher';
import { buildApiKeyHeader, nowSeconds, randomUuidV4, requestSign } from '@lld/protocol/sign';
import { buildXUserAgent } from '@lld/protocol/user-agent';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Config } from '../config.ts';

export const TEST_USER_AGENT = buildXUserAgent({
  devType: 'Apple iPhone mobile',
  sysType: 'h5_ios',
  buildId: 'Safari 17.4',
});

export interface CallOptions {
  /** Override any signed input, to forge bad requests. */
  token?: string;
  timestamp?: number;
  nonce?: string;
  userAgent?: string;
  /** Sign with this key instead of the config's. */
  signKey?: string;
  /** Replace the whole x-api-key header. */
  apiKey?: string | null;
  /** Send this exact body text (bypasses envelope). */
  rawBody?: string;
  /** Send this value as the JSON body without the envelope. */
  plainBody?: unknown;
  remoteAddress?: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
}

export interface CallResult<T = unknown> {
  status: number;
  body: AnyResultBody;
  /** `data`, decrypted when the body says `hash: true`. */
  data: T;
  response: LightMyRequestResponse;
}

/**
 * A client written from PROTOCOL.md with @lld/protocol: signs (§2), sends X-User-Agent,
 * wraps bodies in the envelope and decrypts `hash` responses (§3). Talks to the app via inject.
 */
export class TestClient {
  token = '';

  constructor(
    private readonly app: FastifyInstance,
    private readonly config: Pick<Config, 'signKey' | 'dataKey' | 'encrypt'>,
    private readonly defaults: { remoteAddress?: string } = {},
  ) {}

  signedHeaders(apiPath: string, o: CallOptions = {}): Record<string, string> {
    const token = o.token ?? this.token;
    const userAgent = o.userAgent ?? TEST_USER_AGENT;
    const timestamp = o.timestamp ?? nowSeconds();
    const nonce = o.nonce ?? randomUuidV4();
    const sign = requestSign({
      key: o.signKey ?? this.config.signKey,
      token,
      path: apiPath,
      userAgent,
      timestamp,
      nonce,
    });
    const headers: Record<string, string> = { authorization: token, 'x-user-agent': userAgent };
    if (o.apiKey !== null) headers['x-api-key'] = o.apiKey ?? buildApiKeyHeader({ timestamp, sign, nonce });
    return headers;
  }

  /** Calls `/api<apiPath>` (apiPath like `/app/user/info`). */
  async request<T = unknown>(
    method: 'GET' | 'POST',
    apiPath: string,
    payload?: unknown,
    o: CallOptions = {},
  ) {
    const headers = { ...this.signedHeaders(apiPath, o), ...o.headers };
    let body: string | undefined;
    if (o.rawBody !== undefined) body = o.rawBody;
    else if (o.plainBody !== undefined) body = JSON.stringify(o.plainBody);
    else if (method === 'POST') {
      const plain = payload ?? {};
      body = JSON.stringify(
        this.config.encrypt ? { data: encryptPayload(this.config.dataKey, plain) } : plain,
      );
    }
    if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const response = await this.app.inject({
      method: o.method ?? method,
      url: `/api${apiPath}`,
      headers,
      ...(body !== undefined ? { payload: body } : {}),
      remoteAddress: o.remoteAddress ?? this.defaults.remoteAddress ?? '127.0.0.1',
    });
    const parsed = anyResultBody.parse(response.json());
    const data = (
      parsed.hash ? decryptPayload(this.config.dataKey, parsed.data as string) : parsed.data
    ) as T;
    return { status: response.statusCode, body: parsed, data, response } satisfies CallResult<T>;
  }

  /** Calls an endpoint of the table by name. */
  call<N extends EndpointName>(name: N, payload?: unknown, o: CallOptions = {}) {
    const e = endpoints[name];
    return this.request<EndpointResponse<N>>(e.method, e.path, payload, o);
  }

  /** Guest login; keeps the token. */
  async guest(devID: string, o: CallOptions & { affCode?: string } = {}) {
    const r = await this.call('loginGuest', { devID, affCode: o.affCode ?? '', token: this.token }, o);
    if (r.body.code === 200) this.token = r.data.token;
    return r;
  }
}

let counter = 0;
/** A device id unique within the run. */
export function devId(prefix = 'dev'): string {
  counter++;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}`;
}

/** A new guest signed in on `t` (device id from `tag`): its client and user id. */
export async function newGuest(t: { app: FastifyInstance; config: Config }, tag: string) {
  const c = new TestClient(t.app, t.config);
  const r = await c.guest(devId(tag));
  return { c, id: r.data.userInfo.id };
}
