import { rowCents } from '../cart';

/** What the prepared figures read from a line of order_items. */
export interface PreparedLine {
  um: 'KG' | 'PZ';
  priceCents: number;
  operatorQuantityMilli: number | null;
  operatorTotalCents: number | null;
  /** A substitute the customer refused at handover (issue 30): it counts in no total. */
  refused?: boolean;
}

export interface PreparedMoney {
  operatorTotalCents: number;
  operatorNetTotalCents: number;
  operatorItemsCount: number;
  operatorTotalToPayCents: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The prepared cart's money (spec 3, operatorCart) from the lines the store gave: picked
 * ordered lines and substitutes not refused (an unavailable line gave 0). Each line's operator total is
 * its unit price, promotions applied, times the amount or real weight. The delivery fee and
 * the bags stay as agreed at the order: a lighter picking never adds a fee the customer did
 * not expect, but a cart the store could not fill at all owes nothing.
 */
export function preparedMoney(
  order: { deliveryFeeCents: number; bagsCents: number },
  lines: readonly PreparedLine[],
): PreparedMoney {
  const given = lines.filter((l) => (l.operatorQuantityMilli ?? 0) > 0 && l.refused !== true);
  const netTotal = sum(given.map((l) => l.operatorTotalCents ?? 0));
  const quantity = (l: PreparedLine) => l.operatorQuantityMilli ?? 0;
  return {
    operatorTotalCents: sum(given.map((l) => rowCents(l.priceCents, quantity(l)))),
    operatorNetTotalCents: netTotal,
    operatorItemsCount: sum(given.map((l) => (l.um === 'PZ' ? quantity(l) / 1000 : 1))),
    operatorTotalToPayCents:
      given.length === 0 ? 0 : netTotal + order.deliveryFeeCents + order.bagsCents,
  };
}
