import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountTokens } from '../../db/schema';
import { newToken, tokenDigest } from './secret-token';

export type TokenPurpose = 'ACTIVATION' | 'PASSWORD_RESET';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  ACTIVATION: 7 * 24 * 3_600_000,
  PASSWORD_RESET: 3_600_000,
};

/** Issues a single-use token for a mailed link; earlier unused links of the same kind stop working. */
export async function issueToken(
  db: DbOrTx,
  userId: number,
  purpose: TokenPurpose,
): Promise<string> {
  const now = new Date();
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  const token = newToken();
  await db.insert(accountTokens).values({
    tokenHash: tokenDigest(token),
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** Marks the token used and returns its user, in one statement so a link works only once. */
export async function consumeToken(
  db: DbOrTx,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenDigest(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return rows[0]?.userId ?? null;
}

/** Used or expired links older than a day serve no purpose; housekeeping removes them. */
export async function deleteStaleTokens(db: DbOrTx): Promise<void> {
  const dayAgo = new Date(Date.now() - 24 * 3_600_000);
  await db
    .delete(accountTokens)
    .where(or(lt(accountTokens.expiresAt, dayAgo), lt(accountTokens.usedAt, dayAgo)));
}
