import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';
import { newToken, tokenDigest } from './secret-token';

/** Opens a session and returns the token for the cookie. */
export async function createSession(db: DbOrTx, userId: number, ttlHours: number): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db.insert(sessions).values({ id: tokenDigest(token), userId, expiresAt });
  return token;
}

export async function findSessionUser(db: DbOrTx, token: string): Promise<number | null> {
  const rows = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, tokenDigest(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0]?.userId ?? null;
}

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, tokenDigest(token)));
}

/** After a password change or reset, every other device must log in again. */
export async function deleteUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
