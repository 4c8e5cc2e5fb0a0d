import type { z } from 'zod';
import type { AuthMode, Call, CallMethod } from '../calls/define.ts';

export type { AuthMode };

/** A call with its schemas: what the server validates and documents, and the types the web infers. */
export interface Endpoint<
  Req extends z.ZodType | null = z.ZodType | null,
  Res extends z.ZodType = z.ZodType,
  A extends AuthMode = AuthMode,
> {
  readonly name: string;
  /** Path after `/api`, as signed (PROTOCOL §2), e.g. `/app/user/info`. */
  readonly path: string;
  readonly method: CallMethod;
  /** Plain (decrypted) request body, or null for GET calls. */
  readonly request: Req;
  /** Plain (decrypted) `data` of a code 200 response. */
  readonly response: Res;
  readonly auth: A;
  readonly summary: string;
}

/** Joins a call (calls/<area>.ts) with its schemas and summary. */
export function endpoint<
  N extends string,
  M extends CallMethod,
  P extends string,
  A extends AuthMode,
  Req extends z.ZodType | null,
  Res extends z.ZodType,
>(
  call: Call<N, M, P, A>,
  s: { request: Req; response: Res; summary: string },
): Endpoint<Req, Res, A> & { readonly name: N; readonly path: P; readonly method: M } {
  return Object.freeze({ ...call, ...s });
}
