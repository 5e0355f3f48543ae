import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { clearPair, markFailure, takeBackoffAttempt, type Pair } from './backoff-counter';
import { giveBackAttempt, takeAttempt } from './rate-limit';
import {
  LOGIN_ACCOUNTS_PER_ADDRESS,
  LOGIN_BACKOFF,
  type BackoffRule,
  type RateLimitRule,
} from './rate-limits';

/** The counters one kind of login uses: shoppers and staff each have their own. */
export interface LoginThrottle {
  backoff: BackoffRule;
  accountsPerAddress: RateLimitRule;
}

export const LOGIN_THROTTLE: LoginThrottle = {
  backoff: LOGIN_BACKOFF,
  accountsPerAddress: LOGIN_ACCOUNTS_PER_ADDRESS,
};

/**
 * Runs a password check under the throttle, answering 429 before any hashing when the pair is
 * waiting out its back-off, or when the address starts on a new account after failing on too
 * many. Failures slow only the (account, address) pair that makes them: the owner with the
 * right password from another address always gets through. A right password ends the series.
 */
export async function throttledCheck(
  db: DbOrTx,
  throttle: LoginThrottle,
  pair: Pair,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  const attempt = await takeBackoffAttempt(db, throttle.backoff, pair);
  if (!attempt.taken) throw new AppError('TOO_MANY_REQUESTS');
  // A new series counts once towards the address's ceiling of accounts.
  const newSeries = attempt.hits === 1;
  if (newSeries && !(await takeAttempt(db, throttle.accountsPerAddress, pair.address))) {
    throw new AppError('TOO_MANY_REQUESTS');
  }
  const valid = await verify();
  // The wait counts from the answer, not from the start of a check that may take a while.
  if (!valid) await markFailure(db, throttle.backoff, pair);
  if (valid) {
    await clearPair(db, throttle.backoff, pair);
    // Logging in is no spraying: a shared address (an office, a proxy) keeps its allowance.
    if (newSeries) await giveBackAttempt(db, throttle.accountsPerAddress, pair.address);
  }
  return valid;
}
