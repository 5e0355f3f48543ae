import {
  centsToEuro,
  FREE_BAGS,
  MAX_BAGS,
  replyId,
  replyIdOrNull,
  type Cart,
  type CartItem,
  type DeliveryModeId,
  type Fee,
  type Product,
  type RemovedItem,
  type UpdatedItem,
  type UpdatedProduct,
} from '@spesa/contracts';
import { milliToUnits } from '../catalogue';
import type { CartHeader } from './cart-repository';
import type { CartMoney, PricedLine } from './cart-pricing';

export function toCartItem(line: PricedLine): CartItem {
  const p = line.product;
  const amount = milliToUnits(line.row.quantityMilli);
  return {
    id: replyId(line.row.lineId),
    ref: p.ref,
    barcode: p.barcode,
    description: p.description,
    imageUrl: p.imageUrl,
    categoryId: p.categoryId,
    categoryName: p.categoryName,
    subCategoryName: p.subCategoryName,
    um: p.um,
    amount,
    weight: p.um === 'KG' ? amount : null,
    umStep: p.umStep,
    maxAmount: p.maxAmount,
    price: centsToEuro(line.priceCents),
    netPrice: centsToEuro(line.netCents),
    rowNetPrice: centsToEuro(line.rowNetCents),
    pricePerUm: p.pricePerUm,
    umPerUm: p.umPerUm,
    purchaseUm: p.purchaseUm,
    promotions: p.promotions,
    vatConfigurationId: p.vatConfigurationId,
    attrib3: p.attrib3,
    status: line.buyable ? 'ok' : 'danger',
    operatorAmount: null,
    operatorTotal: null,
    substitution: linePreference(line.row),
  };
}

/** A PRODUCT choice whose product left the catalogue falls back to the order's yes/no. */
function linePreference(row: PricedLine['row']): CartItem['substitution'] {
  const choice = row.substitutionChoice ?? null;
  if (choice === null) return null;
  if (choice !== 'PRODUCT') return { choice, barcode: null, description: null };
  if (!row.substituteBarcode) return null;
  return {
    choice,
    barcode: row.substituteBarcode,
    description: row.substituteDescription ?? row.substituteBarcode,
  };
}

const FEE_DESCRIPTIONS: Record<DeliveryModeId, string> = {
  AT_HOME: 'Spese di consegna',
  SHIPPED: 'Spese di spedizione',
  IN_STORE: 'Servizio di preparazione',
  DRIVE: 'Servizio di preparazione',
};

/** The delivery line always (0 once waived), the bags line only when extra bags cost. */
function feesOf(mode: DeliveryModeId, money: CartMoney): Fee[] {
  const fees: Fee[] = [
    {
      id: 'DELIVERY',
      description: FEE_DESCRIPTIONS[mode],
      value: centsToEuro(money.deliveryFeeCents),
    },
  ];
  if (money.bagsCents > 0)
    fees.push({
      id: 'BAGS',
      description: `Buste aggiuntive (${money.bags - FREE_BAGS})`,
      value: centsToEuro(money.bagsCents),
    });
  return fees;
}

export function toCart(header: CartHeader, lines: readonly PricedLine[], money: CartMoney): Cart {
  const fees = feesOf(header.mode, money);
  return {
    id: replyId(header.id),
    status: header.status,
    storeId: replyId(header.storeId),
    storeDescription: header.storeName,
    deliveryMode: header.mode,
    delivery: {
      storeId: replyId(header.storeId),
      addressId: replyIdOrNull(header.shippingAddressId),
      addressDescription: header.addressDescription,
      timeSlot: null,
    },
    items: lines.map(toCartItem),
    itemsCount: money.itemsCount,
    total: centsToEuro(money.totalCents),
    netTotal: centsToEuro(money.netTotalCents),
    feesTotal: centsToEuro(money.deliveryFeeCents + money.bagsCents),
    fees,
    bags: { count: money.bags, free: FREE_BAGS, max: MAX_BAGS },
    totalToPay: centsToEuro(money.totalToPayCents),
    minNetTotal: centsToEuro(header.minNetTotalCents ?? 0),
    payment: null,
    integrationNotes: null,
    title: null,
    deliveryDate: null,
    deliveryNote: null,
    invoice: false,
    enableProductsReplacement: null,
    createdAt: header.createdAt.toISOString(),
    updatedAt: header.updatedAt.toISOString(),
  };
}

export function toUpdatedProduct(
  p: Product,
  quantityMilli: number,
  netCents: number,
): UpdatedProduct {
  return {
    barcode: p.barcode,
    ref: p.ref,
    description: p.description,
    netPrice: centsToEuro(netCents),
    categoryId: p.categoryId,
    amount: milliToUnits(quantityMilli),
    um: p.um,
  };
}

/** The product a removed or repriced line names, as both reports show it. */
const lineProduct = ({ product: p }: PricedLine) => ({
  barcode: p.barcode,
  ref: p.ref,
  description: p.description,
  imageUrl: p.imageUrl,
  um: p.um,
});

export function toRemovedItem(line: PricedLine): RemovedItem {
  return { ...lineProduct(line), amount: milliToUnits(line.row.quantityMilli) };
}

export function toUpdatedItem(line: PricedLine, oldNetCents: number): UpdatedItem {
  return {
    ...lineProduct(line),
    oldPrice: centsToEuro(oldNetCents),
    newPrice: centsToEuro(line.netCents),
  };
}
