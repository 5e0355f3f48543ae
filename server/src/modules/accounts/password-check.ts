import type { DbOrTx } from '../../db/client';
import { LOGIN_THROTTLE, throttledCheck } from './login-throttle';
import { verifyAgainstNothing, verifyPassword } from './password-hash';
import type { Credentials } from './user-repository';

/**
 * Checks a password under the login throttle (per account and client address pair, see
 * login-throttle.ts). An unknown account costs the same time as a known one.
 */
export async function checkPassword(
  db: DbOrTx,
  attempt: { email: string; password: string; address: string },
  account: Credentials | null,
): Promise<boolean> {
  return throttledCheck(
    db,
    LOGIN_THROTTLE,
    { account: attempt.email, address: attempt.address },
    () =>
      account
        ? verifyPassword(attempt.password, account.passwordHash)
        : verifyAgainstNothing(attempt.password),
  );
}
