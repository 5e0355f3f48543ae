import { asc, eq } from 'drizzle-orm';
import { type StaffSession, withReplyId } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { staff, staffStores, stores } from '../../db/schema';

export async function findStaffByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: staff.id, passwordHash: staff.passwordHash, enabled: staff.enabled })
    .from(staff)
    .where(eq(staff.email, email.toLowerCase()));
  return row ?? null;
}

/** The staff member as the staff area shows them; an ADMIN is listed with every store. */
export async function findStaffSession(db: DbOrTx, staffId: number): Promise<StaffSession | null> {
  const [row] = await db
    .select({
      id: staff.id,
      email: staff.email,
      firstName: staff.firstName,
      lastName: staff.lastName,
      role: staff.role,
    })
    .from(staff)
    .where(eq(staff.id, staffId));
  if (!row) return null;
  const storeList =
    row.role === 'ADMIN'
      ? await db.select({ id: stores.id, name: stores.name }).from(stores).orderBy(asc(stores.id))
      : await db
          .select({ id: stores.id, name: stores.name })
          .from(staffStores)
          .innerJoin(stores, eq(stores.id, staffStores.storeId))
          .where(eq(staffStores.staffId, staffId))
          .orderBy(asc(stores.id));
  return { ...withReplyId(row), stores: storeList.map(withReplyId) };
}
