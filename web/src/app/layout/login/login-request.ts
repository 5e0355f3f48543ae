import { isSuccessCode } from '@spesa/contracts';
import { ApiError, NETWORK_ERROR_CODE } from '@/shared/api/api-error';

export interface Credentials {
  username: string;
  password: string;
}

/** Basic authorization needs base64 of UTF-8 bytes: btoa alone fails on 'è' and friends. */
export function basicAuthorization({ username, password }: Credentials): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

/**
 * Logs in with `GET /cli/profiles/login` and Basic authorization (spec 7, profile). The shared
 * client sends no custom headers, so this call builds its own request; failures are ApiErrors
 * like everywhere else.
 */
export async function login(credentials: Credentials, signal?: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch('/cli/profiles/login', {
      credentials: 'include',
      headers: { Accept: 'application/json', Authorization: basicAuthorization(credentials) },
      signal,
    });
  } catch (error) {
    throw new ApiError(NETWORK_ERROR_CODE, 0, [], error);
  }
  const payload = (await response.json().catch(() => null)) as {
    responseCode?: unknown;
    data?: unknown;
  } | null;
  const code = typeof payload?.responseCode === 'number' ? payload.responseCode : response.status;
  if (!response.ok || !isSuccessCode(code)) throw new ApiError(code, response.status);
  return payload?.data;
}
