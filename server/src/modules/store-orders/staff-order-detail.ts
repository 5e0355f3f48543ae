import type { StaffOrderDetail } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { orderOnlinePayment } from '../payments';
import { type StaffPrincipal, requireStore } from '../staff';
import { toStaffOrder } from './staff-order-mapper';
import { findPickingLines, findStaffOrder, statusHistory } from './staff-order-repository';

/** The order as the staff area shows it; 403 for an operator of another store. */
export async function loadStaffOrder(
  db: DbOrTx,
  principal: StaffPrincipal,
  orderId: number,
): Promise<StaffOrderDetail> {
  const row = await findStaffOrder(db, orderId);
  requireStore(principal, row.order.storeId);
  // One after the other: inside a transaction the queries share one connection.
  const lines = await findPickingLines(db, orderId);
  const history = await statusHistory(db, orderId);
  const payment = await orderOnlinePayment(db, orderId);
  return toStaffOrder(row, lines, history, payment);
}
