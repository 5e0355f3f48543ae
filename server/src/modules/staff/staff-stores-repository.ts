import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffStores } from '../../db/schema';

/** The ids of the stores an operator is assigned to, in id order. */
export async function storeIdsOf(db: DbOrTx, staffId: number): Promise<number[]> {
  const rows = await db
    .select({ storeId: staffStores.storeId })
    .from(staffStores)
    .where(eq(staffStores.staffId, staffId))
    .orderBy(asc(staffStores.storeId));
  return rows.map((r) => r.storeId);
}
