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
/** Batches' memory given back by the event loop once written (its `written`), sealed into again. */
const free = [];
/** Given-back memory kept at most (a few batches of each hot payload: ~1 MB each for the home feed). */
const FREE_KEPT = 12;
/** New batch memory is rounded up to this, so that a payload a little longer fits a given-back batch. */
const ROUND = 64 * 1024;

parentPort.on('message', (m) => {
  if (m.type === 'payload') {
    const bytes = Buffer.from(m.bytes);
    // The event loop slices the batch by this length: both sides compute it with sealing.mjs.
    if (sealedLength(head.length, bytes.length, tail.length) !== m.size)
      throw new Error('answer length disagrees');
    payloads.set(m.id, { bytes, size: m.size });
  } else if (m.type === 'drop') {
    payloads.delete(m.id);
    if (payloads.size === 0) free.length = 0; // idle: the memory goes to the collector
  } else if (m.type === 'recycle') {
    if (free.length < FREE_KEPT) free.push(m.buffer);
  } else if (m.type === 'seal') {
    const p = payloads.get(m.id);
    if (!p) return;
    // One buffer of its own per batch, handed over (not copied) to the event loop's thread:
    // given-back memory when some fits, else new.
    const need = p.size * m.count;
    const at = free.findIndex((b) => b.byteLength >= need);
    const reused = at !== -1;
    const memory = reused ? free.splice(at, 1)[0] : new ArrayBuffer(Math.ceil(need / ROUND) * ROUND);
    const out = Buffer.from(memory, 0, need);
    for (let n = 0; n < m.count; n++) sealBetween(key, freshIv(), p.bytes, head, tail, out, n * p.size);
    parentPort.postMessage({ id: m.id, buffer: memory, count: m.count, reused }, [memory]);
  }
});
