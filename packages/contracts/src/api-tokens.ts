import { z } from 'zod';
import { User } from './profile';

/**
 * Issue 18, POST /cli/profiles/login: the JSON login of programs that are not the web app.
 * `username` is the e-mail address, as in the Basic login.
 */
export const TokenLoginRequest = z.object({
  username: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type TokenLoginRequest = z.input<typeof TokenLoginRequest>;

/**
 * The user, as the Basic login answers it, plus the bearer token for `Authorization: Bearer`
 * and the moment it expires (ISO 8601). The token is shown only here; the shop keeps its digest.
 */
export const TokenLogin = User.extend({
  token: z.string(),
  tokenType: z.literal('Bearer'),
  expiresAt: z.string(),
});
export type TokenLogin = z.infer<typeof TokenLogin>;

/**
 * POST /cli/profiles/password/change: every session ends and this client gets a fresh one;
 * a bearer client finds its new token here (the web app gets a new cookie instead).
 */
export const PasswordChangeResult = z.object({
  message: z.string(),
  token: z.string().optional(),
});
export type PasswordChangeResult = z.infer<typeof PasswordChangeResult>;
