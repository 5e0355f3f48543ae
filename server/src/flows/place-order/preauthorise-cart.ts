import { preauthorisationCents, type FreezeRequestParsed } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { shopToday } from '../../shared/shop-time';
import { findOpenCart, loadCartView } from '../../modules/cart';
import { checkCartMoney, checkPaymentMode } from '../../modules/orders';
import {
  authoriseHold,
  linkedCard,
  type Preauthorisation,
  type ProviderName,
} from '../../modules/payments';

/**
 * Before the order's transaction (spec 9): the online card is pre-authorised for the cart's
 * totalToPay raised by 10 %, rounded up to the cent. Done outside the transaction so no row lock
 * is held while the acquirer answers; the caller holds the cart's payment lock instead
 * (cart-payment-lock.ts). A cart no longer open answers null: the freeze then replies with the
 * order it already became (a retried request), and nothing is authorised again. A decline is
 * 4060 and leaves no order and no booked slot.
 */
export async function preauthoriseCart(
  db: DbOrTx,
  provider: ProviderName,
  userId: number,
  req: FreezeRequestParsed,
  clientKey: string | undefined,
): Promise<Preauthorisation | null> {
  let header;
  try {
    header = await findOpenCart(db, userId, req.cartId);
  } catch (err) {
    if (err instanceof AppError && err.key === 'CART_NOT_FOUND') return null;
    throw err;
  }
  checkPaymentMode(header.mode, req.paymentMode, true);
  const card = await linkedCard(db, userId);
  const { money } = await loadCartView(db, header, shopToday());
  checkCartMoney(money, header.minNetTotalCents ?? 0);
  const amountCents = preauthorisationCents(money.totalToPayCents);
  return authoriseHold(db, { provider, userId, cartId: req.cartId, card, amountCents, clientKey });
}
