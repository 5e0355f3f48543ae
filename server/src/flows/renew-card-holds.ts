import type { Db } from '../db/client';
import { mailQueued } from '../modules/mail';
import { renewExpiringHolds } from '../modules/payments';
import { queueOrderMail } from './order-mail';

/** Holds that lapse within this many hours (and before their slot ends) are renewed. */
export const RENEW_LEAD_HOURS = 48;

/**
 * The job `card-holds-renew` (issue 29): card holds lapse (7 days with most schemes) and an
 * order may be changed to a slot beyond that, so each such hold is authorised again before it
 * lapses. A customer whose card declines is told by mail, once per hold.
 */
export async function renewCardHolds(
  db: Db,
  leadHours = RENEW_LEAD_HOURS,
): Promise<{ renewed: number; declined: number }> {
  const { renewed, declined } = await renewExpiringHolds(db, leadHours);
  for (const d of declined)
    await db.transaction((tx) => queueOrderMail(tx, d.orderId, 'hold-failed', d.holdId));
  if (declined.length > 0) mailQueued();
  return { renewed: renewed.length, declined: declined.length };
}
