import { eq } from 'drizzle-orm';
import { cartItems, carts, products } from '../db/schema';
import { WATER, type CartTest } from './cart-setup';
import { insertTestUser, sessionCookieFor } from './index';

export interface Shopper {
  userId: number;
  cookie: string;
  cartId: number;
}

/** Customers with a session and an open pickup cart holding one bottle of water each. */
export async function prepareShoppers(s: CartTest, count: number): Promise<Shopper[]> {
  const db = s.t.db.db;
  const [water] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.barcode, WATER.barcode));
  if (!water) throw new Error('no water in the fixture');
  const shoppers: Shopper[] = [];
  for (let i = 0; i < count; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, count - i) }, async () => {
        const user = await insertTestUser(db);
        return { userId: user.id, cookie: await sessionCookieFor(db, user.id) };
      }),
    );
    const rows = await db
      .insert(carts)
      .values(
        batch.map((b) => ({ userId: b.userId, storeId: s.mazzini, mode: 'IN_STORE' as const })),
      )
      .returning({ id: carts.id, userId: carts.userId });
    await db.insert(cartItems).values(
      rows.map((r) => ({
        cartId: r.id,
        productId: water.id,
        quantityMilli: 1000,
        unitPriceCents: WATER.priceCents,
      })),
    );
    for (const b of batch) {
      const cart = rows.find((r) => r.userId === b.userId);
      if (cart) shoppers.push({ ...b, cartId: cart.id });
    }
  }
  return shoppers;
}
