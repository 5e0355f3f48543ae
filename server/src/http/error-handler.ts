import type { FastifyInstance, FastifyError, FastifyRequest } from 'fastify';
import {
  errorCatalogue,
  errorLanguageOf,
  localisedErrorMessage,
  type ErrorEnvelope,
  type ErrorLanguage,
  type FieldError,
} from '@spesa/contracts';
import { AppError } from './app-error';

/** Builds every error envelope: `errorMessage` always repeats `message`. */
export function errorEnvelope<D = null>(
  responseCode: number,
  message: string,
  data: D,
  errors?: FieldError[],
): ErrorEnvelope & { data: D } {
  return { responseCode, message, errorMessage: message, data, ...(errors ? { errors } : {}) };
}

/** The request's language: its Accept-Language (the web sends the interface's), else Italian. */
function languageOf(request: FastifyRequest): ErrorLanguage {
  return errorLanguageOf(request.headers['accept-language']);
}

function envelopeOf(err: AppError, language: ErrorLanguage): ErrorEnvelope {
  const message = localisedErrorMessage(err.key, err.message, language);
  return errorEnvelope(err.code, message, err.data ?? null, err.errors);
}

/**
 * The one place where errors become the `{responseCode, message, errorMessage, data}` envelope.
 * An AppError's HTTP status is its catalogue entry's (200 for a business outcome, issue 26);
 * Fastify's own client errors (unreadable JSON, wrong content type, body too large) keep theirs.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = languageOf(request);
    if (error instanceof AppError) {
      return reply.status(error.status).send(envelopeOf(error, language));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(envelopeOf(new AppError('TOO_MANY_REQUESTS'), language));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: unparsable JSON, wrong content type, body too large.
      const appError = new AppError('BAD_REQUEST', {
        message: `Richiesta non valida (${error.message})`,
      });
      return reply.status(status).send({ ...envelopeOf(appError, language), responseCode: status });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelopeOf(new AppError('INTERNAL'), language));
  });

  app.setNotFoundHandler((request, reply) => {
    const entry = errorCatalogue.NOT_FOUND;
    const found = `${entry.message}: ${request.method} ${request.url.split('?')[0]}`;
    const message = localisedErrorMessage('NOT_FOUND', found, languageOf(request));
    return reply.status(404).send(errorEnvelope(entry.code, message, null));
  });
}
