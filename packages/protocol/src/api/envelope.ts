import { z } from 'zod';
import { named } from './schema.ts';

/** PROTOCOL §3: the request body when APP_ENCRYPT=on. `data` is base64(iv ‖ ciphertext ‖ tag). */
export const envelopeRequest = z
  .object({ data: z.string().min(1).describe('base64( iv(12) ‖ AES-256-GCM ciphertext ‖ tag(16) )') })
  .strict()
  .meta({ id: 'EnvelopeRequest' });
export type EnvelopeRequest = z.infer<typeof envelopeRequest>;

/** PROTOCOL §3: every response, whatever its code. */
export const responseBase = z.object({
  code: z.number().int().describe('result code, PROTOCOL §4'),
  msg: z.string(),
  tip: z.string().optional().describe('message to show the user'),
});

/** A non-200 response (never encrypted). */
export const errorBody = responseBase.meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBody>;

/** A successful response with APP_ENCRYPT=on: `data` is the encrypted JSON text of the payload. */
export const encryptedResultBody = named('EncryptedResultBody', {
  code: z.literal(200),
  msg: z.string(),
  hash: z.literal(true),
  data: z.string().describe('base64( iv ‖ ciphertext ‖ tag ) of the JSON text of the plain `data`'),
});
export type EncryptedResultBody = z.infer<typeof encryptedResultBody>;

/** A successful response as the client sees it after decryption (or with APP_ENCRYPT=off). */
export function resultBody<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), msg: z.string(), data });
}
export type ResultBody<T> = { code: 200; msg: string; data: T };

/** Any response body before the client looks at `code`. */
export const anyResultBody = z.looseObject({
  code: z.number().int(),
  msg: z.string(),
  data: z.unknown().optional(),
  hash: z.literal(true).optional(),
  tip: z.string().optional(),
});
export type AnyResultBody = z.infer<typeof anyResultBody>;

/** Body of calls that take no parameters. */
export const emptyRequest = named('EmptyRequest', {});
export type EmptyRequest = z.infer<typeof emptyRequest>;
