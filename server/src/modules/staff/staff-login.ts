import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { verifyAgainstNothing, verifyPassword } from '../accounts/password-hash';
import { giveBackAttempt, requireAttempts } from '../accounts/rate-limit';
import type { RateLimitRule } from '../accounts/rate-limits';
import { findStaffByEmail } from './staff-repository';
import { STAFF_LOGIN_PER_ACCOUNT, STAFF_LOGIN_PER_ADDRESS } from './staff-rate-limits';

/**
 * The staff id behind an e-mail and password, under the staff login limits (429 over either,
 * before any hashing). A wrong password, an unknown e-mail and a disabled account all answer
 * 33 and cost the same time, so the answer tells a stranger nothing.
 */
export async function checkStaffLogin(
  db: DbOrTx,
  attempt: { email: string; password: string; address: string },
): Promise<number> {
  const limits: [RateLimitRule, string][] = [
    [STAFF_LOGIN_PER_ACCOUNT, attempt.email],
    [STAFF_LOGIN_PER_ADDRESS, attempt.address],
  ];
  await requireAttempts(db, limits);
  const account = await findStaffByEmail(db, attempt.email);
  const valid = account
    ? await verifyPassword(attempt.password, account.passwordHash)
    : await verifyAgainstNothing(attempt.password);
  if (!account || !valid || !account.enabled) throw new AppError('WRONG_CREDENTIALS');
  await Promise.all(limits.map(([rule, subject]) => giveBackAttempt(db, rule, subject)));
  return account.id;
}
