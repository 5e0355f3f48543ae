import type { SlotHold } from '@spesa/contracts';
import { useEffect, useState } from 'react';

/**
 * Milliseconds left on a hold by the server's clock: the reply's `serverNow` against the
 * browser's clock when it arrived corrects a browser clock that is off.
 */
export function holdMsLeft(
  hold: Pick<SlotHold, 'expiresAt' | 'serverNow'>,
  receivedAt: number,
  now: number,
): number {
  const offset = Date.parse(hold.serverNow) - receivedAt;
  return Math.max(0, Date.parse(hold.expiresAt) - (now + offset));
}

/** 'm:ss' under an hour, 'h:mm:ss' above: a fixed shape, so the text does not jump. */
export function formatLeft(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The time left on a live hold, ticking each second; null without one. */
export function useHoldCountdown(hold: SlotHold | null | undefined, receivedAt: number) {
  const [now, setNow] = useState(() => Date.now());
  const live = hold?.status === 'ACTIVE';
  useEffect(() => {
    if (!live) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [live]);
  if (!hold || !live) return null;
  return holdMsLeft(hold, receivedAt, now);
}
