import { z } from 'zod';
import { validationMessages } from './validation';

/**
 * The largest PostgreSQL `integer`, the type of every id column: a bigger number would reach
 * the database and fail there as a 500, so it is refused here as a 400 naming the field.
 */
export const PG_INTEGER_MAX = 2_147_483_647;

/** A row id in a JSON body. */
export const EntityId = z
  .number()
  .int(validationMessages.id)
  .positive(validationMessages.id)
  .max(PG_INTEGER_MAX, validationMessages.id);

/** A row id in a path or a query string, where it arrives as digits. */
export const EntityIdParam = z.coerce
  .number()
  .int(validationMessages.id)
  .positive(validationMessages.id)
  .max(PG_INTEGER_MAX, validationMessages.id);
