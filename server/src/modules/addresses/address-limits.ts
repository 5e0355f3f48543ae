import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/app-error';

/** Enough for home, work, relatives and holidays; a bound so one account cannot grow a table. */
export const MAX_ADDRESSES_PER_USER = 20;

/**
 * Serialises one user's writes to one kind of address until the transaction ends, so two
 * simultaneous additions cannot both pass the count check and overshoot the cap.
 */
export async function lockUserAddresses(
  tx: Tx,
  kind: 'shipping' | 'billing',
  userId: number,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${kind}`}), ${userId})`);
}

export function checkAddressCap(count: number, label: string): void {
  if (count < MAX_ADDRESSES_PER_USER) return;
  throw new AppError('GENERIC', {
    message: `Puoi salvare al massimo ${MAX_ADDRESSES_PER_USER} ${label}: eliminane uno prima di aggiungerne un altro`,
  });
}
