/**
 * The body cipher of cipher.ts (PROTOCOL §3) as promises, on the runtime's native AES-256-GCM
 * (WebCrypto) where it has one, else on the pure-JS one of cipher.ts. Same layout, same
 * `CipherError` reasons, so either side opens what the other seals.
 *
 * Why: a browser has WebCrypto only in a secure context (an https page, localhost); a plain
 * http page must use the pure-JS cipher. Where WebCrypto is there, the page's main thread is
 * spared the pure-JS GHASH (its tables are built again for every message): ~10 ms of a slow
 * phone's main thread for each API answer at start-up.
 */
import {
  CipherError,
  IV_LENGTH,
  importedKeyOnce,
  keyBytes,
  parsePlaintext,
  payloadBytes,
  payloadJson,
  payloadText,
  TAG_LENGTH,
  utf8Encoder,
} from './cipher-core.ts';

/** The pure-JS cipher, loaded only where the runtime has no native one (its tables cost start-up). */
const pureJs = () => import('./cipher.ts');

/** The runtime's WebCrypto, or undefined (an insecure browser page, an old runtime). */
export function nativeCipher(): SubtleCrypto | undefined {
  return globalThis.crypto?.subtle;
}

/** The data key, imported once (AES-GCM, both ways); `BAD_KEY` before anything is imported. */
const cryptoKey = importedKeyOnce((subtle: SubtleCrypto, keyHex: string) =>
  subtle.importKey('raw', keyBytes(keyHex).slice(), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']),
);

/** `encryptPayload`, natively where the runtime can. A fresh random iv every time. */
export async function encryptPayloadAsync(
  keyHex: string,
  value: unknown,
  subtle: SubtleCrypto | undefined = nativeCipher(),
): Promise<string> {
  if (!subtle) return (await pureJs()).encryptPayload(keyHex, value);
  const key = cryptoKey(subtle, keyHex);
  const plain = utf8Encoder.encode(payloadJson(value));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_LENGTH));
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, await key, plain));
  return payloadText(iv, sealed);
}

/** `decryptPayload`, natively where the runtime can; rejects with the same `CipherError`s. */
export async function decryptPayloadAsync(
  keyHex: string,
  b64: string,
  subtle: SubtleCrypto | undefined = nativeCipher(),
): Promise<unknown> {
  if (!subtle) return (await pureJs()).decryptPayload(keyHex, b64);
  const key = cryptoKey(subtle, keyHex);
  const bytes = payloadBytes(b64);
  let plain: Uint8Array;
  try {
    plain = new Uint8Array(
      await subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.slice(0, IV_LENGTH), tagLength: TAG_LENGTH * 8 },
        await key,
        bytes.subarray(IV_LENGTH) as Uint8Array<ArrayBuffer>,
      ),
    );
  } catch {
    throw new CipherError('BAD_TAG', 'payload does not authenticate');
  }
  return parsePlaintext(plain);
}
