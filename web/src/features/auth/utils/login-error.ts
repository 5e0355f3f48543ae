import { errorCatalogue } from '@spesa/contracts';
import { isApiError } from '@/shared/api/api-error';

export type LoginErrorKey =
  'loginPanel.wrongCredentials' | 'login.accountNotActive' | 'login.tooManyRequests';

/**
 * Spec 8: a failed login reads 'Credenziali errate', whatever the cause, so nobody can probe
 * which e-mails exist. Two answers say something the shopper can act on: an account not yet
 * activated (open the mailed link) and too many attempts (wait).
 */
export function loginErrorKey(error: unknown): LoginErrorKey {
  if (!isApiError(error)) return 'loginPanel.wrongCredentials';
  if (error.code === errorCatalogue.ACCOUNT_NOT_ACTIVE.code) return 'login.accountNotActive';
  if (error.code === errorCatalogue.TOO_MANY_REQUESTS.code || error.status === 429) {
    return 'login.tooManyRequests';
  }
  return 'loginPanel.wrongCredentials';
}
