import {
  errorCatalogue,
  isShortSignup,
  ShortSignupRequest,
  SignupRequest,
  type ErrorKey,
  type FieldError,
  type ShortSignupRequestParsed,
  type SignupRequestParsed,
} from '@spesa/contracts';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { parse } from '../../http/validate';
import { refuseCommonPassword, assertAdult } from '../accounts';

const ServerSignupRequest = SignupRequest.superRefine(refuseCommonPassword('password'));
const ServerShortSignupRequest = ShortSignupRequest.superRefine(refuseCommonPassword('password'));

/** The signup route's body: either of the two, as parseSignupRequest tells them apart. */
export const SignupBody = z.union([ServerSignupRequest, ServerShortSignupRequest]);

/** Spec 7's two signup bodies: the wizard's full one and the shorter one of other programs. */
export type ParsedSignup =
  | { variant: 'full'; request: SignupRequestParsed }
  | { variant: 'short'; request: ShortSignupRequestParsed };

/** The catalogue codes spec 8 gives some invalid signup fields, checked in this order. */
const CODE_BY_FIELD: readonly [(field: string) => boolean, ErrorKey][] = [
  [(f) => f === 'username', 'INVALID_USERNAME'],
  [(f) => f === 'password', 'INVALID_PASSWORD'],
  // Both phones, as PUT /cli/profiles answers them.
  [(f) => f === 'profile.mobilePhone' || f === 'profile.homePhone', 'INVALID_PHONE'],
  [(f) => f.startsWith('profile.address'), 'INVALID_ADDRESS'],
];

function specificError(errors: FieldError[]): AppError | undefined {
  for (const [matches, key] of CODE_BY_FIELD) {
    const hit = errors.find((e) => matches(e.field));
    if (!hit) continue;
    const base = errorCatalogue[key].message;
    const message = hit.message === base ? base : `${base}: ${hit.message}`;
    return new AppError(key, { message, errors });
  }
  return undefined;
}

function parseWithSpecificCodes<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  try {
    return parse(schema, body);
  } catch (error) {
    if (error instanceof AppError && error.errors) throw specificError(error.errors) ?? error;
    throw error;
  }
}

/**
 * The signup body, valid and of age. Fields with a code of their own (4, 13, 30, 14) answer
 * with it; anything else is the generic 400 naming the fields. Under 18 is 28. A body with no
 * identity, card or address is the short variant (contracts' isShortSignup), which has no
 * birth date to check; any of those fields makes it the full one, with all its rules.
 */
export function parseSignupRequest(body: unknown): ParsedSignup {
  if (isShortSignup(body)) {
    return { variant: 'short', request: parseWithSpecificCodes(ServerShortSignupRequest, body) };
  }
  const request = parseWithSpecificCodes(ServerSignupRequest, body);
  assertAdult(request.profile.birthDate);
  return { variant: 'full', request };
}
