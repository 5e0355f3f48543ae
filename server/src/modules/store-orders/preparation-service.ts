import { eq, sql } from 'drizzle-orm';
import type { StaffItemRequestParsed } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { shopToday } from '../../shared/shop-time';
import { findStoreProduct, rowCents, sellable } from '../cart';
import { audit, requireStore, type StaffPrincipal } from '../staff';
import { fieldError } from '../../http/field-error';
import { pickedMilli, pickLimitMilli } from './picked-quantity';
import { preparedMoney } from './prepared-money';
import {
  findOrderedLine,
  findSubstituteOf,
  lockStaffOrder,
  type OrderItemRecord,
  type OrderRow,
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

/**
 * A substitute stands for what was ordered: as much as the ordered product itself could be
 * picked (in the same unit: its pieces, or up to twice its weight), or anything costing at most
 * a quarter more than the ordered line. A cash order has no card hold to cap it, so five milks
 * at 2,99 € for one milk are refused, while a dearer brand of the same amount is not.
 */
function substituteFits(um: 'KG' | 'PZ', milli: number, cents: number, line: OrderItemRecord) {
  const asOrdered = um === line.um && milli <= pickLimitMilli(line.um, line.quantityMilli);
  return asOrdered || cents * 4 <= line.rowNetCents * 5;
}

/** A substitute: another product the store sells and has, at today's price in the store. */
async function insertSubstitute(
  db: DbOrTx,
  order: OrderRow,
  line: OrderItemRecord,
  barcode: string,
  amount: number,
): Promise<OrderItemRecord> {
  if (!order.enableProductsReplacement)
    throw new AppError('GENERIC', { message: 'Il cliente non ha accettato sostituzioni' });
  if (barcode === line.barcode)
    throw new AppError('PRODUCT_NOT_VALID', { message: 'Il sostituto è lo stesso prodotto' });
  const row = await findStoreProduct(db, order.storeId, barcode, shopToday());
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  const sale = sellable(row);
  if (!sale || row.available !== true)
    throw new AppError('PRODUCT_NOT_VALID', { message: 'Prodotto non disponibile nel negozio' });
  const milli = pickedMilli(row.um, amount, row.maxAmountMilli);
  if (!substituteFits(row.um, milli, rowCents(sale.netCents, milli), line))
    throw fieldError('operatorAmount', 'il sostituto supera quanto ordinato');
  const [inserted] = await db
    .insert(orderItems)
    .values({
      orderId: order.id,
      productId: row.id,
      barcode: row.barcode,
      ref: row.ref,
      description: row.description,
      categoryId: row.categoryId,
      um: row.um,
      umStepMilli: row.umStepMilli,
      quantityMilli: milli,
      priceCents: sale.row.priceCents ?? 0,
      netPriceCents: sale.netCents,
      rowNetCents: rowCents(sale.netCents, milli),
      vatConfigurationId: row.vatConfigurationId,
      operatorQuantityMilli: milli,
      operatorTotalCents: rowCents(sale.netCents, milli),
      pickStatus: 'PICKED',
      substitutesItemId: line.id,
    })
    .returning();
  if (!inserted) throw new Error('insert into order_items returned no row');
  return inserted;
}

function recordedFor(req: StaffItemRequestParsed, line: OrderItemRecord): Recorded {
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

/** Writes the order's prepared figures from its lines as they now stand. */
export async function refreshPreparedMoney(db: DbOrTx, order: OrderRow): Promise<void> {
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  await db
    .update(orders)
    .set({ ...preparedMoney(order, lines), updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
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
