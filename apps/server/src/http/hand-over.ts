// What the direct lane (direct-lane.ts) hands Fastify with a call it started, read by the app
// gate's hook and the lane's body replay: its own module, so the gate and the lane do not import
// each other.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthUser } from './types.ts';

/** What the lane hands Fastify with a call it started (direct-lane.ts). */
export interface HandOver {
  /** The gate refused the call: thrown by the app gate's hook. */
  refusal?: unknown;
  /** The gate let it through with this caller (the app gate's hook does not check again). */
  user?: AuthUser | null;
  /** The body the lane read, which Fastify reads again from memory. */
  body?: Buffer;
}

const HAND_OVER = Symbol('lld.directLane.handOver');

/** The lane's hand-over of a raw request, if the lane started it. */
export function handOverOf(raw: IncomingMessage): HandOver | undefined {
  return (raw as IncomingMessage & { [HAND_OVER]?: HandOver })[HAND_OVER];
}

/** Gives Fastify a call the lane started, with what the lane did of it (direct-lane.ts). */
export function handOver(
  req: IncomingMessage,
  res: ServerResponse,
  fastify: (req: IncomingMessage, res: ServerResponse) => void,
  what: HandOver,
): void {
  (req as IncomingMessage & { [HAND_OVER]?: HandOver })[HAND_OVER] = what;
  fastify(req, res);
}
