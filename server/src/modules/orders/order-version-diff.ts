import { centsToEuro, type OrderVersion, type OrderVersionLineChange } from '@spesa/contracts';
import type { OrderVersionLine } from '../../db/schema';
import { shortTime } from '../../shared/shop-time';
import type { VersionRow } from './order-versions-repository';

const units = (milli: number) => milli / 1000;

/** Lines added, removed and with another quantity, from one version to the next (by barcode). */
export function lineChanges(
  before: readonly OrderVersionLine[],
  after: readonly OrderVersionLine[],
): OrderVersionLineChange[] {
  const old = new Map(before.map((l) => [l.barcode, l]));
  const changes: OrderVersionLineChange[] = [];
  for (const l of after) {
    const was = old.get(l.barcode);
    old.delete(l.barcode);
    const base = { barcode: l.barcode, description: l.description, um: l.um };
    if (!was) changes.push({ ...base, kind: 'ADDED', before: null, after: units(l.quantityMilli) });
    else if (was.quantityMilli !== l.quantityMilli)
      changes.push({
        ...base,
        kind: 'QUANTITY',
        before: units(was.quantityMilli),
        after: units(l.quantityMilli),
      });
  }
  for (const l of old.values())
    changes.push({
      kind: 'REMOVED',
      barcode: l.barcode,
      description: l.description,
      um: l.um,
      before: units(l.quantityMilli),
      after: null,
    });
  return changes;
}

/** The versions newest first, each with what changed from the one before it. */
export function toOrderVersions(rows: readonly VersionRow[]): OrderVersion[] {
  return rows.map(({ v, startsAt, endsAt }, i) => {
    const prev = rows[i + 1]?.v;
    return {
      version: v.version,
      createdAt: v.createdAt.toISOString(),
      deliveryDate: v.deliveryDate,
      validFrom: shortTime(startsAt),
      validTo: shortTime(endsAt),
      paymentMode: v.paymentMode,
      totalToPay: centsToEuro(v.totalToPayCents),
      itemsCount: v.itemsCount,
      lines: prev ? lineChanges(prev.lines, v.lines) : [],
      slotMoved: prev ? prev.slotInstanceId !== v.slotInstanceId : false,
      totalBefore: prev ? centsToEuro(prev.totalToPayCents) : null,
    };
  });
}
