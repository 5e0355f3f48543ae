import { centsToEuro, euroToCents } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { orderOnlinePayment } from '../payments';
import type { OrderRow } from './staff-order-repository';

/**
 * An online-card order can never be charged more than was pre-authorised (the total plus
 * 10 %). A prepared total above it is refused with 4061, at the end of the picking and again
 * at completion, so the operator reduces the prepared amounts while still in the store. The
 * alternative (the customer pays the difference at delivery) is not offered: it would split
 * one order over two payment modes.
 */
export async function requireWithinAuthorisation(
  db: DbOrTx,
  order: OrderRow,
  preparedCents: number,
): Promise<void> {
  if (order.paymentMode !== 'ONLINE_CARD') return;
  const payment = await orderOnlinePayment(db, order.id);
  if (!payment || payment.status !== 'AUTHORISED') return;
  const authorisedCents = euroToCents(payment.authorised);
  if (preparedCents > authorisedCents)
    throw new AppError('PREPARED_ABOVE_AUTHORISATION', {
      message: `Il totale preparato (${centsToEuro(preparedCents)} €) supera l’importo preautorizzato sulla carta del cliente (${centsToEuro(authorisedCents)} €): riduci le quantità preparate`,
      data: { prepared: centsToEuro(preparedCents), authorised: centsToEuro(authorisedCents) },
    });
}
