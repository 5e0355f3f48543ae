import {
  deliversToAddress,
  type CartChanges,
  type FreezeRequestParsed,
  type Order,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type AccountLanguage, keepAccountLanguage } from '../../modules/accounts';
import { queueOrderMail } from '../order-mail';
import { checkoutFields } from './checkout-fields';
import { shopToday } from '../../shared/shop-time';
import { type PricedLine, lockOpenCart } from '../../modules/cart';
import { loadOrderWithPayment as loadOrder } from '../order-with-payment';
import {
  coveringPreauthorisation,
  linkPreauthorisation,
  type Preauthorisation,
} from '../../modules/payments';
import { bookSlot } from '../../modules/slots';
import {
  reconcileCart,
  checkCartMoney,
  checkLoyaltyCard,
  checkPaymentMode,
  invoiceAddress,
  findOrderOfFrozenCart,
  insertOrder,
  setCartStatus,
  type NewOrderItem,
} from '../../modules/orders';

export type FreezeOutcome =
  { kind: 'changed'; changes: CartChanges } | { kind: 'placed'; order: Order };

export function orderItem(l: PricedLine): NewOrderItem {
  return {
    productId: l.row.id,
    barcode: l.product.barcode,
    ref: l.product.ref,
    description: l.product.description,
    categoryId: l.product.categoryId,
    um: l.product.um,
    umStepMilli: l.row.umStepMilli,
    quantityMilli: l.row.quantityMilli,
    priceCents: l.priceCents,
    netPriceCents: l.netCents,
    rowNetCents: l.rowNetCents,
    vatConfigurationId: l.product.vatConfigurationId,
  };
}

/**
 * The cart's lock, taken first; a cart that is no longer open but became an order of the
 * customer answers that order, so a retried freeze (a double click, a lost answer) never
 * places a second one. The lock makes the retry wait for the first freeze to commit.
 */
async function lockOrPlaced(db: DbOrTx, userId: number, cartId: number) {
  try {
    return { header: await lockOpenCart(db, userId, cartId) };
  } catch (err) {
    const orderId =
      err instanceof AppError && err.key === 'CART_NOT_FOUND'
        ? await findOrderOfFrozenCart(db, userId, cartId)
        : undefined;
    if (orderId === undefined) throw err;
    return { orderId };
  }
}

/**
 * cart/freeze (spec 4 and 5), all in the route's transaction: the rules that need no change
 * first, then the freeze check (4105 with the changes, recorded, and no order), the money
 * rules at today's prices, the slot booked in one statement, the order with its lines and
 * first status, the cart FROZEN, the confirmation mail queued. Any refusal after the check rolls
 * everything back.
 */
export async function freezeCart(
  db: DbOrTx,
  userId: number,
  req: FreezeRequestParsed,
  opts: {
    onlineCard: boolean;
    clock?: () => Date;
    authorisation?: Preauthorisation | null;
    /** The language the customer placed it in, when the request says: its mails' language. */
    language?: AccountLanguage | null;
  },
): Promise<FreezeOutcome> {
  const locked = await lockOrPlaced(db, userId, req.cartId);
  const { header } = locked;
  if (!header) return { kind: 'placed', order: await loadOrder(db, userId, locked.orderId) };
  // A home or courier cart whose address was deleted since has nowhere to go.
  if (deliversToAddress(header.mode) && header.shippingAddressId === null)
    throw new AppError('INVALID_ADDRESS');
  checkPaymentMode(header.mode, req.paymentMode, opts.onlineCard);
  await checkLoyaltyCard(db, userId, req.profileCard);
  const billing = await invoiceAddress(db, userId, req);
  const checked = await reconcileCart(db, header, shopToday(opts.clock?.() ?? new Date()));
  const { view } = checked;
  if (checked.changed) {
    const { updatedItems, removedItems } = checked;
    return { kind: 'changed', changes: { cart: view.cart, updatedItems, removedItems } };
  }
  checkCartMoney(view.money, header.minNetTotalCents ?? 0);
  const auth =
    req.paymentMode === 'ONLINE_CARD'
      ? coveringPreauthorisation(opts.authorisation, view.money.totalToPayCents)
      : null;
  // The cart's live hold on this slot (issue 29) becomes the booking; any other hold of it goes.
  const slot = await bookSlot(db, req.timeSlotId, header.storeId, header.mode, {
    userId,
    cartId: header.id,
  });
  const { money } = view;
  const orderId = await insertOrder(
    db,
    {
      userId,
      storeId: header.storeId,
      mode: header.mode,
      slotInstanceId: slot.id,
      deliveryDate: slot.date,
      status: 'TO_BE_PREPARED',
      ...checkoutFields(header, money, req, billing),
    },
    view.lines.filter((l) => l.buyable).map(orderItem),
  );
  if (auth) await linkPreauthorisation(db, auth, orderId);
  await setCartStatus(db, header.id, 'FROZEN');
  if (opts.language) await keepAccountLanguage(db, userId, opts.language);
  await queueOrderMail(db, orderId, 'confirmed');
  return { kind: 'placed', order: await loadOrder(db, userId, orderId) };
}
