import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH, passwordHasEmail, validationMessages } from '@spesa/contracts';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';

/*
 * The most common passwords of the leaked-password lists (about 18,000 of at least 8
 * characters), shipped offline by zxcvbn-ts: an attacker tries these first (ASVS 2.1.7). Too
 * big for the web app, so only the server checks them; the web shows the server's message.
 */
const COMMON = new Set(
  dictionary['passwords-common'].filter((p) => p.length >= PASSWORD_MIN_LENGTH),
);

/** The list is lower-case: 'Password1' is as common as 'password1'. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

/**
 * A refinement for a request schema: a common password in `field` is an issue on that field,
 * so it answers with the field's code like any invalid password (13, spec 8).
 */
export function refuseCommonPassword<K extends string>(field: K) {
  return (value: Record<K, string>, ctx: z.RefinementCtx): void => {
    if (isCommonPassword(value[field])) {
      ctx.addIssue({ code: 'custom', path: [field], message: validationMessages.passwordCommon });
    }
  };
}

/**
 * A new password made of the account's own e-mail (or its local part) is refused with the
 * password's code, 13, on `field`: for the forms whose body does not carry the e-mail.
 */
export function refuseEmailPassword(password: string, email: string, field: string): void {
  if (!passwordHasEmail(password, email)) return;
  const message = validationMessages.passwordEmail;
  throw new AppError('INVALID_PASSWORD', { message, errors: [{ field, message }] });
}
