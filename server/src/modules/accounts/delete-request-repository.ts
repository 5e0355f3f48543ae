import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profileDeleteRequests } from '../../db/schema';

/**
 * Records a pending deletion request; false when one is already pending. The partial unique
 * index decides, so two requests at once still make one row.
 */
export async function insertPendingDeleteRequest(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .insert(profileDeleteRequests)
    .values({ userId })
    .onConflictDoNothing({
      target: profileDeleteRequests.userId,
      where: sql`${profileDeleteRequests.status} = 'PENDING'`,
    })
    .returning({ id: profileDeleteRequests.id });
  return rows.length > 0;
}
