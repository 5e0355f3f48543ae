import { eq } from 'drizzle-orm';
import type { StaffItemRequestParsed } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { orderItems } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { rowCents } from '../cart';
import { audit, requireStore, type StaffPrincipal } from '../staff';
import { pickedMilli, pickLimitMilli } from './picked-quantity';
import { refreshPreparedMoney } from './prepared-money-repository';
import { refuseSubstitute } from './substitute-refusal';
import { insertSubstitute } from './substitute-service';
import {
  findOrderedLine,
  findSubstituteOf,
  lockStaffOrder,
  type OrderItemRecord,
} from './staff-order-repository';

type Recorded = Pick<
  OrderItemRecord,
  'pickStatus' | 'operatorQuantityMilli' | 'operatorTotalCents'
>;

/** What the audit keeps of a line: how it was handled and the substitute given, if any. */
function snapshot(line: Recorded, substitute: OrderItemRecord | undefined) {
  return {
    pickStatus: line.pickStatus,
    operatorQuantityMilli: line.operatorQuantityMilli,
    operatorTotalCents: line.operatorTotalCents,
    substitute: substitute
      ? {
          barcode: substitute.barcode,
          description: substitute.description,
          operatorQuantityMilli: substitute.operatorQuantityMilli,
          operatorTotalCents: substitute.operatorTotalCents,
        }
      : null,
  };
}

type LineAction = Exclude<StaffItemRequestParsed, { action: 'REFUSE_SUBSTITUTE' }>;

function recordedFor(req: LineAction, line: OrderItemRecord): Recorded {
  switch (req.action) {
    case 'PICK': {
      const milli = pickedMilli(
        line.um,
        req.operatorAmount,
        pickLimitMilli(line.um, line.quantityMilli),
      );
      const total = rowCents(line.netPriceCents, milli);
      return { pickStatus: 'PICKED', operatorQuantityMilli: milli, operatorTotalCents: total };
    }
    case 'UNAVAILABLE':
      return { pickStatus: 'UNAVAILABLE', operatorQuantityMilli: 0, operatorTotalCents: 0 };
    case 'SUBSTITUTE':
      return { pickStatus: 'SUBSTITUTED', operatorQuantityMilli: null, operatorTotalCents: null };
    case 'RESET':
      return { pickStatus: null, operatorQuantityMilli: null, operatorTotalCents: null };
  }
}

/**
 * A line of the picking list handled, in the route's transaction: only while the order is
 * IN_PREPARATION (else 4205), by staff of its store. The line's operator total is computed
 * here from its unit price; a substitute replaces any earlier one; the order's prepared
 * figures follow, and the audit log keeps the line before and after.
 */
export async function recordItem(
  db: DbOrTx,
  principal: StaffPrincipal,
  orderId: number,
  itemId: number,
  req: StaffItemRequestParsed,
): Promise<void> {
  const order = await lockStaffOrder(db, orderId);
  requireStore(principal, order.storeId);
  if (req.action === 'REFUSE_SUBSTITUTE') return refuseSubstitute(db, principal, order, itemId);
  if (order.status !== 'IN_PREPARATION')
    throw new AppError('WRONG_ORDER_STATUS', {
      message: "Stato dell'ordine errato: le righe si preparano solo con l'ordine in preparazione",
    });
  const line = await findOrderedLine(db, orderId, itemId);
  const previous = await findSubstituteOf(db, itemId);
  const recorded = recordedFor(req, line);
  if (previous) await db.delete(orderItems).where(eq(orderItems.id, previous.id));
  const substitute =
    req.action === 'SUBSTITUTE'
      ? await insertSubstitute(db, order, line, req.barcode, req.operatorAmount)
      : undefined;
  await db.update(orderItems).set(recorded).where(eq(orderItems.id, line.id));
  await refreshPreparedMoney(db, order);
  await audit(db, {
    staffId: principal.staffId,
    action: `ORDER_ITEM_${req.action}`,
    entity: 'order_item',
    entityId: String(line.id),
    before: { orderId, ...snapshot(line, previous) },
    after: { orderId, ...snapshot(recorded, substitute) },
  });
}
