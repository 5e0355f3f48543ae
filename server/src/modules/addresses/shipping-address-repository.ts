import { and, asc, count, desc, eq } from 'drizzle-orm';
import { withReplyId, type Address } from '@spesa/contracts';

/** A shipping address as stored: the numeric id of its row (replies carry it as a string). */
export type AddressRow = Omit<Address, 'id'> & { id: number };
import type { DbOrTx } from '../../db/client';
import { shippingAddresses } from '../../db/schema';
import { recordStreets } from './known-streets-repository';
import type { ResolvedAddress } from './resolve-address';

const columns = {
  id: shippingAddresses.id,
  address: shippingAddresses.address,
  streetNumber: shippingAddresses.streetNumber,
  city: shippingAddresses.city,
  cityId: shippingAddresses.cityId,
  county: shippingAddresses.county,
  countyId: shippingAddresses.countyId,
  state: shippingAddresses.state,
  zip: shippingAddresses.zip,
  nation: shippingAddresses.nation,
  nationId: shippingAddresses.nationId,
  fromRemote: shippingAddresses.fromRemote,
  foreignNation: shippingAddresses.foreignNation,
  foreignCity: shippingAddresses.foreignCity,
};

/** Every saved street becomes a suggestion for the next customer of that town. */
function recordStreetOf(db: DbOrTx, address: ResolvedAddress): Promise<void> {
  return recordStreets(db, [
    { nationId: address.nationId, city: address.city, name: address.address },
  ]);
}

export async function insertShippingAddress(
  db: DbOrTx,
  userId: number,
  address: ResolvedAddress,
  opts: { fromRemote: boolean },
): Promise<number> {
  const [row] = await db
    .insert(shippingAddresses)
    .values({ ...address, userId, fromRemote: opts.fromRemote })
    .returning({ id: shippingAddresses.id });
  if (!row) throw new Error('insert into shipping_addresses returned no row');
  await recordStreetOf(db, address);
  return row.id;
}

/** The registration address first, then in the order they were added. */
export async function listShippingAddresses(db: DbOrTx, userId: number): Promise<Address[]> {
  const rows = await db
    .select(columns)
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(desc(shippingAddresses.fromRemote), asc(shippingAddresses.id));
  return rows.map(withReplyId);
}

export async function countShippingAddresses(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId));
  return row?.n ?? 0;
}

/** One address of the user, locked for the change that follows; undefined when not theirs. */
export async function findOwnShippingAddress(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId)))
    .for('update');
  return row;
}

/** Changes an address of the user; false when the id is not theirs. Never the registration one. */
export async function updateShippingAddress(
  db: DbOrTx,
  userId: number,
  id: number,
  address: ResolvedAddress,
): Promise<boolean> {
  const rows = await db
    .update(shippingAddresses)
    .set(address)
    .where(
      and(
        eq(shippingAddresses.id, id),
        eq(shippingAddresses.userId, userId),
        eq(shippingAddresses.fromRemote, false),
      ),
    )
    .returning({ id: shippingAddresses.id });
  if (rows.length) await recordStreetOf(db, address);
  return rows.length > 0;
}

/** Deletes an address of the user; false when the id is not theirs. Never the registration one. */
export async function deleteShippingAddress(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(shippingAddresses)
    .where(
      and(
        eq(shippingAddresses.id, id),
        eq(shippingAddresses.userId, userId),
        eq(shippingAddresses.fromRemote, false),
      ),
    )
    .returning({ id: shippingAddresses.id });
  return rows.length > 0;
}
