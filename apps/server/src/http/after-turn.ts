/**
 * Answers written together once the event loop's turn is over (docs/decisions.md, session 63).
 *
 * A busy server reads many sockets in one turn and used to write each answer as soon as it was
 * ready, between the reads and parses of the others. Every such write found its client asleep
 * and woke it (on loopback, in the writer's own system call; on a VM, an interrupt to the other
 * CPU): `perf` put 5 % of media/home's server time in that wake-up alone, and its system time
 * per call was 24 µs against bare node:http's 15 for the same bytes. Written back to back after
 * the turn (`setImmediate`, the check phase right after the poll phase), the first write wakes
 * the client and the rest find it awake. An answer waits at most for the rest of its turn.
 */

type Write = () => void;

const queue: Write[] = [];

function flush(): void {
  // Writes queued while flushing (none expected: a write does not answer another call) wait
  // for the next turn.
  const writes = queue.splice(0);
  for (const write of writes) write();
}

/** Runs `write` after the current turn, with every other write queued in it; `write` must not throw. */
export function writeAfterTurn(write: Write): void {
  queue.push(write);
  if (queue.length === 1) setImmediate(flush);
}
