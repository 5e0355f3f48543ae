import type { User } from '@spesa/contracts';
import { apiRequest } from '@/shared/api/api-client';
import { LOGIN_PATH } from './login';

/**
 * Spec 7: the same endpoint without authorization answers the user of the current session,
 * or fails (HTTP 401) when there is none.
 */
export function checkSession(signal?: AbortSignal): Promise<User> {
  return apiRequest<User>(LOGIN_PATH, { signal });
}
