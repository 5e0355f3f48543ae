import {
  centsToEuro,
  effectiveChoice,
  type OrderOnlinePayment,
  type SubstitutionPreference,
  replyId,
  type StaffDepartment,
  type StaffOrderDetail,
  type StaffOrderLine,
  type StaffQueueOrder,
  type StaffSubstitute,
} from '@spesa/contracts';
import { milliToUnits, lineImageUrl } from '../catalogue';
import { shortTime } from '../../shared/shop-time';
import { nextStatuses } from './order-transitions';
import { preparedMoney } from './prepared-money';
import type {
  OrderItemRecord,
  OrderRow,
  PickingLineRow,
  StaffOrderRow,
  statusHistory,
} from './staff-order-repository';

const euroOrNull = (cents: number | null) => (cents === null ? null : centsToEuro(cents));
const unitsOrNull = (milli: number | null) => (milli === null ? null : milliToUnits(milli));

/** The queue's view of an order; `linesCount` counts ordered lines, never substitutes. */
export function toQueueOrder(
  o: OrderRow,
  slot: { startsAt: string; endsAt: string },
  linesCount: number,
): StaffQueueOrder {
  return {
    id: replyId(o.id),
    code: o.code,
    status: o.status,
    deliveryMode: o.mode,
    deliveryDate: o.deliveryDate,
    slotId: replyId(o.slotInstanceId),
    validFrom: shortTime(slot.startsAt),
    validTo: shortTime(slot.endsAt),
    customerName: `${o.contactFirstName} ${o.contactLastName}`,
    customerPhone: o.contactMobilePhone,
    addressDescription: o.addressDescription,
    notes: o.notes,
    integrationNotes: o.integrationNotes,
    enableProductsReplacement: o.enableProductsReplacement,
    paymentMode: o.paymentMode,
    itemsCount: o.itemsCount,
    linesCount,
    totalToPay: centsToEuro(o.totalToPayCents),
    version: o.version,
  };
}

function toSubstitute(s: OrderItemRecord): StaffSubstitute {
  return {
    fullTotal: centsToEuro(s.rowNetCents),
    refused: s.refused,
    id: replyId(s.id),
    barcode: s.barcode,
    description: s.description,
    um: s.um,
    netPrice: centsToEuro(s.netPriceCents),
    operatorAmount: milliToUnits(s.operatorQuantityMilli ?? 0),
    operatorTotal: centsToEuro(s.operatorTotalCents ?? 0),
  };
}

/** The line's own preference, else the order's yes/no (issue 30). */
function preferenceOf(i: OrderItemRecord, orderAllows: boolean): SubstitutionPreference {
  const choice = effectiveChoice(i.substitutionChoice, orderAllows);
  return choice === 'PRODUCT'
    ? { choice, barcode: i.substituteBarcode, description: i.substituteDescription }
    : { choice, barcode: null, description: null };
}

function toLine(
  i: OrderItemRecord,
  photos: readonly string[] | null,
  substitute: OrderItemRecord | undefined,
  orderAllows: boolean,
): StaffOrderLine {
  return {
    id: replyId(i.id),
    barcode: i.barcode,
    ref: i.ref,
    description: i.description,
    imageUrl: lineImageUrl(i.barcode, photos),
    um: i.um,
    umStep: milliToUnits(i.umStepMilli),
    netPrice: centsToEuro(i.netPriceCents),
    amount: milliToUnits(i.quantityMilli),
    rowNetPrice: centsToEuro(i.rowNetCents),
    pickStatus: i.pickStatus,
    operatorAmount: unitsOrNull(i.operatorQuantityMilli),
    operatorTotal: euroOrNull(i.operatorTotalCents),
    substitute: substitute ? toSubstitute(substitute) : null,
    substitution: preferenceOf(i, orderAllows),
  };
}

/** The picking list: ordered lines by department in the shop's category order. */
function toDepartments(rows: readonly PickingLineRow[], orderAllows: boolean): StaffDepartment[] {
  const substitutes = new Map<number, OrderItemRecord>();
  for (const r of rows)
    if (r.item.substitutesItemId !== null) substitutes.set(r.item.substitutesItemId, r.item);
  const departments = new Map<string, StaffDepartment & { order: number }>();
  for (const r of rows) {
    if (r.item.substitutesItemId !== null) continue;
    let d = departments.get(r.departmentId);
    if (!d) {
      d = { id: r.departmentId, name: r.departmentName, order: r.departmentOrder, lines: [] };
      departments.set(r.departmentId, d);
    }
    d.lines.push(toLine(r.item, r.photos, substitutes.get(r.item.id), orderAllows));
  }
  return [...departments.values()]
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
    .map(({ order: _order, ...d }) => d);
}

/**
 * The staff detail. Unlike the customer's, it shows the prepared figures at every status
 * (computed from the lines as they stand), since the operator builds them while picking.
 */
export function toStaffOrder(
  row: StaffOrderRow,
  lines: readonly PickingLineRow[],
  history: Awaited<ReturnType<typeof statusHistory>>,
  onlinePayment: OrderOnlinePayment | undefined,
): StaffOrderDetail {
  const o = row.order;
  const ordered = lines.filter((l) => l.item.substitutesItemId === null);
  const money = preparedMoney(
    o,
    lines.map((l) => l.item),
  );
  const detail: StaffOrderDetail = {
    ...toQueueOrder(o, row, ordered.length),
    storeId: replyId(o.storeId),
    storeName: row.storeName,
    contactEmail: o.contactEmail,
    loyaltyCard: o.loyaltyCard,
    invoice: o.invoice,
    departments: toDepartments(lines, o.enableProductsReplacement),
    handledLines: ordered.filter((l) => l.item.pickStatus !== null).length,
    operatorCart: {
      total: centsToEuro(money.operatorTotalCents),
      netTotal: centsToEuro(money.operatorNetTotalCents),
      totalToPay: centsToEuro(money.operatorTotalToPayCents),
      payed: o.payed,
      itemsCount: money.operatorItemsCount,
    },
    totals: {
      ordered: centsToEuro(o.totalToPayCents),
      prepared: euroOrNull(o.operatorTotalToPayCents),
      purchase: euroOrNull(o.purchaseTotalCents),
      receipt: euroOrNull(o.receiptTotalCents),
    },
    nextStatuses: nextStatuses(o.status, o.mode),
    history: history.map((h) => ({ ...h, changedAt: h.changedAt.toISOString() })),
  };
  return onlinePayment ? { ...detail, onlinePayment } : detail;
}
