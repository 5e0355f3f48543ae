import {
  errorCatalogue,
  SignupRequest,
  type ErrorKey,
  type FieldError,
  type SignupRequestParsed,
} from '@spesa/contracts';
import { AppError } from '../../http/app-error';
import { parse } from '../../http/validate';
import { refuseCommonPassword } from '../accounts/common-passwords';
import { assertAdult } from './signup-check-service';

const ServerSignupRequest = SignupRequest.superRefine(refuseCommonPassword('password'));

/** The catalogue codes spec 8 gives some invalid signup fields, checked in this order. */
const CODE_BY_FIELD: readonly [(field: string) => boolean, ErrorKey][] = [
  [(f) => f === 'username', 'INVALID_USERNAME'],
  [(f) => f === 'password', 'INVALID_PASSWORD'],
  [(f) => f === 'profile.mobilePhone', 'INVALID_PHONE'],
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

/**
 * The signup body, valid and of age. Fields with a code of their own (4, 13, 30, 14) answer
 * with it; anything else is the generic 400 naming the fields. Under 18 is 28.
 */
export function parseSignupRequest(body: unknown): SignupRequestParsed {
  let request: SignupRequestParsed;
  try {
    request = parse(ServerSignupRequest, body);
  } catch (error) {
    if (error instanceof AppError && error.errors) throw specificError(error.errors) ?? error;
    throw error;
  }
  assertAdult(request.profile.birthDate);
  return request;
}
