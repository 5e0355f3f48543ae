import type { User } from '@spesa/contracts';
import { apiRequest } from '@/shared/api/api-client';

export const LOGIN_PATH = '/cli/profiles/login';

export interface Credentials {
  username: string;
  password: string;
}

/** Basic authorization needs base64 of UTF-8 bytes: btoa alone fails on 'è' and friends. */
export function basicAuthorization({ username, password }: Credentials): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

/** Spec 7: `GET /cli/profiles/login` with Basic authorization logs in and answers the user. */
export function login(credentials: Credentials): Promise<User> {
  return apiRequest<User>(LOGIN_PATH, {
    headers: { Authorization: basicAuthorization(credentials) },
  });
}
