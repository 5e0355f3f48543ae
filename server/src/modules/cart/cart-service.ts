import {
  replyId,
  type Cart,
  type CartAbortResult,
  type CartOpenRequestParsed,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { shopToday } from '../../shared/shop-time';
import { deleteOpenCart, findOpenCart, listOpenCarts, upsertOpenCart } from './cart-repository';
import { checkCartTarget } from './cart-target';
import { loadCartView } from './cart-view';

/** Opening, reading and deleting carts; the routes choose the transaction. */
export function cartService(clock: () => Date = () => new Date()) {
  const today = () => shopToday(clock());

  async function view(db: DbOrTx, userId: number, cartId: number): Promise<Cart> {
    const header = await findOpenCart(db, userId, cartId);
    return (await loadCartView(db, header, today())).cart;
  }

  return {
    /**
     * The customer's open cart for the store and mode, created if there is none; either way
     * it becomes the current cart (and an AT_HOME cart takes the address just chosen).
     */
    async open(db: DbOrTx, userId: number, req: CartOpenRequestParsed): Promise<Cart> {
      const { storeId, deliveryMode: mode } = req;
      const shippingAddressId = await checkCartTarget(db, userId, storeId, mode, req.addressId);
      const id = await upsertOpenCart(db, { userId, storeId, mode, shippingAddressId });
      return view(db, userId, id);
    },

    /** The most recently used open cart; 4004 when the customer has none. */
    async current(db: DbOrTx, userId: number): Promise<Cart> {
      const [header] = await listOpenCarts(db, userId, 1);
      if (!header) throw new AppError('CART_NOT_FOUND');
      return (await loadCartView(db, header, today())).cart;
    },

    /** Every open cart, the current one first. */
    async list(db: DbOrTx, userId: number): Promise<Cart[]> {
      const headers = await listOpenCarts(db, userId);
      const carts: Cart[] = [];
      for (const header of headers) carts.push((await loadCartView(db, header, today())).cart);
      return carts;
    },

    /** The cart priced again at today's prices; the recorded prices stay for the freeze check. */
    review: view,

    /** Deletes the customer's open cart and its lines. */
    async abort(db: DbOrTx, userId: number, cartId: number): Promise<CartAbortResult> {
      if (!(await deleteOpenCart(db, userId, cartId))) throw new AppError('CART_NOT_FOUND');
      return { cartId: replyId(cartId) };
    },
  };
}

export type CartService = ReturnType<typeof cartService>;
