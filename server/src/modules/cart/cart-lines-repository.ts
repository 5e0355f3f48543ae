import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, products, storeProducts } from '../../db/schema';
import { mainCategory, pricedColumns, subCategory, param } from '../catalogue';
import type { CartLineRow, StoreProductRow } from './cart-pricing';

const sold = and(
  eq(storeProducts.productId, products.id),
  eq(storeProducts.storeId, param.storeId),
);

const lineColumns = {
  ...pricedColumns,
  lineId: cartItems.id,
  quantityMilli: cartItems.quantityMilli,
  unitPriceCents: cartItems.unitPriceCents,
  substitutionChoice: cartItems.substitutionChoice,
  substituteBarcode: sql<string | null>`(select s.barcode from ${products} s
    where s.id = ${cartItems.substituteProductId})`,
  substituteDescription: sql<string | null>`(select s.description from ${products} s
    where s.id = ${cartItems.substituteProductId})`,
};

/**
 * A cart's lines priced in a store (usually the cart's own; another one when the cart moves),
 * with the catalogue's own columns and offers. The store row is left-joined: a product the
 * store stopped selling still shows, as unavailable. Prepared: the cart is read on every call.
 */
export async function loadCartLines(
  db: DbOrTx,
  cartId: number,
  storeId: number,
  today: string,
): Promise<CartLineRow[]> {
  return db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(storeProducts, sold)
    .innerJoin(subCategory, eq(subCategory.id, products.categoryId))
    .leftJoin(mainCategory, eq(mainCategory.id, subCategory.parentId))
    .where(eq(cartItems.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartItems.id))
    .prepare('cart_lines')
    .execute({ cartId, storeId, today });
}

/** A product by barcode as a store sells it today; no price when the store does not sell it. */
export async function findStoreProduct(
  db: DbOrTx,
  storeId: number,
  barcode: string,
  today: string,
): Promise<StoreProductRow | undefined> {
  const rows = await db
    .select(pricedColumns)
    .from(products)
    .leftJoin(storeProducts, sold)
    .innerJoin(subCategory, eq(subCategory.id, products.categoryId))
    .leftJoin(mainCategory, eq(mainCategory.id, subCategory.parentId))
    .where(eq(products.barcode, sql.placeholder('barcode')))
    .prepare('cart_store_product')
    .execute({ storeId, barcode, today });
  return rows[0];
}

export interface LineValues {
  productId: number;
  quantityMilli: number;
  /** The net price per unit the customer is shown now. */
  unitPriceCents: number;
}

/** Sets lines of a cart, adding the missing ones: the quantity given replaces the old one. */
export async function upsertLines(
  db: DbOrTx,
  cartId: number,
  lines: readonly LineValues[],
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insert(cartItems)
    .values(lines.map((l) => ({ ...l, cartId })))
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: {
        quantityMilli: sql`excluded.quantity_milli`,
        unitPriceCents: sql`excluded.unit_price_cents`,
        updatedAt: sql`now()`,
      },
    });
}

export async function deleteLine(db: DbOrTx, cartId: number, productId: number): Promise<void> {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
}
