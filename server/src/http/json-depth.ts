import type { FastifyInstance } from 'fastify';
import { validationMessages } from '@spesa/contracts';
import { AppError } from './app-error';

/** No contract nests anywhere near this; deeper input is an attack or a bug. */
export const MAX_JSON_DEPTH = 64;

/** The 400 for input nested deeper than MAX_JSON_DEPTH, naming the body. */
export function tooDeepError(): AppError {
  const errors = [{ field: '(body)', message: validationMessages.tooDeep }];
  return new AppError('BAD_REQUEST', {
    message: `Richiesta non valida (${validationMessages.tooDeep})`,
    errors,
  });
}

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, in one pass over the text
 * (brackets inside strings skipped) and before any parsing: malformed text is left to the
 * parser to refuse.
 */
export function jsonNestsDeeper(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // a backslash escapes the next character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > limit) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (secure-json-parse: prototype poisoning refused), behind a depth
 * check: deep nesting is a 400 before any object is built, so neither the parser nor any walk
 * of the body after it (refuse-nul.ts, the schemas, the logs) meets it.
 */
export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (jsonNestsDeeper(text, MAX_JSON_DEPTH)) return done(tooDeepError(), undefined);
    return parse(request, text, done);
  });
}
