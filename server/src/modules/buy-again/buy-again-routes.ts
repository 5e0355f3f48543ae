import {
  BuyAgainItem,
  BuyAgainQuery,
  OrderToCartRequest,
  OrderToCartResult,
  StoreParam,
} from '@spesa/contracts';
import { ok, okPage } from '../../http/reply';
import { parsed, type RouteApp } from '../../http/route-schema';
import { orderToCart } from '../../flows/order-to-cart';
import { authenticate } from '../accounts';
import type { ModuleOptions } from '../module-options';
import { createBuyAgainService } from './buy-again-service';

/**
 * 'Compra di nuovo' (issue 30), ours and not the spec's: always the session's customer, whose
 * own orders only are read; a guest gets the catalogue's session error (UNAUTHORIZED).
 */
export async function buyAgainRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;
  const service = createBuyAgainService(db);

  app.get(
    '/ecommerce/products/:store/buyAgain',
    {
      schema: {
        tag: 'Orders',
        summary: 'Products bought before, priced in a store',
        description:
          "Issue 30, 'Compra di nuovo': the products of the customer's past orders (aborted and cancelled ones left out, substitutes too) that the store sells, most often ordered first, then the most recent. Each is the store's product as every listing gives it (today's price and offers, `available`), with the latest order's quantity (`lastAmount` in `lastUm`, kilograms to the thousandth for weighed products), `timesOrdered` and `lastOrderedAt`. Paged with `s` (default 24, at most 48) and `p`.",
        auth: 'customer',
        params: StoreParam,
        querystring: BuyAgainQuery,
        data: BuyAgainItem,
        paged: true,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { store } = parsed(request, 'params');
      return okPage(await service.page(userId, store, parsed(request, 'query')));
    },
  );

  app.post(
    '/ecommerce/cart/addOrder',
    {
      schema: {
        tag: 'Orders',
        summary: "Add all of an order's lines to an open cart",
        description:
          "Issue 30, 'Aggiungi tutto al carrello': each ordered line (not the store's substitutes) is added to what the cart holds, at the cart store's prices of today, capped at the product's maximum. `added` lists what went in, `skipped` what did not, with the reason: NOT_SOLD, UNAVAILABLE, MAX_QUANTITY or MAX_BUNDLES. Another customer's order is 404, a cart that is not the customer's open one 4004.",
        auth: 'customer',
        body: OrderToCartRequest,
        data: OrderToCartResult,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const body = parsed(request, 'body');
      return ok(await db.transaction((tx) => orderToCart(tx, userId, body)));
    },
  );
}
