// A node-side caller of the real server built on @lld/protocol, for steps a journey needs
// outside the page (revoking a token, reading what the server holds).
import { decryptPayload, encryptPayload } from '@lld/protocol/cipher';
import { buildApiKeyHeader, nowSeconds, randomUuidV4, requestSign } from '@lld/protocol/sign';
import { inject } from 'vitest';

export interface RuntimeKeys {
  signKey: string;
  dataKey: string;
  imageKey: string;
  encrypt: boolean;
}

export const TEST_USER_AGENT = 'DevType=e2e&SysType=h5_pc&Ver=2.1.1&BuildID=node';

export async function runtimeKeys(): Promise<RuntimeKeys> {
  const res = await fetch(`${inject('baseUrl')}/api/runtime-config.json`);
  return (await res.json()) as RuntimeKeys;
}

export async function callAs<T = unknown>(
  token: string,
  endpoint: string,
  body: unknown = {},
): Promise<{ code: number; msg: string; data: T }> {
  const keys = await runtimeKeys();
  const path = `/app/${endpoint}`;
  const timestamp = nowSeconds();
  const nonce = randomUuidV4();
  const sign = requestSign({ key: keys.signKey, token, path, userAgent: TEST_USER_AGENT, timestamp, nonce });
  const res = await fetch(`${inject('baseUrl')}/api${path}`, {
    method: 'POST',
    headers: {
      Authorization: token,
      'X-User-Agent': TEST_USER_AGENT,
      'x-api-key': buildApiKeyHeader({ timestamp, sign, nonce }),
      'content-type': 'application/json',
    },
    body: JSON.stringify(keys.encrypt ? { data: encryptPayload(keys.dataKey, body) } : body),
  });
  const json = (await res.json()) as { code: number; msg: string; data?: unknown; hash?: boolean };
  const data = json.hash ? decryptPayload(keys.dataKey, json.data as string) : json.data;
  return { code: json.code, msg: json.msg, data: data as T };
}
