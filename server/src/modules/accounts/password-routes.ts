import {
  MessageResult,
  PasswordChangeRequest,
  PasswordChangeResult,
  PasswordResetConfirm,
  PasswordResetRequest,
} from '@spesa/contracts';
import { afterReply } from '../../http/after-reply';
import { ok } from '../../http/reply';
import { mailQueued } from '../mail';
import type { ModuleOptions } from '../module-options';
import { AppError } from '../../http/app-error';
import { resolveSession } from './authenticate';
import { refuseCommonPassword } from './common-passwords';
import { parseWithCodes } from './parse-with-codes';
import {
  applyPasswordChange,
  checkPasswordChange,
  confirmPasswordReset,
  PASSWORD_CHANGED_MESSAGE,
  requestPasswordReset,
  RESET_REQUESTED_MESSAGE,
} from './password-service';
import { requireAttempts } from './rate-limit';
import { RESET_PER_ACCOUNT, RESET_PER_ADDRESS } from './rate-limits';
import { setSessionCookie } from './session-cookie';
import { parsed, schemaOf, type RouteApp } from '../../http/route-schema';

const passwordCodes = { newPassword: 'INVALID_PASSWORD' } as const;
const ResetConfirm = PasswordResetConfirm.superRefine(refuseCommonPassword('newPassword'));
const PasswordChange = PasswordChangeRequest.superRefine(refuseCommonPassword('newPassword'));

/** Spec 7: reset request, the reset link's confirmation, and the logged-in password change. */
export async function passwordRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db, config } = opts;

  app.post(
    '/profiles/password',
    {
      schema: {
        tag: 'Account',
        summary: 'Ask for a password reset mail',
        auth: 'public',
        body: PasswordResetRequest,
        data: MessageResult,
      },
    },
    async (request) => {
      const { email } = parsed(request, 'body');
      await requireAttempts(db, [
        [RESET_PER_ACCOUNT, email],
        [RESET_PER_ADDRESS, request.ip],
      ]);
      const resetPage = `${config.publicOrigin}/app/reset`;
      // The account is looked up, and its link issued and mailed, after the reply: the answer
      // costs the same for a registered and an unknown e-mail, so its time tells nothing.
      afterReply(request.log, async () => {
        const queued = await db.transaction((tx) => requestPasswordReset(tx, email, resetPage));
        if (queued) mailQueued();
      });
      return ok({ message: RESET_REQUESTED_MESSAGE });
    },
  );

  app.post(
    '/profiles/password/reset',
    {
      schema: {
        tag: 'Account',
        summary: 'Set a new password with the mailed link',
        auth: 'public',
        body: ResetConfirm,
        data: MessageResult,
      },
    },
    async (request) => {
      const body = parseWithCodes(schemaOf(request, 'body'), request.body, passwordCodes);
      await db.transaction((tx) => confirmPasswordReset(tx, body.token, body.newPassword));
      return ok({ message: PASSWORD_CHANGED_MESSAGE });
    },
  );

  app.post(
    '/profiles/password/change',
    {
      schema: {
        tag: 'Account',
        summary: 'Change the password; a bearer client gets its new token in data.token',
        auth: 'customer',
        body: PasswordChange,
        data: PasswordChangeResult,
      },
    },
    async (request, reply) => {
      const session = await resolveSession(request, db);
      if (!session) throw new AppError('UNAUTHORIZED');
      const { userId, kind } = session;
      const body = parseWithCodes(schemaOf(request, 'body'), request.body, passwordCodes);
      const change = { userId, ...body, address: request.ip };
      const passwordHash = await checkPasswordChange(db, change);
      const token = await db.transaction((tx) =>
        applyPasswordChange(tx, userId, passwordHash, { ttlHours: config.sessionTtlHours, kind }),
      );
      // This device stays logged in with a fresh session; every other one must log in again.
      // A bearer client gets its new token in the answer: a token is never a cookie.
      if (kind === 'BEARER') return ok({ message: PASSWORD_CHANGED_MESSAGE, token });
      setSessionCookie(reply, token, config);
      return ok({ message: PASSWORD_CHANGED_MESSAGE });
    },
  );
}
