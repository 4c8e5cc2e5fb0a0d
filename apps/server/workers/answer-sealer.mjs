// The answer sealer's thread (src/crypto/answer-sealer.ts): seals a hot cached payload's
// encrypted answers in batches, ahead of the calls that take them, one answer per call:
// `head`, base64( IV ‖ AES-256-GCM ciphertext ‖ tag ), `tail` (PROTOCOL §3), each with a fresh
// random IV from the CSPRNG. Plain JavaScript in the package folder, so that the server starts
// it from src/ (tsx, tests) and compiled (dist/) alike; it seals with the same function as
// `encryptJsonBetween` on the event loop (./sealing.mjs).
import { createSecretKey } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { ivSource, sealBetween, sealedLength } from './sealing.mjs';

const key = createSecretKey(Buffer.from(workerData.keyHex, 'hex'));
const head = Buffer.from(workerData.head);
const tail = Buffer.from(workerData.tail);
const freshIv = ivSource();
/** Payloads by id: their UTF-8 JSON and one answer's length. */
const payloads = new Map();

parentPort.on('message', (m) => {
  if (m.type === 'payload') {
    const bytes = Buffer.from(m.bytes);
    // The event loop slices the batch by this length: both sides compute it with sealing.mjs.
    if (sealedLength(head.length, bytes.length, tail.length) !== m.size)
      throw new Error('answer length disagrees');
    payloads.set(m.id, { bytes, size: m.size });
  } else if (m.type === 'drop') {
    payloads.delete(m.id);
  } else if (m.type === 'seal') {
    const p = payloads.get(m.id);
    if (!p) return;
    // One buffer of its own per batch, handed over (not copied) to the event loop's thread.
    const out = Buffer.allocUnsafeSlow(p.size * m.count);
    for (let n = 0; n < m.count; n++) sealBetween(key, freshIv(), p.bytes, head, tail, out, n * p.size);
    parentPort.postMessage({ id: m.id, buffer: out.buffer, count: m.count }, [out.buffer]);
  }
});
