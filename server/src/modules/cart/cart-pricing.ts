import { bagsFor, extraBagsCents, type Cents, type Product } from '@spesa/contracts';
import { type PricedRow, toProduct, netPriceCents } from '../catalogue';

/** A product read with a left join on its store row: no price when the store does not sell it. */
export type StoreProductRow = Omit<PricedRow, 'priceCents' | 'available'> & {
  priceCents: number | null;
  available: boolean | null;
};

/** A cart line as read: the product in the cart's store and what the line records. */
export type CartLineRow = StoreProductRow & {
  lineId: number;
  quantityMilli: number;
  unitPriceCents: Cents;
  /** Issue 30: the line's own substitution preference (absent where a line is made up). */
  substitutionChoice?: 'NONE' | 'SIMILAR' | 'PRODUCT' | null;
  substituteBarcode?: string | null;
  substituteDescription?: string | null;
};

/** A product the store sells today, with its promoted price. */
export interface SellableProduct {
  row: StoreProductRow;
  product: Product;
  netCents: Cents;
}

/** null when the store does not sell the product. */
export function sellable(row: StoreProductRow): SellableProduct | null {
  if (row.priceCents === null) return null;
  const priced = { ...row, priceCents: row.priceCents, available: row.available ?? false };
  return {
    row,
    product: toProduct(priced, row.promotions, row.tags),
    netCents: netPriceCents(row.priceCents, row.promotions),
  };
}

export interface PricedLine {
  row: CartLineRow;
  product: Product;
  /** The store still sells the product (else the line shows its recorded price). */
  sold: boolean;
  /** Sold and available: only these lines count in totals, bags and fees. */
  buyable: boolean;
  priceCents: Cents;
  netCents: Cents;
  rowCents: Cents;
  rowNetCents: Cents;
}

/** Unit price × quantity in thousandths, rounded half up to the cent, in integers. */
export function rowCents(unitCents: Cents, quantityMilli: number): Cents {
  return Math.floor((unitCents * quantityMilli + 500) / 1000);
}

/** Prices a line at today's store price; a product no longer sold keeps its recorded price. */
export function priceLine(row: CartLineRow): PricedLine {
  const sale = sellable(row);
  const priceCents = row.priceCents ?? row.unitPriceCents;
  const netCents = sale?.netCents ?? row.unitPriceCents;
  const product =
    sale?.product ?? toProduct({ ...row, priceCents, available: false }, [], row.tags);
  return {
    row,
    product,
    sold: sale !== null,
    buyable: sale !== null && row.available === true,
    priceCents,
    netCents,
    rowCents: rowCents(priceCents, row.quantityMilli),
    rowNetCents: rowCents(netCents, row.quantityMilli),
  };
}

/** The store's charges for a mode; no fee row means no fee. */
export interface FeeRule {
  deliveryFeeCents: Cents;
  feeFreeThresholdCents: Cents | null;
  minNetTotalCents: Cents;
}

export interface CartMoney {
  totalCents: Cents;
  netTotalCents: Cents;
  itemsCount: number;
  quantityMilli: number;
  bags: number;
  bagsCents: Cents;
  deliveryFeeCents: Cents;
  totalToPayCents: Cents;
}

/** What the money of a cart reads from each line. */
export interface MoneyLine {
  row: Pick<CartLineRow, 'quantityMilli' | 'um'>;
  buyable: boolean;
  rowCents: Cents;
  rowNetCents: Cents;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The cart's money from its buyable lines. The delivery fee is waived from the threshold
 * on, and an empty cart owes nothing at all (no fee for delivering nothing).
 */
export function cartMoney(lines: readonly MoneyLine[], fees: FeeRule): CartMoney {
  const buyable = lines.filter((l) => l.buyable);
  const netTotalCents = sum(buyable.map((l) => l.rowNetCents));
  const quantityMilli = sum(buyable.map((l) => l.row.quantityMilli));
  const bags = bagsFor(quantityMilli);
  const bagsCents = extraBagsCents(bags);
  const waived =
    buyable.length === 0 ||
    (fees.feeFreeThresholdCents !== null && netTotalCents >= fees.feeFreeThresholdCents);
  const deliveryFeeCents = waived ? 0 : fees.deliveryFeeCents;
  return {
    totalCents: sum(buyable.map((l) => l.rowCents)),
    netTotalCents,
    itemsCount: sum(buyable.map((l) => (l.row.um === 'PZ' ? l.row.quantityMilli / 1000 : 1))),
    quantityMilli,
    bags,
    bagsCents,
    deliveryFeeCents,
    totalToPayCents: netTotalCents + deliveryFeeCents + bagsCents,
  };
}
