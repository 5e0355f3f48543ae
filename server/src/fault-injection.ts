/**
 * Crash points for the tests that kill the server mid-payment or mid-job (SPESA_FAULT). Armed
 * only by server.ts and only outside production (config.ts drops the variable there);
 * in-process tests never arm one.
 */
export const faultPoints = [
  'crash-after-authorise',
  'crash-before-ledger',
  'crash-after-change-authorise',
  'crash-before-superseded-release',
  'hang-in-mail-send',
  'hang-in-reconcile',
] as const;
export type FaultPoint = (typeof faultPoints)[number];
type HangPoint = Extract<FaultPoint, `hang-${string}`>;

let armed: FaultPoint | null = null;

export function armFault(point: FaultPoint | null): void {
  armed = point;
}

/** Dies at once, as `kill -9` would, when this point is the armed one. */
export function faultPoint(point: Exclude<FaultPoint, HangPoint>): void {
  if (armed === point) process.kill(process.pid, 'SIGKILL');
}

/**
 * Never resolves when this point is armed: a job stuck mid-run, for the test to kill the
 * process under it.
 */
export function faultHang(point: HangPoint): Promise<void> {
  return armed === point ? new Promise<void>(() => undefined) : Promise.resolve();
}
