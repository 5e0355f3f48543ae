import {
  PasswordChangeRequest,
  PasswordResetConfirm,
  PasswordResetRequest,
  validationMessages,
} from '@spesa/contracts';
import type { z } from 'zod';

/** A password typed again: only required here, any difference reads as the mismatch. */
export const passwordConfirmField = PasswordChangeRequest.shape.oldPassword;

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
  .superRefine((values, ctx) => {
    if (values.passwordConfirm && values.newPassword !== values.passwordConfirm) {
      ctx.addIssue({
        code: 'custom',
        path: ['passwordConfirm'],
        message: validationMessages.passwordMismatch,
      });
    }
  });
export type ResetConfirmValues = z.input<typeof resetConfirmSchema>;
