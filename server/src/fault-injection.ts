/**
 * Crash points for the tests that kill the server mid-payment (SPESA_FAULT). Armed only by
 * server.ts and only outside production (config.ts drops the variable there); in-process tests
 * never arm one.
 */
export const faultPoints = ['crash-after-authorise', 'crash-before-ledger'] as const;
export type FaultPoint = (typeof faultPoints)[number];

let armed: FaultPoint | null = null;

export function armFault(point: FaultPoint | null): void {
  armed = point;
}

/** Dies at once, as `kill -9` would, when this point is the armed one. */
export function faultPoint(point: FaultPoint): void {
  if (armed === point) process.kill(process.pid, 'SIGKILL');
}
