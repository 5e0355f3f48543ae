import { PasswordChangeRequest, ProfileUpdateRequest, validationMessages } from '@spesa/contracts';
import type { z } from 'zod';

/**
 * Spec 5, profile: what the screen may change. Name, birth date, card, e-mail and the
 * registration address are shown read-only; accept1 and accept2 cannot be withdrawn.
 */
export const profileFormSchema = ProfileUpdateRequest.pick({
  mobilePhone: true,
  homePhone: true,
  accept3: true,
  accept4: true,
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** Spec 5, password change: old and new required (new at least 8), confirmation equal. */
export const passwordChangeSchema = PasswordChangeRequest.extend({
  // Only required: any other difference reads as the mismatch message.
  passwordConfirm: PasswordChangeRequest.shape.oldPassword,
}).superRefine((values, ctx) => {
  if (values.passwordConfirm && values.newPassword !== values.passwordConfirm) {
    ctx.addIssue({
      code: 'custom',
      path: ['passwordConfirm'],
      message: validationMessages.passwordMismatch,
    });
  }
});
export type PasswordChangeValues = z.input<typeof passwordChangeSchema>;
export type PasswordChangeOutput = z.output<typeof passwordChangeSchema>;
