import { ITALY_NATION_ID } from '@spesa/contracts';
import type { DbOrTx } from '../db/client';
import { stores } from '../db/schema';
import { recordStreets } from '../modules/addresses/known-streets-repository';

/** A house number at the end of an address line: '146', '12/A', '7 bis', 'snc'. */
const HOUSE_NUMBER = /[\s,]+(\d+\s*[a-z]?(\/\s*\w+)?(\s+bis|\s+ter)?|snc|s\.n\.c\.)$/i;

/** The street of an address line: 'Via Giuseppe Mazzini 146' → 'Via Giuseppe Mazzini'. */
export function streetOf(addressLine: string): string {
  return addressLine.trim().replace(HOUSE_NUMBER, '').trim();
}

/**
 * Italy has no open street registry to ship offline, so the street picker suggests what the shop
 * already knows: the streets of the demo stores (here) and every street a customer saves.
 */
export async function seedKnownStreets(db: DbOrTx): Promise<void> {
  const rows = await db.select({ address: stores.address, city: stores.city }).from(stores);
  await recordStreets(
    db,
    rows.map((r) => ({ nationId: ITALY_NATION_ID, city: r.city, name: streetOf(r.address) })),
  );
}
