import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { BasicCredentials } from './basic-credentials';
import { checkPassword } from './password-check';
import { findCredentialsByEmail } from './user-repository';

/**
 * The user id behind Basic credentials, or the error to answer. A pending account is told so
 * only after its password proved right, so the refusal reveals nothing to a stranger.
 */
export async function checkLogin(
  db: DbOrTx,
  credentials: BasicCredentials | null,
  address: string,
): Promise<number> {
  // A header that cannot be a login costs no hashing: nothing to throttle.
  if (!credentials) throw new AppError('WRONG_CREDENTIALS');
  const account = await findCredentialsByEmail(db, credentials.email);
  const valid = await checkPassword(db, { ...credentials, address }, account);
  if (!account || !valid) throw new AppError('WRONG_CREDENTIALS');
  if (account.status !== 'ACTIVE') throw new AppError('ACCOUNT_NOT_ACTIVE');
  return account.id;
}
