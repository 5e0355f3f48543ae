import { z } from 'zod';
import { SignupProfile } from './profile';
import {
  emailField,
  optionalText,
  passwordField,
  refusePasswordWithEmail,
  validationMessages,
} from './validation';

/** A mobile phone that may be left out: when sent, the full variant's rule (spec 5 and 9). */
const optionalMobilePhoneField = optionalText(20)
  .transform((v) => v?.replace(/[\s.-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^3\d{9}$/, validationMessages.phone)
      .optional(),
  );

/**
 * Spec 7, signup's 'shorter variant: username, password, profile accept1..4', for programs
 * using the API (the web wizard always sends the full one). The contact fields a client may
 * add are checked as in the full variant; no identity, card or address.
 */
export const ShortSignupRequest = z
  .object({
    username: emailField,
    password: passwordField,
    createRemote: z.literal(false).optional(),
    language: z.enum(['it', 'en']).default('it'),
    profile: SignupProfile.pick({
      homePhone: true,
      accept1: true,
      accept2: true,
      accept3: true,
      accept4: true,
    }).extend({
      mobilePhone: optionalMobilePhoneField,
      email: emailField.optional(),
    }),
  })
  .superRefine(refusePasswordWithEmail('password', 'username'));
export type ShortSignupRequest = z.input<typeof ShortSignupRequest>;
export type ShortSignupRequestParsed = z.output<typeof ShortSignupRequest>;

/** The profile fields only the full variant has: any of them makes a signup the full one. */
const shortProfileKeys = new Set(Object.keys(ShortSignupRequest.shape.profile.shape));
const fullOnlyKeys = Object.keys(SignupProfile.shape).filter((key) => !shortProfileKeys.has(key));

/**
 * Which variant a signup body is: the short one carries no identity, card or address and does
 * not ask for a new card (createRemote true needs the identity it is issued to).
 */
export function isShortSignup(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { createRemote, profile } = body as { createRemote?: unknown; profile?: unknown };
  if (createRemote === true || typeof profile !== 'object' || profile === null) return false;
  return fullOnlyKeys.every((key) => !(key in profile));
}
