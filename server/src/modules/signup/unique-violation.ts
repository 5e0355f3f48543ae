import { AppError } from '../../http/app-error';

/** The constraint a PostgreSQL unique violation (23505) names, looking through wrapping errors. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return undefined;
    const { code, constraint, cause } = e as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505' && typeof constraint === 'string') return constraint;
    e = cause;
  }
  return undefined;
}

/**
 * Two signups racing past the read checks meet at the unique indexes: the loser gets the same
 * answer the check would have given it.
 */
export function signupConflict(error: unknown): unknown {
  switch (violatedConstraint(error)) {
    case 'users_email_key':
      return new AppError('USER_ALREADY_REGISTERED');
    case 'users_card_key':
      return new AppError('USER_ALREADY_REGISTERED_CARD');
    default:
      return error;
  }
}
