import { z } from 'zod';
import { isGuessablePassword, passwordHasEmail } from './password-rules';

/**
 * The user-facing validation messages of spec section 5, in Italian. The web app translates
 * them by key (`validation.<key>`), the server answers them as they are.
 */
export const validationMessages = {
  required: 'Campo obbligatorio',
  email: 'Indirizzo email non valido',
  phone: 'Numero di telefono non valido',
  card: 'Carta non valida',
  passwordLength: 'La password deve essere lunga almeno 8 caratteri',
  passwordMismatch: 'Le password non coincidono',
  passwordBlank: 'La password non può essere fatta di soli spazi',
  passwordCommon: 'Password troppo comune, facile da indovinare: scegline un’altra',
  passwordEmail: 'La password non può contenere il tuo indirizzo email',
  date: 'Data non valida',
  futureDate: 'La data non può essere successiva a oggi',
  underage: 'Devi essere maggiorenne per poterti registrare al servizio',
  zip: 'CAP non valido (5 cifre)',
  county: 'Provincia non valida (2 lettere)',
  fax: 'Massimo 5 caratteri',
  taxCode: 'Codice fiscale non valido',
  vatCode: 'Partita IVA non valida',
  recipientCode: 'Codice destinatario non valido (7 lettere o cifre)',
  invoiceRecipient:
    'Per la fattura elettronica indica il codice destinatario o la PEC; per un privato, il codice fiscale (16 caratteri)',
  consent: 'Consenso obbligatorio',
  tooLong: 'Testo troppo lungo',
  id: 'Identificativo non valido',
  nul: 'Carattere non ammesso',
  tooDeep: 'Dati annidati oltre 64 livelli',
} as const;
export type ValidationMessageKey = keyof typeof validationMessages;

const keysByMessage = new Map<string, ValidationMessageKey>(
  Object.entries(validationMessages).map(([key, message]) => [
    message,
    key as ValidationMessageKey,
  ]),
);

/** The translation key of a validation message, for the web app's i18n. */
export function validationKeyOf(message: string): ValidationMessageKey | undefined {
  return keysByMessage.get(message);
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const MOBILE_PHONE_DIGITS = 10;
export const ADULT_AGE = 18;

/** A required, trimmed text: empty (or only spaces) reads 'Campo obbligatorio'. */
export function requiredText(max = 100) {
  return z
    .string({ error: validationMessages.required })
    .trim()
    .min(1, validationMessages.required)
    .max(max, validationMessages.tooLong);
}

/** An optional text: empty or absent becomes undefined. */
export function optionalText(max = 100) {
  return z
    .string()
    .trim()
    .max(max, validationMessages.tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));
}

export const emailField = requiredText(254)
  .toLowerCase()
  .pipe(z.email({ error: validationMessages.email }));

/**
 * A new password (spec 5: at least 8 characters). Only spaces are refused too (issue 13), and
 * passwords guessable without a list (issue 25: aaaaaaaa, spesa2026); the server also refuses
 * the most common passwords, from a list too big for the web app.
 */
export const passwordField = z
  .string({ error: validationMessages.required })
  .min(1, validationMessages.required)
  .min(PASSWORD_MIN_LENGTH, validationMessages.passwordLength)
  .max(PASSWORD_MAX_LENGTH, validationMessages.tooLong)
  // One message at a time: a too short password is not also told it is only spaces. (Not with
  // `abort`: that would also skip the form's own checks, such as the confirmation mismatch.)
  .refine((v) => v.length < PASSWORD_MIN_LENGTH || /\S/.test(v), validationMessages.passwordBlank)
  .refine(
    (v) => v.length < PASSWORD_MIN_LENGTH || !/\S/.test(v) || !isGuessablePassword(v),
    validationMessages.passwordCommon,
  );

/**
 * A refinement for a schema holding a new password and the account's e-mail: a password made
 * of the e-mail (or its local part) is an issue on the password field (code 13 at the server).
 */
export function refusePasswordWithEmail<P extends string, E extends string>(
  passwordKey: P,
  emailKey: E,
) {
  return (value: Record<P, string> & Record<E, string | undefined>, ctx: z.RefinementCtx) => {
    const email = value[emailKey];
    if (email && passwordHasEmail(value[passwordKey], email)) {
      ctx.addIssue({
        code: 'custom',
        path: [passwordKey],
        message: validationMessages.passwordEmail,
      });
    }
  };
}

/** Italian mobile numbers: 10 digits starting with 3; spaces typed by the user are dropped. */
export const mobilePhoneField = requiredText(20)
  .transform((v) => v.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^3\d{9}$/, validationMessages.phone));

/** Landline or mobile, optional: 6 to 11 digits. */
export const optionalPhoneField = optionalText(20)
  .transform((v) => v?.replace(/[\s.-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{6,11}$/, validationMessages.phone)
      .optional(),
  );

export const zipField = requiredText(5).regex(/^\d{5}$/, validationMessages.zip);

/** How many of lowercase, uppercase, digits and symbols a password mixes (the hint asks for 3). */
export function passwordStrength(password: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((re) => re.test(password)).length;
}
