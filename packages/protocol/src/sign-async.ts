/**
 * The request and playlist signatures of sign.ts (PROTOCOL §2, §8) as promises, on the runtime's
 * native HMAC-SHA1 (WebCrypto) where it has one, else on sign.ts's pure-JS one. Same text, same hex.
 *
 * Why: a page's first calls are signed in its first task, where the pure-JS SHA-1 still runs
 * cold (interpreted): ~17 ms of that task on a 4x-slowed CPU. WebCrypto's HMAC runs outside
 * the page's script. As with cipher-async.ts, only a secure context (https, localhost) has it.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { nativeCipher } from './cipher-async.ts';
import { importedKeyOnce, utf8Encoder } from './cipher-core.ts';
import {
  type PlaylistQueryToSign,
  type PlaylistSignInput,
  playlistSignInput,
  playlistSignText,
  playlistUrlText,
  type RequestSignInput,
  requestSignText,
} from './sign-core.ts';

/** The pure-JS signature, loaded only where the runtime has no native one. */
const pureJs = () => import('./sign.ts');

/** The sign key, imported once (HMAC SHA-1). */
const hmacKey = importedKeyOnce((subtle: SubtleCrypto, text: string) =>
  subtle.importKey('raw', utf8Encoder.encode(text), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']),
);

/** `hmacSha1Hex` (lower-case hex; a string as its UTF-8 bytes), natively where the runtime can. */
export async function hmacSha1HexAsync(
  key: string,
  message: string,
  subtle: SubtleCrypto | undefined = nativeCipher(),
): Promise<string> {
  // WebCrypto refuses an empty HMAC key; HMAC itself does not (the pure-JS one signs with it).
  if (!subtle || key === '') return (await pureJs()).hmacSha1Hex(key, message);
  const mac = await subtle.sign('HMAC', await hmacKey(subtle, key), utf8Encoder.encode(message));
  return bytesToHex(new Uint8Array(mac));
}

/** `requestSign`, natively where the runtime can. */
export function requestSignAsync(
  input: RequestSignInput,
  subtle: SubtleCrypto | undefined = nativeCipher(),
): Promise<string> {
  return hmacSha1HexAsync(input.key, requestSignText(input), subtle);
}

/** `playlistSign`, natively where the runtime can. */
export function playlistSignAsync(
  input: PlaylistSignInput,
  subtle: SubtleCrypto | undefined = nativeCipher(),
): Promise<string> {
  return hmacSha1HexAsync(input.key, playlistSignText(input), subtle);
}

/** `buildPlaylistUrl`, signed natively where the runtime can. */
export async function buildPlaylistUrlAsync(
  input: PlaylistQueryToSign,
  subtle: SubtleCrypto | undefined = nativeCipher(),
): Promise<string> {
  const toSign = playlistSignInput(input);
  return playlistUrlText(toSign, await playlistSignAsync(toSign, subtle));
}
