import { IN_PROGRESS_ORDER_STATUSES } from '@spesa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';

export async function hasOrderInProgress(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...IN_PROGRESS_ORDER_STATUSES])))
    .limit(1);
  return rows.length > 0;
}
