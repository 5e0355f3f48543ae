import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';
import { newToken, tokenDigest } from './secret-token';

/** COOKIE for the web app's session cookie, BEARER for an API token (issue 18). */
export type SessionKind = (typeof sessions.$inferSelect)['kind'];

export interface OpenedSession {
  token: string;
  expiresAt: Date;
}

/** Opens a session of the kind and returns its token; only the digest is stored. */
export async function openSession(
  db: DbOrTx,
  userId: number,
  ttlHours: number,
  kind: SessionKind,
): Promise<OpenedSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db.insert(sessions).values({ id: tokenDigest(token), userId, expiresAt, kind });
  return { token, expiresAt };
}

/** Opens a cookie session and returns the token for the cookie. */
export async function createSession(db: DbOrTx, userId: number, ttlHours: number): Promise<string> {
  return (await openSession(db, userId, ttlHours, 'COOKIE')).token;
}

/** The live session's user; a token is accepted only as the kind it was handed out as. */
export async function findSessionUser(
  db: DbOrTx,
  token: string,
  kind: SessionKind = 'COOKIE',
): Promise<number | null> {
  const rows = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, tokenDigest(token)),
        eq(sessions.kind, kind),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0]?.userId ?? null;
}

/**
 * Ends the session of the token, only as the kind it was presented as (like findSessionUser):
 * a cookie session's token sent as a bearer, or an API token planted in the cookie, ends nothing.
 */
export async function deleteSession(db: DbOrTx, token: string, kind: SessionKind): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.id, tokenDigest(token)), eq(sessions.kind, kind)));
}

/** After a password change or reset, every other device must log in again. */
export async function deleteUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
