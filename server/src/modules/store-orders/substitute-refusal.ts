import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { audit, type StaffPrincipal } from '../staff';
import { refreshPreparedMoney } from './prepared-money-repository';
import { findOrderedLine, findSubstituteOf, type OrderRow } from './staff-order-repository';

/**
 * The handover: the goods are with the customer and nothing is taken from the card yet (the
 * capture runs on the move to COLLECTED or DELIVERED), so a refused substitute leaves the
 * amount that will be captured.
 */
const HANDOVER_STATUSES: readonly OrderStatus[] = ['TO_BE_COLLECTED', 'TO_BE_DELIVERED'];

/**
 * Issue 30: at pickup or delivery the customer refuses a line's substitute; staff records it.
 * The substitute stays on the order, marked refused, and counts in no total: the prepared
 * figures and the receipt total are written again, so the completion captures without it.
 */
export async function refuseSubstitute(
  db: DbOrTx,
  principal: StaffPrincipal,
  order: OrderRow,
  itemId: number,
): Promise<void> {
  if (!HANDOVER_STATUSES.includes(order.status))
    throw new AppError('WRONG_ORDER_STATUS', {
      message: "Stato dell'ordine errato: un sostituto si rifiuta alla consegna o al ritiro",
    });
  const line = await findOrderedLine(db, order.id, itemId);
  const substitute = await findSubstituteOf(db, line.id);
  if (!substitute || substitute.refused) throw new AppError('SUBSTITUTE_NOT_REFUSABLE');
  await db.update(orderItems).set({ refused: true }).where(eq(orderItems.id, substitute.id));
  await refreshPreparedMoney(db, order);
  await db
    .update(orders)
    .set({ receiptTotalCents: sql`${orders.operatorTotalToPayCents}` })
    .where(eq(orders.id, order.id));
  await audit(db, {
    staffId: principal.staffId,
    action: 'ORDER_ITEM_REFUSE_SUBSTITUTE',
    entity: 'order_item',
    entityId: String(substitute.id),
    before: {
      orderId: order.id,
      refused: false,
      operatorTotalCents: substitute.operatorTotalCents,
    },
    after: { orderId: order.id, refused: true },
  });
}
