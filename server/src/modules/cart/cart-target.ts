import { and, eq, sql, type SQL } from 'drizzle-orm';
import { deliversToAddress, type DeliveryModeId } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { shippingAddresses, storeDeliveryModes, stores, storeServiceAreas } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { fieldError } from '../../http/field-error';

/**
 * An enabled store offering the mode; with a zip, also delivering there in that mode (an
 * area left behind by a dropped mode does not count). `store` narrows it to one store.
 */
function offering(mode: DeliveryModeId, opts: { store?: number; zip?: string }): SQL {
  return sql`exists (
    select 1 from ${storeDeliveryModes} m join ${stores} s on s.id = m.store_id and s.enabled
    where m.mode = ${mode}
      ${opts.store === undefined ? sql`` : sql`and m.store_id = ${opts.store}`}
      ${
        opts.zip === undefined
          ? sql``
          : sql`and exists (select 1 from ${storeServiceAreas} a
                  where a.store_id = m.store_id and a.mode = m.mode and a.zip = ${opts.zip})`
      })`;
}

async function findStore(db: DbOrTx, storeId: number, mode: DeliveryModeId) {
  const [row] = await db
    .select({
      enabled: stores.enabled,
      offered: sql<boolean>`${offering(mode, { store: storeId })}`,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row;
}

async function ownAddressZip(db: DbOrTx, userId: number, addressId: number) {
  const [row] = await db
    .select({ zip: shippingAddresses.zip })
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.id, addressId), eq(shippingAddresses.userId, userId)));
  return row?.zip;
}

async function deliveryTo(db: DbOrTx, mode: DeliveryModeId, storeId: number, zip: string) {
  const { rows } = await db.execute<{ here: boolean; anywhere: boolean }>(
    sql`select ${offering(mode, { store: storeId, zip })} as here,
               ${offering(mode, { zip })} as anywhere`,
  );
  return rows[0] ?? { here: false, anywhere: false };
}

/**
 * Checks where a cart may be opened or moved and answers its shipping address or null. An
 * unknown or disabled store is code 404; a mode the store lacks is a 4000 on deliveryMode, except
 * the modes that go to an address (AT_HOME and the courier, SHIPPED), where the address decides:
 * - no addressId: 4000 on addressId; not one of the customer's own addresses: 14;
 * - the store delivers in that mode to the address's zip: fine;
 * - AT_HOME: another store does, this one not: 42 (delivery not active for the address); no
 *   store delivers home to that zip at all: 2222 (home delivery not active for the city);
 * - SHIPPED: the store does not ship there: 42 (2222 speaks of home delivery only).
 * The pickup modes take no address: an addressId sent with them is ignored.
 */
export async function checkCartTarget(
  db: DbOrTx,
  userId: number,
  storeId: number,
  mode: DeliveryModeId,
  addressId: number | undefined,
): Promise<number | null> {
  const store = await findStore(db, storeId, mode);
  if (!store?.enabled) throw new AppError('STORE_NOT_FOUND');
  if (!deliversToAddress(mode)) {
    if (!store.offered)
      throw fieldError('deliveryMode', 'modalità di consegna non offerta dal negozio');
    return null;
  }
  if (addressId === undefined) throw fieldError('addressId', 'Campo obbligatorio');
  const zip = await ownAddressZip(db, userId, addressId);
  if (zip === undefined) throw new AppError('INVALID_ADDRESS');
  const served = await deliveryTo(db, mode, storeId, zip);
  if (served.here) return addressId;
  throw new AppError(
    served.anywhere || mode !== 'AT_HOME'
      ? 'DELIVERY_NOT_ACTIVE_FOR_ADDRESS'
      : 'HOME_DELIVERY_NOT_ACTIVE_FOR_CITY',
  );
}
