import { and, eq } from 'drizzle-orm';
import type { ActivationResult } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { accountTokens, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { consumeToken, tokenDigest } from '../accounts';

export const INVALID_ACTIVATION_LINK = 'Link di attivazione non valido o scaduto';

/**
 * The account of an activation link already spent, when that account is active: the link was
 * clicked twice (or opened in two tabs). Housekeeping drops spent links after a day.
 */
async function alreadyActivated(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email, status: users.status })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(eq(accountTokens.tokenHash, tokenDigest(token)), eq(accountTokens.purpose, 'ACTIVATION')),
    );
  return row?.status === 'ACTIVE' ? row.email : null;
}

/**
 * Opens the account behind an activation link; the link works once and expires (7 days). A
 * second click on the link of an account it already opened says so instead of failing.
 */
export async function activateAccount(db: DbOrTx, token: string): Promise<ActivationResult> {
  const userId = await consumeToken(db, token, 'ACTIVATION');
  if (userId === null) {
    const username = await alreadyActivated(db, token);
    if (username !== null) return { username, alreadyActive: true };
    throw new AppError('INVALID_LINK', { message: INVALID_ACTIVATION_LINK });
  }
  const [user] = await db
    .update(users)
    .set({ status: 'ACTIVE', activatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  if (!user) throw new AppError('INVALID_LINK', { message: INVALID_ACTIVATION_LINK });
  return { username: user.email, alreadyActive: false };
}
