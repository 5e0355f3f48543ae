import { z } from 'zod';
import { ReplyId } from './ids';
import { Address, AddressInput } from './addresses';
import { birthDateField } from './dates';
import {
  emailField,
  mobilePhoneField,
  optionalPhoneField,
  optionalText,
  passwordField,
  refusePasswordWithEmail,
  requiredText,
  validationMessages,
} from './validation';
import { isValidTaxCode } from './tax-codes';

export const genders = ['MALE', 'FEMALE'] as const;
export const Gender = z.enum(genders, { error: validationMessages.required });
export type Gender = z.infer<typeof Gender>;

/** 'fetch' links an existing loyalty card, 'check' creates a new one (spec 2, registration). */
export const signupTypes = ['fetch', 'check'] as const;
export const SignupType = z.enum(signupTypes);
export type SignupType = z.infer<typeof SignupType>;

export const LoyaltyCard = z.object({
  code: z.string(),
  principal: z.boolean(),
  enabled: z.boolean(),
});
export type LoyaltyCard = z.infer<typeof LoyaltyCard>;

/** A loyalty card number as typed: no spaces (spec 5). */
export const cardNumberField = requiredText(20).regex(/^\d{8,20}$/, validationMessages.card);

/** The cooperative's new cards: 13 digits starting with 02 (spec 9). */
export const NEW_CARD_PREFIX = '02';
export const checkoutCardField = z.string().regex(/^02\d{11}$/, validationMessages.card);

const birthPlace = {
  birthNationId: requiredText(10),
  birthNation: optionalText(80),
  birthCountyId: requiredText(10),
  birthCounty: optionalText(80),
  birthCityId: requiredText(80),
  birthCity: optionalText(80),
};

/** Who a person is, as the card registry and the account both answer it. */
const identity = {
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  gender: Gender.nullable(),
  birthNationId: z.string().nullable(),
  birthNation: z.string().nullable(),
  birthCountyId: z.string().nullable(),
  birthCounty: z.string().nullable(),
  birthCityId: z.string().nullable(),
  birthCity: z.string().nullable(),
  mobilePhone: z.string().nullable(),
};

/** The logged-in customer, kept in the web app's user state (spec 3, User). */
export const User = z.object({
  id: ReplyId,
  username: z.string(),
  email: z.string(),
  ...identity,
  /** Null for an account from the short signup (spec 7) until the customer fills them in. */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthDate: z.string().nullable(),
  homePhone: z.string().nullable(),
  ssnCode: z.string().nullable(),
  cards: z.array(LoyaltyCard),
  address: Address.nullable(),
  defaultStore: z.object({ id: ReplyId }).nullable(),
  /** When present, the loyalty-card field appears at checkout. */
  attrib1: z.string().nullable(),
  language: z.enum(['it', 'en']),
  accept1: z.boolean(),
  accept2: z.boolean(),
  accept3: z.boolean(),
  accept4: z.boolean(),
});
export type User = z.infer<typeof User>;

/** Spec 7, signupcheck: the card or identity check of wizard step 1. */
export const SignupCheckRequest = z
  .object({
    '@type': SignupType,
    cardNumber: z.string().trim().optional(),
    firstName: requiredText(60),
    lastName: requiredText(60),
    birthDate: birthDateField,
    gender: Gender.optional(),
    birthNationId: optionalText(10),
    birthCountyId: optionalText(10),
    birthCityId: optionalText(80),
  })
  .superRefine((v, ctx) => {
    const required = (field: keyof typeof v) => {
      if (!v[field])
        ctx.addIssue({ code: 'custom', path: [field], message: validationMessages.required });
    };
    if (v['@type'] === 'fetch') {
      if (!v.cardNumber) required('cardNumber');
      else if (!/^\d{8,20}$/.test(v.cardNumber))
        ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: validationMessages.card });
    } else {
      (['gender', 'birthNationId', 'birthCountyId', 'birthCityId'] as const).forEach(required);
    }
  });
export type SignupCheckRequest = z.input<typeof SignupCheckRequest>;

/** What the check found: the values the wizard shows read-only from here on. */
export const SignupCheckResult = z.object({
  type: SignupType,
  cardNumber: z.string().nullable(),
  ...identity,
  ssnCode: z.string().nullable(),
  /** The address the card registry holds for a 'fetch' member (a prefill: it has no id yet). */
  address: AddressInput.omit({ id: true }).nullable(),
});
export type SignupCheckResult = z.infer<typeof SignupCheckResult>;

const consents = {
  accept1: z.literal(true, { error: validationMessages.consent }),
  accept2: z.literal(true, { error: validationMessages.consent }),
  accept3: z.boolean().default(false),
  accept4: z.boolean().default(false),
};

export const SignupProfile = z.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  birthDate: birthDateField,
  gender: Gender.optional(),
  ...birthPlace,
  mobilePhone: mobilePhoneField,
  homePhone: optionalPhoneField,
  email: emailField,
  ssnCode: optionalText(16)
    .transform((v) => v?.toUpperCase())
    .refine((v) => v === undefined || isValidTaxCode(v), validationMessages.taxCode),
  /** Included only when the card code is non-empty (spec 5). */
  cards: z
    .array(z.object({ code: cardNumberField }))
    .max(1)
    .optional(),
  address: AddressInput,
  ...consents,
});

/** Spec 7, signup: createRemote is true when the wizard's type is 'check'. */
export const SignupRequest = z
  .object({
    username: emailField,
    password: passwordField,
    createRemote: z.boolean(),
    language: z.enum(['it', 'en']).default('it'),
    profile: SignupProfile,
  })
  .superRefine(refusePasswordWithEmail('password', 'username'));
export type SignupRequest = z.input<typeof SignupRequest>;
export type SignupRequestParsed = z.output<typeof SignupRequest>;

/** A name the profile may carry: blank or null means none (an echo of an empty field). */
const fillInName = z
  .string()
  .trim()
  .max(60, validationMessages.tooLong)
  .nullish()
  .transform((v) => v || undefined);

/**
 * Spec 7, PUT /cli/profiles. The client echoes the read-only fields; only mobilePhone, homePhone
 * and consents 3 and 4 change, and consents 1 and 2 cannot be withdrawn. firstName, lastName
 * and birthDate are read-only once held (spec 5): an account from the short signup fills them
 * in here once; a held value is never replaced (a different one is refused, code 40).
 */
export const ProfileUpdateRequest = z
  .object({
    firstName: fillInName,
    lastName: fillInName,
    birthDate: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v || undefined)
      .pipe(birthDateField.optional()),
    mobilePhone: mobilePhoneField,
    homePhone: optionalPhoneField,
    accept1: z.boolean().optional(),
    accept2: z.boolean().optional(),
    accept3: z.boolean(),
    accept4: z.boolean(),
    language: z.enum(['it', 'en']).optional(),
  })
  .loose();
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequest>;

/** Spec 7: a reset request carries a fixed tenant code and the e-mail. */
export const PasswordResetRequest = z.object({
  tid: z.string().max(10).optional(),
  email: emailField,
});
export type PasswordResetRequest = z.input<typeof PasswordResetRequest>;

/** The page behind the reset link sets the new password with the link's token. */
export const PasswordResetConfirm = z.object({
  token: requiredText(200),
  newPassword: passwordField,
});
export type PasswordResetConfirm = z.input<typeof PasswordResetConfirm>;

export const PasswordChangeRequest = z.object({
  oldPassword: z.string().min(1, validationMessages.required).max(200),
  newPassword: passwordField,
});
export type PasswordChangeRequest = z.input<typeof PasswordChangeRequest>;

export const ActivationRequest = z.object({ token: requiredText(200) });
export type ActivationRequest = z.input<typeof ActivationRequest>;

/**
 * The account the link opened. `alreadyActive`: the link had been used and the account is
 * active (a second click, issue 17.11): not a failure, the customer just logs in.
 */
export const ActivationResult = z.object({
  username: z.string(),
  alreadyActive: z.boolean(),
});
export type ActivationResult = z.infer<typeof ActivationResult>;

/** The fixed tenant code sent with a reset request (spec 7). */
export const TENANT_ID = '01';

/** Answers that only confirm, with the sentence the web shows (reset request, password change). */
export const MessageResult = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof MessageResult>;
