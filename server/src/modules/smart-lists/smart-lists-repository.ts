import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Unit } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { products, smartListItems, smartLists } from '../../db/schema';

export interface ListHeader {
  id: number;
  title: string;
}

export interface ListSummaryRow extends ListHeader {
  itemCount: number;
}

/** The catalogue columns a list line or a favourite shows. */
export const productColumns = {
  productId: products.id,
  barcode: products.barcode,
  description: products.description,
  um: products.um,
  umStepMilli: products.umStepMilli,
  maxAmountMilli: products.maxAmountMilli,
  photos: products.photos,
};

export interface ProductRule {
  productId: number;
  barcode: string;
  description: string;
  um: Unit;
  umStepMilli: number;
  maxAmountMilli: number;
  /** The uploaded photos' hashes (issue 31), for the line's picture. */
  photos: string[];
}

export interface ItemRow {
  id: number;
  quantityMilli: number;
  customDescription: string | null;
  product: ProductRule | null;
}

const owned = (userId: number, listId: number) =>
  and(eq(smartLists.id, listId), eq(smartLists.userId, userId));

/** The customer's lists, oldest first, with their line counts. */
export async function listSummaries(db: DbOrTx, userId: number): Promise<ListSummaryRow[]> {
  return db
    .select({ id: smartLists.id, title: smartLists.title, itemCount: count(smartListItems.id) })
    .from(smartLists)
    .leftJoin(smartListItems, eq(smartListItems.listId, smartLists.id))
    .where(eq(smartLists.userId, userId))
    .groupBy(smartLists.id)
    .orderBy(asc(smartLists.id));
}

/**
 * One of the customer's lists; undefined for another customer's id as for a missing one, so
 * nobody learns which ids exist. `lock` takes the row for the transaction: every change to a
 * list or its lines goes through it, so two changes of one list never interleave.
 */
export async function findOwnedList(
  db: DbOrTx,
  userId: number,
  listId: number,
  lock = false,
): Promise<ListHeader | undefined> {
  const query = db
    .select({ id: smartLists.id, title: smartLists.title })
    .from(smartLists)
    .where(owned(userId, listId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Locks all the customer's lists (in id order, against deadlocks) and answers their ids. */
export async function lockUserLists(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: smartLists.id })
    .from(smartLists)
    .where(eq(smartLists.userId, userId))
    .orderBy(asc(smartLists.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function insertList(db: DbOrTx, userId: number, title: string): Promise<ListHeader> {
  const [row] = await db
    .insert(smartLists)
    .values({ userId, title })
    .returning({ id: smartLists.id, title: smartLists.title });
  if (!row) throw new Error('smart list insert returned nothing');
  return row;
}

export async function renameList(db: DbOrTx, listId: number, title: string): Promise<void> {
  await db
    .update(smartLists)
    .set({ title, updatedAt: sql`now()` })
    .where(eq(smartLists.id, listId));
}

export async function touchList(db: DbOrTx, listId: number): Promise<void> {
  await db
    .update(smartLists)
    .set({ updatedAt: sql`now()` })
    .where(eq(smartLists.id, listId));
}

export async function deleteList(db: DbOrTx, listId: number): Promise<void> {
  await db.delete(smartLists).where(eq(smartLists.id, listId));
}

type NullableRule = { [K in keyof ProductRule]: ProductRule[K] | null };

/** A left-joined product: all columns null for a CUSTOM line. */
function toRule(p: NullableRule): ProductRule | null {
  const { productId, barcode, description, um, umStepMilli, maxAmountMilli, photos } = p;
  if (productId === null || barcode === null || description === null || um === null) return null;
  if (umStepMilli === null || maxAmountMilli === null) return null;
  return { productId, barcode, description, um, umStepMilli, maxAmountMilli, photos: photos ?? [] };
}

/** A list's lines in the order they were added, with their products. */
export async function loadItems(db: DbOrTx, listId: number): Promise<ItemRow[]> {
  const rows = await db
    .select({
      id: smartListItems.id,
      quantityMilli: smartListItems.quantityMilli,
      customDescription: smartListItems.customDescription,
      ...productColumns,
    })
    .from(smartListItems)
    .leftJoin(products, eq(products.id, smartListItems.productId))
    .where(eq(smartListItems.listId, listId))
    .orderBy(asc(smartListItems.id));
  return rows.map(({ id, quantityMilli, customDescription, ...p }) => ({
    id,
    quantityMilli,
    customDescription,
    product: toRule(p),
  }));
}

/** Copies every line of one list into another (same amounts, same order). */
export async function copyItems(db: DbOrTx, fromListId: number, toListId: number): Promise<void> {
  await db.execute(sql`
    insert into ${smartListItems} (list_id, product_id, custom_description, quantity_milli)
    select ${toListId}, product_id, custom_description, quantity_milli
    from ${smartListItems} where list_id = ${fromListId} order by id`);
}

export async function findProduct(db: DbOrTx, barcode: string): Promise<ProductRule | undefined> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.barcode, barcode));
  return row;
}

export async function insertItem(
  db: DbOrTx,
  values: { listId: number; productId?: number; customDescription?: string; quantityMilli: number },
): Promise<number> {
  const [row] = await db.insert(smartListItems).values(values).returning({ id: smartListItems.id });
  if (!row) throw new Error('smart list item insert returned nothing');
  return row.id;
}

export async function setItemQuantity(db: DbOrTx, itemId: number, milli: number): Promise<void> {
  await db
    .update(smartListItems)
    .set({ quantityMilli: milli })
    .where(eq(smartListItems.id, itemId));
}

export async function deleteItem(db: DbOrTx, itemId: number): Promise<void> {
  await db.delete(smartListItems).where(eq(smartListItems.id, itemId));
}
