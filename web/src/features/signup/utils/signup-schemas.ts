import {
  SignupCheckRequest,
  SignupProfile,
  SignupRequest,
  birthDateField,
  isAdult,
  isIsoDate,
  refusePasswordWithEmail,
  romeToday,
  validationMessages,
} from '@spesa/contracts';
import type { z } from 'zod';
import { matchPasswordConfirm, passwordConfirmField } from '@/shared/ui/form/password-confirmation';

/** Spec 5: the server answers code 28 too, but the shopper hears it on blur. */
const adultBirthDate = birthDateField.refine((birthDate) => {
  const today = romeToday();
  return !isIsoDate(birthDate) || birthDate > today || isAdult(birthDate, today);
}, validationMessages.underage);

/**
 * Step 1: the signupcheck request itself (its '@type' decides which fields are required), an
 * adult birth date, and the birth place names the pickers fill, to show them later on.
 */
export const checkFormSchema = SignupCheckRequest.safeExtend({
  birthDate: adultBirthDate,
  ...SignupProfile.pick({ birthNation: true, birthCounty: true, birthCity: true }).shape,
});
export type CheckFormValues = z.input<typeof checkFormSchema>;
export type CheckFormOutput = z.output<typeof checkFormSchema>;

/** Step 3: the e-mail (also the username) and the password twice, not made of the e-mail. */
export const accountFormSchema = SignupProfile.pick({ email: true })
  .extend({
    password: SignupRequest.shape.password,
    passwordConfirm: passwordConfirmField,
  })
  .superRefine(matchPasswordConfirm('password'))
  .superRefine(refusePasswordWithEmail('password', 'email'));
export type AccountFormValues = z.input<typeof accountFormSchema>;
export type AccountFormOutput = z.output<typeof accountFormSchema>;

/** Step 4: accept1 and accept2 must be ticked, accept3 and accept4 are free (spec 5). */
export const consentsFormSchema = SignupProfile.pick({
  accept1: true,
  accept2: true,
  accept3: true,
  accept4: true,
});
/** Unticked boxes are a legal form state that the schema rejects, hence plain booleans. */
export type ConsentsFormValues = Record<keyof z.input<typeof consentsFormSchema>, boolean>;
export type ConsentsFormOutput = z.output<typeof consentsFormSchema>;
