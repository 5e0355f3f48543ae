import { PasswordChangeRequest, ProfileUpdateRequest } from '@spesa/contracts';
import type { z } from 'zod';
import { matchPasswordConfirm, passwordConfirmField } from '@/shared/ui/form/password-confirmation';

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
  passwordConfirm: passwordConfirmField,
}).superRefine(matchPasswordConfirm('newPassword'));
export type PasswordChangeValues = z.input<typeof passwordChangeSchema>;
export type PasswordChangeOutput = z.output<typeof passwordChangeSchema>;
