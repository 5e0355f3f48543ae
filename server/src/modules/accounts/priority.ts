import { and, asc, eq, ilike } from 'drizzle-orm';
import { replyId, type PriorityCustomer, type PriorityState } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** Issue 29: the customer's priority places, as the profile shows them. */
export async function priorityOf(db: DbOrTx, userId: number): Promise<PriorityState> {
  const [row] = await db
    .select({ status: users.priorityStatus, reason: users.priorityReason })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
}

/** The customer asks for priority places; a granted account stays granted. */
export async function requestPriority(
  db: DbOrTx,
  userId: number,
  reason: string,
): Promise<PriorityState> {
  const current = await priorityOf(db, userId);
  if (current.status === 'GRANTED') return current;
  await db
    .update(users)
    .set({ priorityStatus: 'REQUESTED', priorityReason: reason })
    .where(eq(users.id, userId));
  return { status: 'REQUESTED', reason };
}

const customerColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  status: users.priorityStatus,
  reason: users.priorityReason,
};

function toWire(row: {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  status: PriorityCustomer['status'];
  reason: string | null;
}): PriorityCustomer {
  const { id, ...rest } = row;
  return { userId: replyId(id), ...rest };
}

/** Staff: the pending requests, or the accounts whose e-mail contains `email` (at most 20). */
export async function listPriorityCustomers(
  db: DbOrTx,
  email: string | undefined,
): Promise<PriorityCustomer[]> {
  const where = email
    ? ilike(users.email, `%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    : eq(users.priorityStatus, 'REQUESTED');
  const rows = await db
    .select(customerColumns)
    .from(users)
    .where(and(where))
    .orderBy(asc(users.email))
    .limit(20);
  return rows.map(toWire);
}

/** Staff grant (or withdraw) priority places; answers the account before and after. */
export async function decidePriority(db: DbOrTx, userId: number, granted: boolean) {
  const [before] = await db.select(customerColumns).from(users).where(eq(users.id, userId));
  if (!before) throw new AppError('RECORD_NOT_FOUND');
  const [after] = await db
    .update(users)
    .set({ priorityStatus: granted ? 'GRANTED' : 'NONE' })
    .where(eq(users.id, userId))
    .returning(customerColumns);
  if (!after) throw new AppError('RECORD_NOT_FOUND');
  return { before: toWire(before), after: toWire(after) };
}
