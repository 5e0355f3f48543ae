import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  clearPair,
  hasSeries,
  markFailure,
  takeBackoffAttempt,
  type Pair,
} from './backoff-counter';
import { dateGateFailure, giveBackGateSlot, takeGateSlot } from './over-ceiling-gate';
import { giveBackAttempt, takeAttempt } from './rate-limit';
import {
  LOGIN_ACCOUNTS_PER_ADDRESS,
  LOGIN_BACKOFF,
  LOGIN_OVER_CEILING,
  type BackoffRule,
  type RateLimitRule,
} from './rate-limits';

/** The counters one kind of login uses: shoppers and staff each have their own. */
export interface LoginThrottle {
  backoff: BackoffRule;
  accountsPerAddress: RateLimitRule;
  overCeiling: BackoffRule;
}

export const LOGIN_THROTTLE: LoginThrottle = {
  backoff: LOGIN_BACKOFF,
  accountsPerAddress: LOGIN_ACCOUNTS_PER_ADDRESS,
  overCeiling: LOGIN_OVER_CEILING,
};

type Verify = () => Promise<boolean>;

/**
 * Runs a password check under the throttle; every refusal is a 429 before any hashing.
 *
 * The policy:
 * - Failures slow only the (account, address) pair that makes them (the back-off): the owner
 *   with the right password from another address always gets through. A right password ends
 *   the series.
 * - A series on an account counts once towards the address's ceiling of accounts. Only a try
 *   within the ceiling opens a series: a try over it records nothing for the pair, so its
 *   next try (the same guess sent again) meets the ceiling again, and so does every try of a
 *   series that began over it.
 * - Over the ceiling such tries are gated, not refused (an office or mobile NAT shares the
 *   sprayer's address): the address gets one checked try per few seconds, the wait doubling
 *   with each failure up to a minute. A person with the right password waits at most that;
 *   the sprayer gets a handful of guesses per quarter hour on top of the ceiling.
 */
export async function throttledCheck(
  db: DbOrTx,
  throttle: LoginThrottle,
  pair: Pair,
  verify: Verify,
): Promise<boolean> {
  if (await hasSeries(db, throttle.backoff, pair)) return seriesCheck(db, throttle, pair, verify);
  if (await takeAttempt(db, throttle.accountsPerAddress, pair.address)) {
    return seriesCheck(db, throttle, pair, verify, true);
  }
  return overCeilingCheck(db, throttle, pair, verify);
}

async function seriesCheck(
  db: DbOrTx,
  throttle: LoginThrottle,
  pair: Pair,
  verify: Verify,
  counted = false,
): Promise<boolean> {
  const attempt = await takeBackoffAttempt(db, throttle.backoff, pair);
  if (!attempt.taken) throw new AppError('TOO_MANY_REQUESTS');
  const valid = await verify();
  // The wait counts from the answer, not from the start of a check that may take a while.
  if (!valid) await markFailure(db, throttle.backoff, pair);
  if (valid) {
    await clearPair(db, throttle.backoff, pair);
    // Logging in is no spraying: a shared address (an office, a proxy) keeps its allowance.
    if (counted) await giveBackAttempt(db, throttle.accountsPerAddress, pair.address);
  }
  return valid;
}

async function overCeilingCheck(
  db: DbOrTx,
  throttle: LoginThrottle,
  pair: Pair,
  verify: Verify,
): Promise<boolean> {
  if (!(await takeGateSlot(db, throttle.overCeiling, pair.address))) {
    throw new AppError('TOO_MANY_REQUESTS');
  }
  const valid = await verify();
  if (!valid) await dateGateFailure(db, throttle.overCeiling, pair.address);
  if (valid) {
    await giveBackGateSlot(db, throttle.overCeiling, pair.address);
    await giveBackAttempt(db, throttle.accountsPerAddress, pair.address);
  }
  return valid;
}
