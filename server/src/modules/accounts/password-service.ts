import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { queueMail } from '../mail';
import { consumeToken, issueToken } from './account-tokens';
import { passwordResetMail } from './account-mails';
import { refuseEmailPassword } from './common-passwords';
import { checkPassword } from './password-check';
import { hashPassword } from './password-hash';
import { clearAccountPairs } from './backoff-counter';
import { LOGIN_BACKOFF } from './rate-limits';
import { deleteUserSessions, openSession, type SessionKind } from './session-repository';
import { findCredentialsByEmail, findCredentialsById, setPasswordHash } from './user-repository';

export const RESET_REQUESTED_MESSAGE = 'Richiesta effettuata con successo.';
export const PASSWORD_CHANGED_MESSAGE = 'Password aggiornata correttamente';

/**
 * Mails a single-use, one-hour link to an active account; says nothing either way, so the
 * caller answers the same whether or not the e-mail is registered. A pending account gets no
 * mail: it has no password to reset until its activation link is opened. Returns whether a
 * mail was queued.
 */
export async function requestPasswordReset(
  tx: DbOrTx,
  email: string,
  resetPageUrl: string,
): Promise<boolean> {
  const account = await findCredentialsByEmail(tx, email);
  if (account?.status !== 'ACTIVE') return false;
  const token = await issueToken(tx, account.id, 'PASSWORD_RESET');
  await queueMail(tx, passwordResetMail(account, `${resetPageUrl}?token=${token}`));
  return true;
}

/**
 * Sets the new password of the link's account and logs every device out. The token is taken
 * first and the hash computed only for a valid one, so random tokens cost no hashing.
 */
export async function confirmPasswordReset(
  tx: DbOrTx,
  token: string,
  newPassword: string,
): Promise<void> {
  const userId = await consumeToken(tx, token, 'PASSWORD_RESET');
  if (userId === null) throw new AppError('INVALID_LINK');
  const account = await findCredentialsById(tx, userId);
  if (!account) throw new AppError('INVALID_LINK');
  // Refused inside the transaction: the link is not used up and still works for a better one.
  refuseEmailPassword(newPassword, account.email, 'newPassword');
  await setPasswordHash(tx, userId, await hashPassword(newPassword));
  await deleteUserSessions(tx, userId);
  // Whoever holds the mailbox is the owner: the slow-down left by failed guesses ends here.
  await clearAccountPairs(tx, LOGIN_BACKOFF, account.email);
}

export interface PasswordChange {
  userId: number;
  oldPassword: string;
  newPassword: string;
  address: string;
}

/** Checks the old password (under the login limits), then returns the new hash to store. */
export async function checkPasswordChange(db: DbOrTx, change: PasswordChange): Promise<string> {
  const account = await findCredentialsById(db, change.userId);
  if (!account) throw new AppError('UNAUTHORIZED');
  refuseEmailPassword(change.newPassword, account.email, 'newPassword');
  const attempt = { email: account.email, password: change.oldPassword, address: change.address };
  if (!(await checkPassword(db, attempt, account))) {
    throw new AppError('INVALID_PASSWORD', { message: 'La password attuale non è corretta' });
  }
  return hashPassword(change.newPassword);
}

/** Stores the new hash, ends every session of the user and opens one of the kind for this device. */
export async function applyPasswordChange(
  tx: DbOrTx,
  userId: number,
  passwordHash: string,
  session: { ttlHours: number; kind: SessionKind },
): Promise<string> {
  await setPasswordHash(tx, userId, passwordHash);
  await deleteUserSessions(tx, userId);
  return (await openSession(tx, userId, session.ttlHours, session.kind)).token;
}
