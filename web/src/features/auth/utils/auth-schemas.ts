import {
  PasswordChangeRequest,
  PasswordResetConfirm,
  PasswordResetRequest,
} from '@spesa/contracts';
import type { z } from 'zod';
import { matchPasswordConfirm, passwordConfirmField } from '@/shared/ui/form/password-confirmation';

/**
 * Spec 5, login: e-mail and password both required, the e-mail pattern-checked. The password
 * is only required: accounts older than the length rule must still get in.
 */
export const loginFormSchema = PasswordResetRequest.pick({ email: true }).extend({
  password: PasswordChangeRequest.shape.oldPassword,
});
export type LoginFormValues = z.input<typeof loginFormSchema>;
export type LoginFormOutput = z.output<typeof loginFormSchema>;

/** Spec 5, password reset: the e-mail, required and pattern-checked. */
export const resetRequestSchema = PasswordResetRequest.pick({ email: true });
export type ResetRequestValues = z.input<typeof resetRequestSchema>;
export type ResetRequestOutput = z.output<typeof resetRequestSchema>;

/** The new password behind the reset link, typed twice. */
export const resetConfirmSchema = PasswordResetConfirm.pick({ newPassword: true })
  .extend({ passwordConfirm: passwordConfirmField })
  .superRefine(matchPasswordConfirm('newPassword'));
export type ResetConfirmValues = z.input<typeof resetConfirmSchema>;
