import type { SubstitutionChoice } from '@spesa/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { cartItems, products, substitutionPreferences } from '../../db/schema';

/** A preference to write: null forgets it (the order's yes/no applies again). */
export type PreferenceValue = {
  choice: SubstitutionChoice;
  substituteProductId: number | null;
} | null;

/** Remembers (or forgets) a customer's choice for a product, for the next carts. */
export async function rememberPreference(
  db: DbOrTx,
  userId: number,
  productId: number,
  value: PreferenceValue,
): Promise<void> {
  if (value === null) {
    await db
      .delete(substitutionPreferences)
      .where(
        and(
          eq(substitutionPreferences.userId, userId),
          eq(substitutionPreferences.productId, productId),
        ),
      );
    return;
  }
  await db
    .insert(substitutionPreferences)
    .values({ userId, productId, ...value })
    .onConflictDoUpdate({
      target: [substitutionPreferences.userId, substitutionPreferences.productId],
      set: { ...value, updatedAt: sql`now()` },
    });
}

/** Sets a cart line's own preference. */
export async function setLinePreference(
  db: DbOrTx,
  cartId: number,
  productId: number,
  value: PreferenceValue,
): Promise<void> {
  await db
    .update(cartItems)
    .set({
      substitutionChoice: value?.choice ?? null,
      substituteProductId: value?.substituteProductId ?? null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
}

const substitute = alias(products, 'substitute');

/** The profile's list: every remembered choice, the latest first. */
export function listPreferences(db: DbOrTx, userId: number) {
  return db
    .select({
      productBarcode: products.barcode,
      productDescription: products.description,
      choice: substitutionPreferences.choice,
      substituteBarcode: substitute.barcode,
      substituteDescription: substitute.description,
      updatedAt: substitutionPreferences.updatedAt,
    })
    .from(substitutionPreferences)
    .innerJoin(products, eq(products.id, substitutionPreferences.productId))
    .leftJoin(substitute, eq(substitute.id, substitutionPreferences.substituteProductId))
    .where(eq(substitutionPreferences.userId, userId))
    .orderBy(desc(substitutionPreferences.updatedAt), products.description);
}
