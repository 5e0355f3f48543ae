import { chargedSubstituteCents, effectiveChoice } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { orderItems } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { fieldError } from '../../http/field-error';
import { shopToday } from '../../shared/shop-time';
import { findStoreProduct, rowCents, sellable } from '../cart';
import {
  orderedProductOfLine,
  productsByBarcode,
  requireAllowedSubstitute,
  storeBandPercent,
} from '../substitutions';
import { pickedMilli, pickLimitMilli } from './picked-quantity';
import type { OrderItemRecord, OrderRow } from './staff-order-repository';

/**
 * A substitute stands for what was ordered: as much as the ordered product itself could be
 * picked (in the same unit: its pieces, or up to twice its weight), or anything costing at most
 * a quarter more than the ordered line. The customer never pays above the line (price match,
 * below); this keeps the store from giving away five milks for one.
 */
function substituteFits(um: 'KG' | 'PZ', milli: number, cents: number, line: OrderItemRecord) {
  const asOrdered = um === line.um && milli <= pickLimitMilli(line.um, line.quantityMilli);
  return asOrdered || cents * 4 <= line.rowNetCents * 5;
}

/**
 * The rules of issue 30, enforced: the line's choice (its own, else the order's yes/no), no
 * allergen or lost diet tag, a unit price in the store's band. A refusal is a catalogue code.
 */
async function requireRules(
  db: DbOrTx,
  order: OrderRow,
  line: OrderItemRecord,
  barcode: string,
  today: string,
) {
  const choice = effectiveChoice(line.substitutionChoice, order.enableProductsReplacement);
  if (choice === 'NONE') throw new AppError('SUBSTITUTE_NOT_WANTED');
  const ordered = await orderedProductOfLine(db, order.storeId, today, line);
  const [candidate] = await productsByBarcode(db, order.storeId, [barcode], today);
  // Without the ordered product's declarations nothing can be checked: no substitute then.
  if (!ordered || !candidate)
    throw new AppError('PRODUCT_NOT_VALID', {
      message: 'Prodotto ordinato non più a catalogo: il sostituto non si può verificare',
    });
  requireAllowedSubstitute(ordered, candidate, {
    choice,
    chosenBarcode: line.substituteBarcode,
    bandPercent: await storeBandPercent(db, order.storeId),
  });
}

/**
 * A substitute: another product the store sells and has, at today's price in the store, that
 * the rules allow; charged at most the ordered line's amount.
 */
export async function insertSubstitute(
  db: DbOrTx,
  order: OrderRow,
  line: OrderItemRecord,
  barcode: string,
  amount: number,
): Promise<OrderItemRecord> {
  if (barcode === line.barcode)
    throw new AppError('PRODUCT_NOT_VALID', { message: 'Il sostituto è lo stesso prodotto' });
  const today = shopToday();
  const row = await findStoreProduct(db, order.storeId, barcode, today);
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  const sale = sellable(row);
  if (!sale || row.available !== true)
    throw new AppError('PRODUCT_NOT_VALID', { message: 'Prodotto non disponibile nel negozio' });
  await requireRules(db, order, line, barcode, today);
  const milli = pickedMilli(row.um, amount, row.maxAmountMilli);
  const full = rowCents(sale.netCents, milli);
  if (!substituteFits(row.um, milli, full, line))
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
      rowNetCents: full,
      vatConfigurationId: row.vatConfigurationId,
      operatorQuantityMilli: milli,
      operatorTotalCents: chargedSubstituteCents(line.rowNetCents, full),
      pickStatus: 'PICKED',
      substitutesItemId: line.id,
    })
    .returning();
  if (!inserted) throw new Error('insert into order_items returned no row');
  return inserted;
}
