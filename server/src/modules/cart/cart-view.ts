import type { Cart } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { loadCartLines } from './cart-lines-repository';
import { toCart } from './cart-mapper';
import {
  cartMoney,
  priceLine,
  type CartMoney,
  type FeeRule,
  type PricedLine,
} from './cart-pricing';
import type { CartHeader } from './cart-repository';

export interface CartView {
  cart: Cart;
  lines: PricedLine[];
  money: CartMoney;
}

export function feeRuleOf(header: CartHeader): FeeRule {
  return {
    deliveryFeeCents: header.deliveryFeeCents ?? 0,
    feeFreeThresholdCents: header.feeFreeThresholdCents,
    minNetTotalCents: header.minNetTotalCents ?? 0,
  };
}

/** The cart priced today in its own store: the one way every cart answer is built. */
export async function loadCartView(
  db: DbOrTx,
  header: CartHeader,
  today: string,
): Promise<CartView> {
  const lines = (await loadCartLines(db, header.id, header.storeId, today)).map(priceLine);
  const money = cartMoney(lines, feeRuleOf(header));
  return { cart: toCart(header, lines, money), lines, money };
}
