import type { DbOrTx } from '../../db/client';
import { verifyAgainstNothing, verifyPassword } from './password-hash';
import { giveBackAttempt, requireAttempts } from './rate-limit';
import { LOGIN_PER_ACCOUNT, LOGIN_PER_ADDRESS, type RateLimitRule } from './rate-limits';
import type { Credentials } from './user-repository';

/**
 * Checks a password under the login limits, per account and per client address: over either
 * limit the answer is 429 before any hashing. A right password gives the attempt back, so only
 * failures use up the allowance. An unknown account costs the same time as a known one.
 */
export async function checkPassword(
  db: DbOrTx,
  attempt: { email: string; password: string; address: string },
  account: Credentials | null,
): Promise<boolean> {
  const limits: [RateLimitRule, string][] = [
    [LOGIN_PER_ACCOUNT, attempt.email],
    [LOGIN_PER_ADDRESS, attempt.address],
  ];
  await requireAttempts(db, limits);
  const valid = account
    ? await verifyPassword(attempt.password, account.passwordHash)
    : await verifyAgainstNothing(attempt.password);
  if (valid) await Promise.all(limits.map(([rule, subject]) => giveBackAttempt(db, rule, subject)));
  return valid;
}
