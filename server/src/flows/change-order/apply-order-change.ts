import {
  deliversToAddress,
  type CartChanges,
  type FreezeRequestParsed,
  type Order,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type AccountLanguage, keepAccountLanguage } from '../../modules/accounts';
import { lockOpenCart } from '../../modules/cart';
import {
  applyOrderVersion,
  changeRefusal,
  checkCartMoney,
  checkLoyaltyCard,
  checkPaymentMode,
  dropChange,
  invoiceAddress,
  lockOrderForChange,
  reconcileCart,
  setCartStatus,
} from '../../modules/orders';
import {
  coveringPreauthorisation,
  linkPreauthorisation,
  type Preauthorisation,
} from '../../modules/payments';
import { bookSlot, dropCartHold, releaseSlot } from '../../modules/slots';
import { shopToday } from '../../shared/shop-time';
import { queueOrderMail } from '../order-mail';
import { checkoutFields } from '../place-order/checkout-fields';
import { loadOrderWithPayment } from '../order-with-payment';
import { orderItem } from '../place-order/freeze-cart';

export type ChangeOutcome =
  | { kind: 'changed'; changes: CartChanges }
  | { kind: 'placed'; order: Order; version: number }
  /** The order can no longer change: the change was let go (committed), then this is thrown. */
  | { kind: 'closed'; error: AppError };

const NO_CHANGE = 'Nessuna modifica in corso per questo ordine: apri di nuovo "Modifica ordine".';

/**
 * Issue 29, the confirmation of a change, in one transaction with the order's row locked
 * first: so an operator starting to prepare it, an abort, or a second confirmation runs before
 * or after, never between (exactly one wins). The order must still wait to be prepared, before
 * its slot's cut-off; else the change is let go and the refusal (4205, 4029) told. Then the
 * checkout's rules as at placing, prices re-read (4105), a moved slot booked and the old place
 * given back, the order's next version written, the new hold linked, the change's cart frozen
 * and the parked cart restored (the change row's trigger), the change mail queued.
 */
export async function applyOrderChange(
  db: DbOrTx,
  userId: number,
  orderId: number,
  req: FreezeRequestParsed,
  opts: {
    onlineCard: boolean;
    authorisation: Preauthorisation | null;
    language: AccountLanguage | null;
  },
): Promise<ChangeOutcome> {
  const locked = await lockOrderForChange(db, userId, orderId);
  const { order } = locked;
  if (locked.changeCartId === null) {
    // A retried confirmation whose first one committed answers the order as it is now.
    if (order.cartId === req.cartId)
      return {
        kind: 'placed',
        order: await loadOrderWithPayment(db, userId, orderId),
        version: order.version,
      };
    throw new AppError('WRONG_ORDER_STATUS', { message: NO_CHANGE });
  }
  if (locked.changeCartId !== req.cartId)
    throw new AppError('BAD_REQUEST', { message: 'Il carrello non è quello della modifica' });
  const refusal = changeRefusal(locked, true);
  if (refusal) {
    await dropChange(db, orderId);
    return { kind: 'closed', error: refusal };
  }
  const header = await lockOpenCart(db, userId, locked.changeCartId);
  if (deliversToAddress(header.mode) && header.shippingAddressId === null)
    throw new AppError('INVALID_ADDRESS');
  checkPaymentMode(header.mode, req.paymentMode, opts.onlineCard);
  await checkLoyaltyCard(db, userId, req.profileCard);
  const billing = await invoiceAddress(db, userId, req);
  const checked = await reconcileCart(db, header, shopToday());
  const { view } = checked;
  if (checked.changed) {
    const { updatedItems, removedItems } = checked;
    return { kind: 'changed', changes: { cart: view.cart, updatedItems, removedItems } };
  }
  const { money } = view;
  checkCartMoney(money, header.minNetTotalCents ?? 0);
  const auth =
    req.paymentMode === 'ONLINE_CARD'
      ? coveringPreauthorisation(opts.authorisation, money.totalToPayCents)
      : null;
  let slot = { id: order.slotInstanceId, date: order.deliveryDate };
  if (req.timeSlotId !== order.slotInstanceId) {
    // Moved: the new place is taken and the old one given back in this one transaction.
    // The change cart's hold on the new slot (if any) becomes the booking, and a priority
    // customer keeps access to the reserved places, as at placing.
    slot = await bookSlot(db, req.timeSlotId, header.storeId, header.mode, {
      userId,
      cartId: header.id,
    });
    await releaseSlot(db, order.slotInstanceId);
  } else {
    // Kept the order's own slot: a hold taken meanwhile for this cart must not keep a place.
    await dropCartHold(db, userId, header.id);
  }
  const version = await applyOrderVersion(
    db,
    order,
    {
      slotInstanceId: slot.id,
      deliveryDate: slot.date,
      ...checkoutFields(header, money, req, billing),
    },
    view.lines.filter((l) => l.buyable).map(orderItem),
  );
  if (auth) await linkPreauthorisation(db, auth, orderId);
  await setCartStatus(db, header.id, 'FROZEN');
  await dropChange(db, orderId);
  if (opts.language) await keepAccountLanguage(db, userId, opts.language);
  await queueOrderMail(db, orderId, 'changed', `v${version}`);
  return { kind: 'placed', order: await loadOrderWithPayment(db, userId, orderId), version };
}
