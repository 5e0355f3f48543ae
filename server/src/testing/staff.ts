import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { staff, staffStores } from '../db/schema';
import { hashPassword } from '../modules/accounts/password-hash';
import { STAFF_COOKIE } from '../modules/staff/staff-session-cookie';
import { createStaffSession } from '../modules/staff/staff-session-repository';

export const TEST_STAFF_PASSWORD = 'Prova-Staff-2026!';
let staffHash: Promise<string> | undefined;

export interface TestStaff {
  id: number;
  email: string;
  password: string;
}

/** A staff member written straight to the tables, for tests of what comes after the staff login. */
export async function insertTestStaff(
  db: DbOrTx,
  options: { role: 'OPERATOR' | 'ADMIN'; storeIds?: number[]; email?: string; enabled?: boolean },
): Promise<TestStaff> {
  staffHash ??= hashPassword(TEST_STAFF_PASSWORD);
  const email = options.email ?? `staff-${randomUUID()}@example.it`;
  const [row] = await db
    .insert(staff)
    .values({
      email,
      passwordHash: await staffHash,
      firstName: 'Marco',
      lastName: 'Rossi',
      role: options.role,
      enabled: options.enabled ?? true,
    })
    .returning({ id: staff.id });
  const id = row!.id;
  const storeIds = options.storeIds ?? [];
  if (storeIds.length > 0) {
    await db.insert(staffStores).values(storeIds.map((storeId) => ({ staffId: id, storeId })));
  }
  return { id, email, password: TEST_STAFF_PASSWORD };
}

/** The Cookie header of a fresh staff session. */
export async function staffCookieFor(db: DbOrTx, staffId: number): Promise<string> {
  const token = await createStaffSession(db, staffId, 1);
  return `${STAFF_COOKIE}=${token}`;
}
