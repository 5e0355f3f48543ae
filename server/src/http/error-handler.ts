import type { FastifyInstance, FastifyError } from 'fastify';
import { errorCatalogue, type ErrorEnvelope } from '@spesa/contracts';
import { AppError } from './app-error';

function envelopeOf(err: AppError): ErrorEnvelope {
  return {
    responseCode: err.code,
    message: err.message,
    data: err.data ?? null,
    ...(err.errors ? { errors: err.errors } : {}),
  };
}

/** The one place where errors become the `{responseCode, message, data}` envelope. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(envelopeOf(error));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(envelopeOf(new AppError('TOO_MANY_REQUESTS')));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: unparsable JSON, wrong content type, body too large.
      const appError = new AppError('BAD_REQUEST', {
        message: `Richiesta non valida (${error.message})`,
      });
      return reply.status(status).send({ ...envelopeOf(appError), responseCode: status });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelopeOf(new AppError('INTERNAL')));
  });

  app.setNotFoundHandler((request, reply) => {
    const entry = errorCatalogue.NOT_FOUND;
    return reply.status(404).send({
      responseCode: entry.code,
      message: `${entry.message}: ${request.method} ${request.url.split('?')[0]}`,
      data: null,
    } satisfies ErrorEnvelope);
  });
}
