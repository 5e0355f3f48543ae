import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimitCounters as c } from '../../db/schema';
import type { BackoffRule } from './rate-limits';
import { tokenDigest } from './secret-token';

/*
 * One counter per client address that has gone over its ceiling of accounts: `hits` counts the
 * checked tries it was let through, `window_start` holds the last one (or the moment the address
 * first came over). The next try is let through once firstDelay * 2^hits has passed.
 */

const keyOf = (rule: BackoffRule, address: string) => `${rule.name}:${tokenDigest(address)}`;

/**
 * Takes the address's next slot if its wait is over, in one statement (racing tries each see
 * the others'). The first try over the ceiling only starts the clock; a refused try leaves the
 * row as it is, so hammering does not stretch nor shorten the wait.
 */
export async function takeGateSlot(
  db: DbOrTx,
  rule: BackoffRule,
  address: string,
): Promise<boolean> {
  const forgotten = sql`${c.windowStart} <= now() - make_interval(secs => ${rule.forgetAfterSeconds})`;
  const delay = sql`least(${rule.firstDelaySeconds} * power(2, ${c.hits} - ${rule.freeFailures}), ${rule.maxDelaySeconds})`;
  const open = sql`now() >= ${c.windowStart} + make_interval(secs => ${delay})`;
  const [row] = await db
    .insert(c)
    .values({ key: keyOf(rule, address), windowStart: sql`now()`, hits: 0 })
    .onConflictDoUpdate({
      target: c.key,
      set: {
        hits: sql`case when ${forgotten} then 0 when ${open} then ${c.hits} + 1 else ${c.hits} end`,
        windowStart: sql`case when ${forgotten} or ${open} then now() else ${c.windowStart} end`,
      },
    })
    .returning({ taken: sql<boolean>`${c.windowStart} = now() and ${c.hits} > 0` });
  return row?.taken ?? false;
}

/** A failed check: the wait counts from the answer, not from the start of the check. */
export async function dateGateFailure(db: DbOrTx, rule: BackoffRule, address: string) {
  await db
    .update(c)
    .set({ windowStart: sql`now()` })
    .where(eq(c.key, keyOf(rule, address)));
}

/** A right password is no spraying: it hands its slot back and does not lengthen the wait. */
export async function giveBackGateSlot(db: DbOrTx, rule: BackoffRule, address: string) {
  await db
    .update(c)
    .set({ hits: sql`greatest(${c.hits} - 1, 0)` })
    .where(eq(c.key, keyOf(rule, address)));
}
