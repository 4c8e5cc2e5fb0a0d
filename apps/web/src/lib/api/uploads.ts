// Multipart uploads (PROTOCOL §10): signed, never enveloped; their answers are read here. The
// answer of an upload is opened with the pure-JS cipher, which only the screens that upload load.
import { communityCalls } from '@lld/protocol/api/calls/community';
import { decryptPayload } from '@lld/protocol/cipher';
import { ResultCode } from '@lld/protocol/result-codes';
import { getRuntimeConfig } from '../runtime-config';
import {
  type AnyCall,
  ApiError,
  apiUrl,
  type CallResult,
  HttpError,
  handleAuthInvalid,
  isResultBody,
  readJson,
  signedHeaders,
} from './client';

/** The `data` of a result body (decrypted when `hash`), or throws like `apiCall`. */
export function resultData<T>(status: number, json: unknown): T {
  if (!isResultBody(json)) throw new HttpError(status, undefined, 'response is not a result body');
  if (json.code === ResultCode.OK) {
    if (json.hash === true && typeof json.data === 'string')
      return decryptPayload(getRuntimeConfig().dataKey, json.data) as T;
    return json.data as T;
  }
  const msg = typeof json.msg === 'string' ? json.msg : '';
  const tip = typeof json.tip === 'string' ? json.tip : undefined;
  if (json.code === ResultCode.TOKEN_INVALID) handleAuthInvalid();
  if (status >= 300) throw new HttpError(status, json.code, tip || msg);
  throw new ApiError(json.code, msg, tip);
}

/** POSTs multipart form data to an upload call (upload/img, upload/images…), signed. */
export async function apiUpload<C extends AnyCall>(
  call: C,
  form: FormData,
  signal?: AbortSignal,
): Promise<CallResult<C>> {
  const res = await fetch(apiUrl(call), {
    method: 'POST',
    headers: await signedHeaders(call),
    body: form,
    ...(signal ? { signal } : {}),
  });
  return resultData<CallResult<C>>(res.status, await readJson(res));
}

export function uploadImage(file: Blob, name: string, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, name);
  return apiUpload(communityCalls.uploadImgv2, form, signal);
}
