import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { rateLimitCounters } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { LONGEST_COUNTER_SECONDS, type RateLimitRule } from './rate-limits';
import { tokenDigest } from './secret-token';

/*
 * Fixed-window counters in PostgreSQL rather than @fastify/rate-limit: the limits must hold
 * across every server process sharing the database, and they are keyed by the account parsed
 * from the body, not only by the client address. Password checks use backoff-counter.ts.
 */

/** Hashed so that any input (a long or odd e-mail) makes a short key and no e-mail is stored. */
function keyOf(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${tokenDigest(subject)}`;
}

/**
 * Counts one attempt and says whether it is within the limit, in one statement: concurrent
 * attempts from several processes each get their own count. An expired window starts again.
 */
export async function takeAttempt(
  db: DbOrTx,
  rule: RateLimitRule,
  subject: string,
): Promise<boolean> {
  const expired = sql`${rateLimitCounters.windowStart} <= now() - make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: keyOf(rule, subject), windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits });
  return (row?.hits ?? 0) <= rule.limit;
}

/** Counts the attempt on every rule (so none is skipped) and answers 429 if any is exceeded. */
export async function requireAttempts(
  db: DbOrTx,
  checks: [RateLimitRule, string][],
): Promise<void> {
  const allowed = await readAll(
    db,
    checks.map(
      ([rule, subject]) =>
        () =>
          takeAttempt(db, rule, subject),
    ),
  );
  if (allowed.includes(false)) throw new AppError('TOO_MANY_REQUESTS');
}

/** A successful login hands its attempt back: only failures use up the allowance. */
export async function giveBackAttempt(
  db: DbOrTx,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(eq(rateLimitCounters.key, keyOf(rule, subject)));
}

/** Counters older than the longest window (or pair memory) mean nothing any more. */
export async function deleteStaleCounters(db: DbOrTx): Promise<void> {
  const longest = LONGEST_COUNTER_SECONDS;
  await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, sql`now() - make_interval(secs => ${longest})`));
}
