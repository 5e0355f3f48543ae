import {
  type CartItem,
  centsToEuro,
  type Order,
  type OrderSummary,
  PREPARED_ORDER_STATUSES,
  replyId,
} from '@spesa/contracts';
import { milliToUnits, lineImageUrl } from '../catalogue';
import { toCart } from '../cart';
import { shortTime, weekDayOf } from '../../shared/shop-time';
import type { OrderDetailRow, OrderItemRow, OrderSummaryRow } from './order-queries';

const euroOrNull = (cents: number | null) => (cents === null ? null : centsToEuro(cents));

export function toOrderSummary(row: OrderSummaryRow): OrderSummary {
  return {
    id: replyId(row.id),
    code: row.code,
    status: row.status,
    title: row.title,
    deliveryDate: row.deliveryDate,
    storeId: replyId(row.storeId),
    storeDescription: row.storeName,
    deliveryMode: row.mode,
    validFrom: shortTime(row.startsAt),
    validTo: shortTime(row.endsAt),
    paymentMode: row.paymentMode,
    itemsCount: row.itemsCount,
    totalToPay: centsToEuro(row.totalToPayCents),
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    changeableUntil: row.changeableUntil?.toISOString() ?? null,
  };
}

type ItemRecord = OrderItemRow['item'];

/** The ordered line's own preference of issue 30 (null: the order's yes/no). */
function preferenceOf(i: ItemRecord): CartItem['substitution'] {
  if (i.substitutionChoice === null) return null;
  return i.substitutionChoice === 'PRODUCT'
    ? { choice: 'PRODUCT', barcode: i.substituteBarcode, description: i.substituteDescription }
    : { choice: i.substitutionChoice, barcode: null, description: null };
}

/** On a substitute: the line it replaced, and what it is charged against it (ordered vs delivered). */
function substitutedFor(
  i: ItemRecord,
  ordered: ItemRecord | undefined,
): CartItem['substitutedFor'] {
  if (!ordered) return null;
  const charged = i.refused ? 0 : (i.operatorTotalCents ?? 0);
  return {
    barcode: ordered.barcode,
    description: ordered.description,
    um: ordered.um,
    amount: milliToUnits(ordered.quantityMilli),
    rowNetPrice: centsToEuro(ordered.rowNetCents),
    priceDifference: centsToEuro(charged - ordered.rowNetCents),
    refused: i.refused,
  };
}

/** A line as bought: the prices of the freeze, never today's. */
function toOrderItem(row: OrderItemRow, prepared: boolean, ordered?: ItemRecord): CartItem {
  const i = row.item;
  const amount = milliToUnits(prepared ? (i.operatorQuantityMilli ?? 0) : i.quantityMilli);
  return {
    id: replyId(i.id),
    ref: i.ref,
    barcode: i.barcode,
    description: i.description,
    imageUrl: lineImageUrl(i.barcode, row.photos),
    categoryId: i.categoryId,
    categoryName: row.categoryName ?? row.subCategoryName ?? '',
    subCategoryName: row.subCategoryName ?? '',
    um: i.um,
    amount,
    weight: i.um === 'KG' ? amount : null,
    umStep: milliToUnits(i.umStepMilli),
    maxAmount: milliToUnits(row.maxAmountMilli ?? i.quantityMilli),
    price: centsToEuro(i.priceCents),
    netPrice: centsToEuro(i.netPriceCents),
    rowNetPrice: centsToEuro(
      prepared ? (i.refused ? 0 : (i.operatorTotalCents ?? 0)) : i.rowNetCents,
    ),
    purchaseUm: i.um,
    promotions: [],
    vatConfigurationId: i.vatConfigurationId,
    attrib3: null,
    // A line the store could not give counts in no total (spec 3: danger means unavailable).
    status: prepared && i.pickStatus === 'UNAVAILABLE' ? 'danger' : 'ok',
    operatorAmount: i.operatorQuantityMilli === null ? null : milliToUnits(i.operatorQuantityMilli),
    operatorTotal: i.refused ? 0 : euroOrNull(i.operatorTotalCents),
    substitution: i.substitutesItemId === null ? preferenceOf(i) : null,
    substitutedFor: i.substitutesItemId === null ? null : substitutedFor(i, ordered),
  };
}

/**
 * Spec 3 and 4, the order detail, from the snapshot taken at the freeze. cart.items are the
 * lines ordered; preparedCartItems and operatorCart exist only once the store has prepared
 * the order (PREPARED_ORDER_STATUSES), so the web shows whichever the status calls for.
 */
export function toOrder(row: OrderDetailRow, items: readonly OrderItemRow[]): Order {
  const o = row.order;
  const prepared = PREPARED_ORDER_STATUSES.includes(o.status);
  const byId = new Map(items.map((i) => [i.item.id, i.item]));
  const money = {
    totalCents: o.totalCents,
    netTotalCents: o.netTotalCents,
    itemsCount: o.itemsCount,
    quantityMilli: 0,
    bags: o.bagsCount,
    bagsCents: o.bagsCents,
    deliveryFeeCents: o.deliveryFeeCents,
    totalToPayCents: o.totalToPayCents,
  };
  const header = {
    id: o.cartId,
    status: row.cartStatus,
    storeId: o.storeId,
    storeName: row.storeName,
    mode: o.mode,
    shippingAddressId: o.shippingAddressId,
    addressDescription: o.addressDescription,
    createdAt: row.cartCreatedAt,
    updatedAt: o.updatedAt,
    deliveryFeeCents: o.deliveryFeeCents,
    feeFreeThresholdCents: null,
    minNetTotalCents: row.minNetTotalCents,
  };
  const cart = toCart(header, [], money);
  const validFrom = shortTime(row.startsAt);
  const validTo = shortTime(row.endsAt);
  return {
    ...toOrderSummary(row),
    cart: {
      ...cart,
      delivery: {
        ...cart.delivery,
        timeSlot: {
          id: replyId(o.slotInstanceId),
          weekDay: weekDayOf(o.deliveryDate),
          validFrom,
          validTo,
        },
      },
      // Substitutes the store added are prepared items, never ordered ones.
      items: items
        .filter((i) => i.item.substitutesItemId === null)
        .map((i) => toOrderItem(i, false)),
      payment: { id: o.paymentMode, mode: o.paymentMode },
      integrationNotes: o.integrationNotes,
      title: o.title,
      deliveryDate: o.deliveryDate,
      deliveryNote: o.notes,
      invoice: o.invoice,
      enableProductsReplacement: o.enableProductsReplacement,
    },
    operatorCart:
      prepared && o.operatorTotalToPayCents !== null
        ? {
            total: centsToEuro(o.operatorTotalCents ?? 0),
            netTotal: centsToEuro(o.operatorNetTotalCents ?? 0),
            totalToPay: centsToEuro(o.operatorTotalToPayCents),
            payed: o.payed,
            itemsCount: o.operatorItemsCount ?? 0,
          }
        : null,
    preparedCartItems: prepared
      ? items
          .filter((i) => i.item.operatorQuantityMilli !== null)
          .map((i) => toOrderItem(i, true, byId.get(i.item.substitutesItemId ?? 0)))
      : [],
    enabledProductsReplacementChoice: o.enableProductsReplacement,
    totals: {
      ordered: centsToEuro(o.totalToPayCents),
      prepared: prepared ? euroOrNull(o.operatorTotalToPayCents) : null,
      purchase: prepared ? euroOrNull(o.purchaseTotalCents) : null,
      receipt: prepared ? euroOrNull(o.receiptTotalCents) : null,
    },
  };
}
