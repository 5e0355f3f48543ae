import { PasswordChangeRequest, validationMessages } from '@spesa/contracts';
import type { z } from 'zod';

/**
 * The password typed again, to go with NewPasswordFields: only required here, so any other
 * difference reads as the mismatch message (spec 5).
 */
export const passwordConfirmField = PasswordChangeRequest.shape.oldPassword;

/** A superRefine that flags passwordConfirm when it differs from the password field named. */
export function matchPasswordConfirm<K extends string>(passwordField: K) {
  return (values: Record<K | 'passwordConfirm', string>, ctx: z.RefinementCtx) => {
    if (values.passwordConfirm && values[passwordField] !== values.passwordConfirm) {
      ctx.addIssue({
        code: 'custom',
        path: ['passwordConfirm'],
        message: validationMessages.passwordMismatch,
      });
    }
  };
}
