import type { FastifyInstance } from 'fastify';
import { validationMessages, type FieldError } from '@spesa/contracts';
import { AppError } from './app-error';
import { MAX_JSON_DEPTH, tooDeepError } from './json-depth';

const MAX_FOUND = 10;

/**
 * The paths of every string holding a NUL character, which PostgreSQL text cannot store.
 * Walks with a stack of its own, not by recursion, so no input can exhaust the call stack;
 * input deeper than MAX_JSON_DEPTH (the JSON parser refuses it first) is refused here too.
 */
function nulFields(root: unknown, found: FieldError[]): void {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value: root, path: '', depth: 0 },
  ];
  for (let node = stack.pop(); node && found.length < MAX_FOUND; node = stack.pop()) {
    const { value, path, depth } = node;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push({ field: path, message: validationMessages.nul });
      continue;
    }
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_JSON_DEPTH) throw tooDeepError();
    const entries = Array.isArray(value)
      ? value.map((item, i) => [String(i), item] as const)
      : Object.entries(value);
    // Pushed in reverse so that the fields are reported in their order.
    for (const [key, item] of entries.reverse()) {
      stack.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
      if (!Array.isArray(value)) stack.push({ value: key, path: path || '(body)', depth });
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
    for (const part of [request.params, request.query, request.body]) nulFields(part, errors);
    if (errors.length === 0) return;
    const summary = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
    throw new AppError('BAD_REQUEST', { message: `Richiesta non valida (${summary})`, errors });
  });
}
