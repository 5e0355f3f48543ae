import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import { newToken, tokenDigest } from '../accounts';

/**
 * Opens a staff session and returns the token for the cookie. The member's expired sessions
 * go at the same time, so a tablet logging in every shift leaves no rows behind.
 */
export async function createStaffSession(
  db: DbOrTx,
  staffId: number,
  ttlHours: number,
): Promise<string> {
  await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), lt(staffSessions.expiresAt, new Date())));
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db.insert(staffSessions).values({ id: tokenDigest(token), staffId, expiresAt });
  return token;
}

/** The staff member of a live session, if the account is still enabled. */
export async function findSessionStaff(
  db: DbOrTx,
  token: string,
): Promise<{ staffId: number; role: 'OPERATOR' | 'ADMIN' } | null> {
  const rows = await db
    .select({ staffId: staff.id, role: staff.role })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, tokenDigest(token)),
        gt(staffSessions.expiresAt, new Date()),
        eq(staff.enabled, true),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteStaffSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, tokenDigest(token)));
}
