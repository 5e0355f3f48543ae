import type { FastifyInstance } from 'fastify';
import { validationMessages, type FieldError } from '@spesa/contracts';
import { AppError } from './app-error';

/** The paths of every string holding a NUL character, which PostgreSQL text cannot store. */
function nulFields(value: unknown, path: string, found: FieldError[]): void {
  if (found.length >= 10) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push({ field: path, message: validationMessages.nul });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => nulFields(item, path ? `${path}.${i}` : String(i), found));
  } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      nulFields(key, path || '(body)', found);
      nulFields(item, path ? `${path}.${key}` : key, found);
    }
  }
}

/**
 * One check for every route, before any handler runs: a NUL in any text of the path, the query
 * or a JSON body is a 400 naming the field. Here rather than in each schema so that no text
 * field, and no route added later, can carry one to the database (where it is a 500).
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const errors: FieldError[] = [];
    for (const part of [request.params, request.query, request.body]) nulFields(part, '', errors);
    if (errors.length === 0) return;
    const summary = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
    throw new AppError('BAD_REQUEST', { message: `Richiesta non valida (${summary})`, errors });
  });
}
