import {
  PasswordChangeRequest,
  ProfileUpdateRequest,
  isAdult,
  romeToday,
  validationMessages,
} from '@spesa/contracts';
import type { z } from 'zod';
import { matchPasswordConfirm, passwordConfirmField } from '@/shared/ui/form/password-confirmation';

/**
 * Spec 5, profile: what the screen may change. Card, e-mail and the registration address are
 * shown read-only; accept1 and accept2 cannot be withdrawn. Name and birth date are read-only
 * once held; an account from the short signup (spec 7) may fill them in, once, of age (the
 * server's code 28, heard here on blur).
 */
export const profileFormSchema = ProfileUpdateRequest.pick({
  firstName: true,
  lastName: true,
  mobilePhone: true,
  homePhone: true,
  accept3: true,
  accept4: true,
}).extend({
  birthDate: ProfileUpdateRequest.shape.birthDate.refine(
    (v) => !v || isAdult(v, romeToday()),
    validationMessages.underage,
  ),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** Spec 5, password change: old and new required (new at least 8), confirmation equal. */
export const passwordChangeSchema = PasswordChangeRequest.extend({
  passwordConfirm: passwordConfirmField,
}).superRefine(matchPasswordConfirm('newPassword'));
export type PasswordChangeValues = z.input<typeof passwordChangeSchema>;
export type PasswordChangeOutput = z.output<typeof passwordChangeSchema>;
