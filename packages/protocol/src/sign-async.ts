/**
 * The request signature of sign.ts (PROTOCOL §2) as a promise, on the runtime's native
 * HMAC-SHA1 (WebCrypto) where it has one, else on sign.ts's pure-JS one. Same text, same hex.
 *
 * Why: a page's first calls are signed in its first task, where the pure-JS SHA-1 still runs
 * cold (interpreted): ~17 ms of that task on a 4x-slowed CPU. WebCrypto's HMAC runs outside
 * the page's script. As with cipher-async.ts, only a secure context (https, localhost) has it.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { nativeCipher } from './cipher-async.ts';
import { importedKeyOnce, utf8Encoder } from './cipher-core.ts';
import { type RequestSignInput, requestSignText } from './sign-core.ts';

/** The pure-JS signature, loaded only where the runtime has no native one. */
const pureJs = () => import('./sign.ts');

/** The sign key, imported once (HMAC SHA-1). */
const hmacKey = importedKeyOnce((subtle, text) =>
  subtle.importKey('raw', utf8Encoder.encode(text), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']),
);

/** `requestSign`, natively where the runtime can. */
export async function requestSignAsync(
  input: RequestSignInput,
  subtle: SubtleCrypto | undefined = nativeCipher(),
): Promise<string> {
  // WebCrypto refuses an empty HMAC key; HMAC itself does not (the pure-JS one signs with it).
  if (!subtle || input.key === '') return (await pureJs()).requestSign(input);
  const mac = await subtle.sign(
    'HMAC',
    await hmacKey(subtle, input.key),
    utf8Encoder.encode(requestSignText(input)),
  );
  return bytesToHex(new Uint8Array(mac));
}
