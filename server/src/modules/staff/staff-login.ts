import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { throttledCheck, verifyAgainstNothing, verifyPassword } from '../accounts';
import { findStaffByEmail } from './staff-repository';
import { STAFF_LOGIN_THROTTLE } from './staff-rate-limits';

/**
 * The staff id behind an e-mail and password, under the staff login throttle (the shoppers'
 * rules on counters of its own: 429 before any hashing for a pair waiting out its back-off).
 * A wrong password, an unknown e-mail and a disabled account all answer 33 and cost the same
 * time, so the answer tells a stranger nothing.
 */
export async function checkStaffLogin(
  db: DbOrTx,
  attempt: { email: string; password: string; address: string },
): Promise<number> {
  const account = await findStaffByEmail(db, attempt.email);
  const pair = { account: attempt.email, address: attempt.address };
  const valid = await throttledCheck(db, STAFF_LOGIN_THROTTLE, pair, async () =>
    account
      ? (await verifyPassword(attempt.password, account.passwordHash)) && account.enabled
      : verifyAgainstNothing(attempt.password),
  );
  if (!account || !valid) throw new AppError('WRONG_CREDENTIALS');
  return account.id;
}
