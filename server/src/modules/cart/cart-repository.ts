import { and, desc, eq, sql } from 'drizzle-orm';
import type { DeliveryModeId } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { carts, shippingAddresses, storeDeliveryModes, storeFees, stores } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** A cart with what pricing it needs beside its lines: store, address and fee rule. */
export interface CartHeader {
  id: number;
  status: 'OPEN' | 'FROZEN' | 'ABORTED' | 'PARKED';
  storeId: number;
  storeName: string;
  mode: DeliveryModeId;
  shippingAddressId: number | null;
  addressDescription: string | null;
  createdAt: Date;
  updatedAt: Date;
  deliveryFeeCents: number | null;
  feeFreeThresholdCents: number | null;
  minNetTotalCents: number | null;
}

const a = shippingAddresses;
const headerColumns = {
  id: carts.id,
  status: carts.status,
  storeId: carts.storeId,
  storeName: stores.name,
  mode: carts.mode,
  shippingAddressId: carts.shippingAddressId,
  addressDescription: sql<
    string | null
  >`${a.address} || ' ' || ${a.streetNumber} || ', ' || ${a.zip} || ' ' || ${a.city}`,
  createdAt: carts.createdAt,
  updatedAt: carts.updatedAt,
  deliveryFeeCents: storeFees.deliveryFeeCents,
  feeFreeThresholdCents: storeFees.feeFreeThresholdCents,
  minNetTotalCents: storeDeliveryModes.minNetTotalCents,
};

function selectHeaders(db: DbOrTx) {
  return db
    .select(headerColumns)
    .from(carts)
    .innerJoin(stores, eq(stores.id, carts.storeId))
    .leftJoin(a, eq(a.id, carts.shippingAddressId))
    .leftJoin(
      storeDeliveryModes,
      and(eq(storeDeliveryModes.storeId, carts.storeId), eq(storeDeliveryModes.mode, carts.mode)),
    )
    .leftJoin(storeFees, and(eq(storeFees.storeId, carts.storeId), eq(storeFees.mode, carts.mode)))
    .$dynamic();
}

const ownOpen = (userId: number) => and(eq(carts.userId, userId), eq(carts.status, 'OPEN'));

/**
 * The customer's open cart, locked until the transaction ends so that changes to one cart
 * (and the freeze) run one after the other. Someone else's cart is 4004 like a missing one.
 */
export async function lockOpenCart(db: DbOrTx, userId: number, cartId: number) {
  const [row] = await selectHeaders(db)
    .where(and(eq(carts.id, cartId), ownOpen(userId)))
    .for('update', { of: carts });
  if (!row) throw new AppError('CART_NOT_FOUND');
  return row satisfies CartHeader;
}

/** The customer's open cart, read without a lock; 4004 when it is not theirs or not open. */
export async function findOpenCart(db: DbOrTx, userId: number, cartId: number) {
  const [row] = await selectHeaders(db).where(and(eq(carts.id, cartId), ownOpen(userId)));
  if (!row) throw new AppError('CART_NOT_FOUND');
  return row satisfies CartHeader;
}

/** The customer's open carts, the most recently used first: the first is the current one. */
export async function listOpenCarts(db: DbOrTx, userId: number, limit?: number) {
  const query = selectHeaders(db)
    .where(ownOpen(userId))
    .orderBy(desc(carts.updatedAt), desc(carts.id));
  const rows: CartHeader[] = await (limit ? query.limit(limit) : query);
  return rows;
}

export interface OpenCartKey {
  userId: number;
  storeId: number;
  mode: DeliveryModeId;
  shippingAddressId: number | null;
}

/**
 * Opens the customer's cart for a store and mode, or takes the open one (carts_open_key):
 * one statement, so two concurrent opens meet at the index and both get the same cart.
 * Either way it becomes the current cart, with the address just chosen.
 */
export async function upsertOpenCart(db: DbOrTx, key: OpenCartKey): Promise<number> {
  const [row] = await db
    .insert(carts)
    .values(key)
    .onConflictDoUpdate({
      target: [carts.userId, carts.storeId, carts.mode],
      targetWhere: sql`status = 'OPEN'`,
      set: { updatedAt: sql`now()`, shippingAddressId: key.shippingAddressId },
    })
    .returning({ id: carts.id });
  if (!row) throw new Error('cart upsert returned no row');
  return row.id;
}

/** Marks the cart as just used: it becomes the current one. */
export async function touchCart(db: DbOrTx, cartId: number): Promise<Date> {
  const [row] = await db
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId))
    .returning({ updatedAt: carts.updatedAt });
  if (!row) throw new Error(`cart ${cartId} vanished while locked`);
  return row.updatedAt;
}

/** Deletes an open cart of the customer with its lines; false when there is none. */
export async function deleteOpenCart(db: DbOrTx, userId: number, cartId: number) {
  const rows = await db
    .delete(carts)
    .where(and(eq(carts.id, cartId), ownOpen(userId)))
    .returning({ id: carts.id });
  return rows.length > 0;
}
