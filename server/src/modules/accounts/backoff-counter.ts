import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimitCounters as c } from '../../db/schema';
import type { BackoffRule } from './rate-limits';
import { tokenDigest } from './secret-token';

/*
 * Per (account, address) pair counters of password attempts, in the rate-limit table: `hits`
 * counts the attempts taken since the last success, `window_start` holds the last one. Both
 * parts of the key are hashed, so no e-mail nor address is stored.
 */

export interface Pair {
  account: string;
  address: string;
}

const pairPrefix = (rule: BackoffRule) => `${rule.name}:`;
const accountSuffix = (account: string) => `:${tokenDigest(account)}`;

function pairKey(rule: BackoffRule, pair: Pair): string {
  return `${pairPrefix(rule)}${tokenDigest(pair.address)}${accountSuffix(pair.account)}`;
}

export interface BackoffAttempt {
  /** False while the pair must still wait after its last failures: nothing is checked. */
  taken: boolean;
  /** Attempts taken by the pair, this one included; 1 is the first of a new series. */
  hits: number;
}

/**
 * Takes one attempt for the pair unless it is waiting out its back-off, in one statement, so
 * racing attempts from several processes each see the count left by the others. A waiting
 * pair's row is left as it is: hammering does not stretch the wait.
 */
export async function takeBackoffAttempt(
  db: DbOrTx,
  rule: BackoffRule,
  pair: Pair,
): Promise<BackoffAttempt> {
  const forgotten = sql`${c.windowStart} <= now() - make_interval(secs => ${rule.forgetAfterSeconds})`;
  const delay = sql`least(${rule.firstDelaySeconds} * power(2, ${c.hits} - ${rule.freeFailures}), ${rule.maxDelaySeconds})`;
  const waiting = sql`(not ${forgotten} and ${c.hits} >= ${rule.freeFailures} and now() < ${c.windowStart} + make_interval(secs => ${delay}))`;
  const [row] = await db
    .insert(c)
    .values({ key: pairKey(rule, pair), windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: c.key,
      set: {
        hits: sql`case when ${forgotten} then 1 when ${waiting} then ${c.hits} else ${c.hits} + 1 end`,
        windowStart: sql`case when ${waiting} then ${c.windowStart} else now() end`,
      },
    })
    // now() is this statement's transaction time: only a taken attempt writes it.
    .returning({ hits: c.hits, taken: sql<boolean>`${c.windowStart} = now()` });
  return { taken: row?.taken ?? false, hits: row?.hits ?? 0 };
}

/**
 * Whether the pair is in a series of tries that the address ceiling already let in. Only a try
 * within the ceiling opens a series (login-throttle.ts), so a refused try leaves none behind.
 */
export async function hasSeries(db: DbOrTx, rule: BackoffRule, pair: Pair): Promise<boolean> {
  const rows = await db
    .select({ hits: c.hits })
    .from(c)
    .where(
      and(
        eq(c.key, pairKey(rule, pair)),
        sql`${c.windowStart} > now() - make_interval(secs => ${rule.forgetAfterSeconds})`,
      ),
    );
  return (rows[0]?.hits ?? 0) > 0;
}

/** Dates the pair's last attempt at its failure, once the check is over. */
export async function markFailure(db: DbOrTx, rule: BackoffRule, pair: Pair): Promise<void> {
  await db
    .update(c)
    .set({ windowStart: sql`now()` })
    .where(eq(c.key, pairKey(rule, pair)));
}

/** A right password ends the pair's series of failures. */
export async function clearPair(db: DbOrTx, rule: BackoffRule, pair: Pair): Promise<void> {
  await db.delete(c).where(eq(c.key, pairKey(rule, pair)));
}

/** Ends the failures of an account from every address (its owner proved the mailbox). */
export async function clearAccountPairs(
  db: DbOrTx,
  rule: BackoffRule,
  account: string,
): Promise<void> {
  const suffix = accountSuffix(account);
  await db
    .delete(c)
    .where(
      and(
        sql`starts_with(${c.key}, ${pairPrefix(rule)})`,
        sql`right(${c.key}, ${suffix.length}) = ${suffix}`,
      ),
    );
}
