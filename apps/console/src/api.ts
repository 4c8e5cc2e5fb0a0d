import { CONSOLE_CSRF_HEADER, type OperatorView } from '@lld/protocol/console';

/** The operator as the server describes it. */
export type Operator = OperatorView;

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

let csrf: string | null = null;
let onSignedOut: () => void = () => {};

export function setCsrf(token: string | null): void {
  csrf = token;
}
export function whenSignedOut(fn: () => void): void {
  onSignedOut = fn;
}

/**
 * One call to the operator API (a Blob body goes as raw `application/octet-stream`: upload
 * chunks and images) or the console's session API: the session cookie goes along
 * (same origin), changes carry the CSRF token; `{code,msg,data}` → data, or an ApiError.
 */
export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  const raw = body instanceof Blob;
  if (body !== undefined) headers['content-type'] = raw ? 'application/octet-stream' : 'application/json';
  if (method !== 'GET' && csrf) headers[CONSOLE_CSRF_HEADER] = csrf;
  const res = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
  });
  let json: { code?: number; msg?: string; data?: unknown };
  try {
    json = (await res.json()) as typeof json;
  } catch {
    throw new ApiError(5000, `HTTP ${res.status}`);
  }
  if (json.code !== 200) {
    const code = json.code ?? 5000;
    if (code === 1000 || json.msg === 'x-admin-key required') onSignedOut();
    throw new ApiError(code, json.msg ?? 'error');
  }
  return json.data as T;
}

export const admin = <T>(method: string, path: string, body?: unknown) =>
  call<T>(method, `/api/admin${path}`, body);

export interface Page<T> {
  list: T[];
  hasMore: boolean;
  page?: number;
  pageSize?: number;
}

/** Yuan from fen, for display. */
export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
/** A date-time in the operator's zone. */
export const when = (s: number | null | undefined) =>
  s ? new Date(s * 1000).toLocaleString('zh-CN', { hour12: false }) : '—';
