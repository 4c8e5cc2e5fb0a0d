// The answer sealer's thread (src/crypto/answer-sealer.ts): seals a hot cached payload's
// encrypted answers in batches, ahead of the calls that take them, one answer per call:
// `head`, base64( IV ‖ AES-256-GCM ciphertext ‖ tag ), `tail` (PROTOCOL §3), each with a fresh
// random IV from the CSPRNG. Plain JavaScript in the package folder, so that the server starts
// it from src/ (tsx, tests) and compiled (dist/) alike; the same sealing as
// `encryptJsonBetween` (src/crypto/native-cipher.ts), which the tests hold it to.
import { createCipheriv, createSecretKey, randomFillSync } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

const IV_LENGTH = 12;
const key = createSecretKey(Buffer.from(workerData.keyHex, 'hex'));
const head = Buffer.from(workerData.head);
const tail = Buffer.from(workerData.tail);
/** Payloads by id: their UTF-8 JSON and one answer's length. */
const payloads = new Map();

// IVs drawn 256 at a time from the CSPRNG, each used once (as native-cipher.ts does).
const ivs = Buffer.alloc(IV_LENGTH * 256);
let ivAt = ivs.length;
function freshIv() {
  if (ivAt === ivs.length) {
    randomFillSync(ivs);
    ivAt = 0;
  }
  ivAt += IV_LENGTH;
  return ivs.subarray(ivAt - IV_LENGTH, ivAt);
}

/** One answer of `p` written into `out` at `at`; base64 of pieces whose lengths are multiples of 3 is the base64 of their join. */
function sealInto(p, out, at) {
  const iv = freshIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = cipher.update(p.bytes);
  cipher.final(); // empty for GCM
  const tag = cipher.getAuthTag();
  const whole = body.length - (body.length % 3);
  let i = at + head.copy(out, at);
  i += out.write(iv.toString('base64'), i, 'latin1');
  i += out.write(body.toString('base64', 0, whole), i, 'latin1');
  i += out.write(Buffer.concat([body.subarray(whole), tag]).toString('base64'), i, 'latin1');
  i += tail.copy(out, i);
  if (i !== at + p.size) throw new Error(`answer of ${i - at} bytes, expected ${p.size}`);
}

parentPort.on('message', (m) => {
  if (m.type === 'payload') {
    payloads.set(m.id, { bytes: Buffer.from(m.bytes), size: m.size });
  } else if (m.type === 'drop') {
    payloads.delete(m.id);
  } else if (m.type === 'seal') {
    const p = payloads.get(m.id);
    if (!p) return;
    // One buffer of its own per batch, handed over (not copied) to the event loop's thread.
    const out = Buffer.allocUnsafeSlow(p.size * m.count);
    for (let n = 0; n < m.count; n++) sealInto(p, out, n * p.size);
    parentPort.postMessage({ id: m.id, buffer: out.buffer, count: m.count }, [out.buffer]);
  }
});
