import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { consumeToken } from '../accounts/account-tokens';

export const INVALID_ACTIVATION_LINK = 'Link di attivazione non valido o scaduto';

/** Opens the account behind an activation link; the link works once and expires (7 days). */
export async function activateAccount(db: DbOrTx, token: string): Promise<{ username: string }> {
  const userId = await consumeToken(db, token, 'ACTIVATION');
  if (userId === null) throw new AppError('INVALID_LINK', { message: INVALID_ACTIVATION_LINK });
  const [user] = await db
    .update(users)
    .set({ status: 'ACTIVE', activatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  if (!user) throw new AppError('INVALID_LINK', { message: INVALID_ACTIVATION_LINK });
  return { username: user.email };
}
